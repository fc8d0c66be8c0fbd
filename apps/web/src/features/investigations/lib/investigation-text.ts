import { formatDate } from '@qi/domain/dates';
import { DUE_SECTION_LABELS, DUE_SECTIONS } from '@qi/domain/due-dates';
import { INVESTIGATION_SECTIONS } from '@qi/domain/investigation';

/** docs/product.md §2: a ticked section reads 'Signed by {name} on {date}' (date shown DD-MM-YYYY). */
export function signedByText(name: string, isoDay: string | null | undefined): string {
  return `Signed by ${name} on ${formatDate(isoDay)}`;
}

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

const FIELD_LABELS: Record<string, string> = {
  incidentDescription: 'Incident Description',
  incidentJustified: 'Is the incident justified?',
  rootCauseCategory: 'Root Cause Category',
  defectiveProductQuantity: 'Defective Product',
  costOfLabour: 'Cost of Labour',
  costOfMaterial: 'Cost of Material',
  costAdjustment: 'Cost Adjustment',
  attachments: 'Attachments',
  completed: 'Is completed?',
  status: 'Status',
  effectivenessCheckDueDate: 'Effectiveness check due date',
  effectivenessCheckOwner: 'Effectiveness check owner',
  dueDate: 'Due date',
  owner: 'Owner',
  result: 'Result',
  evidence: 'Evidence',
  ...Object.fromEntries(INVESTIGATION_SECTIONS.map((s) => [s.key, s.label])),
  ...Object.fromEntries(
    DUE_SECTIONS.flatMap((s) => [
      [`${s}Owner`, `${DUE_SECTION_LABELS[s]} owner`],
      [`${s}DueDate`, `${DUE_SECTION_LABELS[s]} due date`],
      [`${s}DueDateReason`, `Reason for moving the ${DUE_SECTION_LABELS[s]} due date`],
    ]),
  ),
};

/** A field name of the investigation in words, for the history ('rootCause' → 'Root cause'). */
export function investigationFieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}
