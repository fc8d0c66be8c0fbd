import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { fromDbNullableNumber, fromDbTimestamp } from '../../db/values';

/** A link of an exported incident, from its side, with what the export needs of the other incident. */
export interface BatchLinkRow {
  id: string;
  /** The exported incident the link belongs to. */
  incidentId: string;
  direction: 'from' | 'to';
  kind: string;
  createdAt: string;
  other: { incidentNumber: number | null; status: string; reportedBy: string };
}

/**
 * The links of a batch of exported incidents either way, with the other incident's number, status and reporter:
 * one statement per batch (UNION ALL of the links each incident holds, through the pair index, and those towards
 * it, through the linked index), never one per row, so that an export of a million rows stays a stream.
 */
export async function linksOfBatch(db: Db, incidentIds: readonly string[]): Promise<BatchLinkRow[]> {
  if (incidentIds.length === 0) return [];
  const rows = await linksOfBatchQuery(db, incidentIds).execute();
  return rows.map((row) => ({
    id: row.id,
    incidentId: row.incident_id,
    direction: row.direction === 'to' ? 'to' : 'from',
    kind: row.kind,
    createdAt: fromDbTimestamp(row.created_at),
    other: {
      incidentNumber: fromDbNullableNumber(row.incident_number),
      status: row.status,
      reportedBy: row.reported_by,
    },
  }));
}

/** The statement of linksOfBatch (its plan is checked in tests: both halves through an index). */
export function linksOfBatchQuery(db: Db, incidentIds: readonly string[]) {
  const ids = [...incidentIds];
  const held = db
    .selectFrom('incident_links')
    // CROSS JOIN keeps SQLite's order: the batch's links by their index first, then each other incident by
    // its key (an inner join let it scan every incident and probe the links of each).
    .crossJoin('incidents as other')
    .whereRef('other.id', '=', 'incident_links.linked_incident_id')
    .select([
      'incident_links.id',
      'incident_links.incident_id as incident_id',
      sql<string>`'from'`.as('direction'),
      'incident_links.kind',
      'incident_links.created_at',
      'other.incident_number',
      'other.status',
      'other.reported_by',
    ])
    .where('incident_links.incident_id', 'in', ids);
  const towards = db
    .selectFrom('incident_links')
    // CROSS JOIN keeps SQLite's order: the batch's links by their index first, then each other incident by
    // its key (an inner join let it scan every incident and probe the links of each).
    .crossJoin('incidents as other')
    .whereRef('other.id', '=', 'incident_links.incident_id')
    .select([
      'incident_links.id',
      'incident_links.linked_incident_id as incident_id',
      sql<string>`'to'`.as('direction'),
      'incident_links.kind',
      'incident_links.created_at',
      'other.incident_number',
      'other.status',
      'other.reported_by',
    ])
    .where('incident_links.linked_incident_id', 'in', ids);
  return held.unionAll(towards);
}
