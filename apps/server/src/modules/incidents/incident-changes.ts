import type { IncidentRecord } from './incident-record';

/** The fields whose changes the history records. */
const TRACKED: (keyof IncidentRecord)[] = [
  'incidentNumber',
  'incidentDate',
  'product',
  'partNumber',
  'defectiveQuantity',
  'grnNumber',
  'orderNumber',
  'incidentLocation',
  'category',
  'subcategory',
  'furtherSubcategory',
  'description',
  'attachments',
  'investigationId',
  'status',
  'rejectReason',
  'pendingUpdateReason',
  'incidentJustified',
  'severity',
  'supplierId',
  'dispositionStatus',
];

/** A value as the history shows it: location levels by title, attachments by name. */
function shown(field: keyof IncidentRecord, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field === 'attachments') return (value as { name: string }[]).map((a) => a.name);
  if (typeof value === 'object' && 'title' in (value as object)) {
    const { id, title } = value as { id: string; title: string };
    return { id, title };
  }
  return value;
}

function same(field: keyof IncidentRecord, a: unknown, b: unknown): boolean {
  if (field === 'attachments') {
    const ids = (v: unknown) => ((v as { id: string }[] | null) ?? []).map((x) => x.id).join('\n');
    return ids(a) === ids(b);
  }
  return JSON.stringify(shown(field, a)) === JSON.stringify(shown(field, b));
}

/** { field: { from, to } } for every tracked field that differs (all set fields for a new incident). */
export function incidentChanges(
  before: IncidentRecord | null,
  after: IncidentRecord,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of TRACKED) {
    // Every new incident awaits its disposition: not a change worth a line.
    if (before === null && field === 'dispositionStatus') continue;
    const from = before ? before[field] : null;
    const to = after[field];
    if (!same(field, from, to)) changes[field] = { from: shown(field, from), to: shown(field, to) };
  }
  return changes;
}
