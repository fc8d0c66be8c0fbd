import type { Db } from '../../db/database';
import { fromDbNullableNumber, fromDbTimestamp } from '../../db/values';

/** The SQL of incident links (migration 360). */

export interface LinkedIncidentRow {
  id: string;
  incidentNumber: number | null;
  status: string;
  reportedBy: string;
  incidentDate: string;
  product: string;
  partNumber: string;
}

export async function findLinkableIncident(db: Db, id: string): Promise<LinkedIncidentRow | null> {
  const row = await db
    .selectFrom('incidents')
    .select(['id', 'incident_number', 'status', 'reported_by', 'incident_date', 'product', 'part_number'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    incidentNumber: fromDbNullableNumber(row.incident_number),
    status: row.status,
    reportedBy: row.reported_by,
    incidentDate: row.incident_date,
    product: row.product,
    partNumber: row.part_number,
  };
}

export interface LinkRow {
  id: string;
  incidentId: string;
  linkedIncidentId: string;
  kind: string;
  reason: string | null;
  createdBy: string;
  createdByName: string | null;
  createdAt: string;
}

/** The link between the two incidents, held by `incidentId`, if any. */
export async function findLink(
  db: Db,
  incidentId: string,
  linkedIncidentId: string,
): Promise<LinkRow | null> {
  const rows = await linkQuery(db)
    .where('incident_links.incident_id', '=', incidentId)
    .where('incident_links.linked_incident_id', '=', linkedIncidentId)
    .execute();
  return rows.map(toLinkRow)[0] ?? null;
}

function linkQuery(db: Db) {
  return db
    .selectFrom('incident_links')
    .leftJoin('users', 'users.user_id', 'incident_links.created_by')
    .select([
      'incident_links.id',
      'incident_links.incident_id',
      'incident_links.linked_incident_id',
      'incident_links.kind',
      'incident_links.reason',
      'incident_links.created_by',
      'incident_links.created_at',
      'users.name as created_by_name',
    ]);
}

type RawLink = Awaited<ReturnType<ReturnType<typeof linkQuery>['execute']>>[number];
function toLinkRow(row: RawLink): LinkRow {
  return {
    id: row.id,
    incidentId: row.incident_id,
    linkedIncidentId: row.linked_incident_id,
    kind: row.kind,
    reason: row.reason,
    createdBy: row.created_by,
    createdByName: row.created_by_name ?? null,
    createdAt: fromDbTimestamp(row.created_at),
  };
}

/** Every link of an incident, either way, oldest first (the pair and linked indexes). */
export async function linksOf(db: Db, incidentId: string): Promise<LinkRow[]> {
  const held = await linkQuery(db).where('incident_links.incident_id', '=', incidentId).execute();
  const towards = await linkQuery(db).where('incident_links.linked_incident_id', '=', incidentId).execute();
  return [...held, ...towards].map(toLinkRow).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The incidents of the given ids (the other ends of links). */
export async function incidentsByIds(db: Db, ids: readonly string[]): Promise<LinkedIncidentRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('incidents')
    .select(['id', 'incident_number', 'status', 'reported_by', 'incident_date', 'product', 'part_number'])
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    incidentNumber: fromDbNullableNumber(row.incident_number),
    status: row.status,
    reportedBy: row.reported_by,
    incidentDate: row.incident_date,
    product: row.product,
    partNumber: row.part_number,
  }));
}

/** Writes the link, replacing the pair's previous one. */
export async function saveLink(
  db: Db,
  link: {
    id: string;
    incidentId: string;
    linkedIncidentId: string;
    kind: string;
    reason: string | null;
    shown: string | null;
    createdBy: string;
    createdAt: string;
  },
): Promise<void> {
  await db
    .deleteFrom('incident_links')
    .where('incident_id', '=', link.incidentId)
    .where('linked_incident_id', '=', link.linkedIncidentId)
    .execute();
  await db
    .insertInto('incident_links')
    .values({
      id: link.id,
      incident_id: link.incidentId,
      linked_incident_id: link.linkedIncidentId,
      kind: link.kind,
      reason: link.reason,
      shown: link.shown,
      created_by: link.createdBy,
      created_at: link.createdAt,
    })
    .execute();
}
