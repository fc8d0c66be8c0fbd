import { DUE_SECTIONS, emptySchedule } from '@qi/domain/due-dates';
import type { InvestigationRecord } from './investigation-record';

/** Timestamps and the version are not changes a person makes. */
const UNTRACKED = new Set(['created_at', 'updated_at', 'version', 'schedule', 'overdue']);

/** Owners and due dates as the history shows them: `<section>Owner` and `<section>DueDate`. */
function scheduleFields(inv: InvestigationRecord | null): Record<string, string | null> {
  const schedule = inv?.schedule ?? emptySchedule();
  return Object.fromEntries(
    DUE_SECTIONS.flatMap((section) => [
      [`${section}Owner`, schedule[section].owner],
      [`${section}DueDate`, schedule[section].dueDate],
    ]),
  );
}

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
  const beforeSchedule = scheduleFields(before);
  for (const [field, to] of Object.entries(scheduleFields(after))) {
    const from = before ? (beforeSchedule[field] ?? null) : null;
    if (to !== from) changes[field] = { from, to };
  }
  return changes;
}
