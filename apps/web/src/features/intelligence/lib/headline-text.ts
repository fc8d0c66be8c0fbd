import type { THeadline } from '@qi/domain/incident-measures';
import { formatValue } from './chart-text';

/** A headline's value as the strip shows it ('—' when there is nothing to measure yet). */
export function headlineValue(headline: Pick<THeadline, 'value' | 'unit'>): string {
  if (headline.value === null) return '—';
  const value = formatValue(headline.value);
  if (headline.unit === 'percent') return `${value}%`;
  if (headline.unit === 'days') return `${value} ${headline.value === 1 ? 'day' : 'days'}`;
  return value;
}
