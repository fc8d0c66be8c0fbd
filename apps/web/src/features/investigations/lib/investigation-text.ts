import { formatDate } from '@qi/domain/dates';

/** docs/product.md §2: a ticked section reads 'Signed by {name} on {date}' (date shown DD-MM-YYYY). */
export function signedByText(name: string, isoDay: string | null | undefined): string {
  return `Signed by ${name} on ${formatDate(isoDay)}`;
}

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');
