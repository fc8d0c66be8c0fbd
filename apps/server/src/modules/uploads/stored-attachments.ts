import type { TAttachment } from '@qi/domain/attachments';
import { fromDbJson } from '../../db/values';

/**
 * An `attachments` column (incidents, investigations, effectiveness checks) as read: the files' ids, names,
 * types and sizes, without urls (they are signed when presented). An entry without an id is left out.
 */
export function storedAttachments(value: unknown): TAttachment[] {
  // Most rows have none: no JSON to parse (list pages and exports read thousands of rows).
  if (value === '[]') return [];
  const list = fromDbJson<unknown[]>(value, []);
  if (!Array.isArray(list)) return [];
  return list
    .filter((a): a is Record<string, unknown> => typeof a === 'object' && a !== null)
    .map((a) => ({
      id: String(a.id ?? ''),
      name: String(a.name ?? ''),
      type: String(a.type ?? ''),
      size: typeof a.size === 'number' ? a.size : Number(a.size ?? 0) || 0,
      url: '',
    }))
    .filter((a) => a.id !== '');
}

/** The column's value for attachments: stored without urls. */
export function attachmentsJson(attachments: readonly TAttachment[]): string {
  return JSON.stringify(attachments.map((a) => ({ id: a.id, name: a.name, type: a.type, size: a.size })));
}
