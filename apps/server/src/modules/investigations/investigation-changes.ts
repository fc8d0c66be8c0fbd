import type { InvestigationRecord } from './investigation-record';

/** Timestamps and the version are not changes a person makes. */
const UNTRACKED = new Set(['created_at', 'updated_at', 'version']);

/** A value as the history shows it: attachments by name, the root cause category by id and title. */
function shown(field: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field === 'attachments') return (value as { name: string }[]).map((a) => a.name);
  return value;
}

function same(field: string, a: unknown, b: unknown): boolean {
  if (field === 'attachments') {
    const ids = (v: unknown) => ((v as { id: string }[] | null) ?? []).map((x) => x.id).join('\n');
    return ids(a) === ids(b);
  }
  return JSON.stringify(shown(field, a)) === JSON.stringify(shown(field, b));
}

const blank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * { field: { from, to } } for every field that differs; for a new investigation (`before` null) every field
 * that holds a value. Sign-offs show as changes of `<section>SignedBy`/`<section>SignedDate`, completion as
 * `completed`, `completedSignedBy` and `completedSignedDate`.
 */
export function investigationChanges(
  before: InvestigationRecord | null,
  after: InvestigationRecord,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of Object.keys(after) as (keyof InvestigationRecord)[]) {
    if (UNTRACKED.has(field)) continue;
    const from = before ? before[field] : null;
    const to = after[field];
    if (before === null && blank(to)) continue;
    if (!same(field, from, to)) changes[field] = { from: shown(field, from), to: shown(field, to) };
  }
  return changes;
}
