import type { TScarListQuery } from '@qi/domain/scar';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { fromDbNumber } from '../../db/values';
import { DUE_COLUMNS, type ScarRecord, toScarRecord } from './scar-record';

const SCAR_NUMBER_COUNTER = 'scar_number';

/**
 * The next request number, atomically: one upsert … RETURNING on the counter row in the caller's transaction
 * (PostgreSQL locks the row until commit; SQLite has one writer). The unique number column backs it up.
 */
export async function nextScarNumber(db: Db): Promise<number> {
  const row = await db
    .insertInto('counters')
    .values({ name: SCAR_NUMBER_COUNTER, value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`counters.value + 1` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return fromDbNumber(row.value);
}

function dueColumns(scar: ScarRecord) {
  return {
    [DUE_COLUMNS.acknowledge]: scar.schedule.acknowledge ?? scar.createdAt.slice(0, 10),
    [DUE_COLUMNS.containment]: scar.schedule.containment ?? null,
    [DUE_COLUMNS.rootCause]: scar.schedule.rootCause ?? null,
    [DUE_COLUMNS.actions]: scar.schedule.actions ?? null,
    [DUE_COLUMNS.closure]: scar.schedule.closure ?? null,
  };
}

export async function insertScar(db: Db, scar: ScarRecord, incidentIds: readonly string[]): Promise<void> {
  await db
    .insertInto('scars')
    .values({
      id: scar.id,
      number: scar.number,
      supplier_id: scar.supplierId,
      contact_id: scar.contactId,
      buyer_id: scar.buyerId,
      form: scar.form,
      status: scar.status,
      request: scar.request,
      items: JSON.stringify(scar.items),
      ...dueColumns(scar),
      acknowledged_at: null,
      closed_at: null,
      closed_by: null,
      revoked_at: null,
      reason: null,
      version: scar.version,
      created_at: scar.createdAt,
      updated_at: scar.updatedAt,
    })
    .execute();
  await db
    .insertInto('scar_incidents')
    .values(incidentIds.map((incident_id) => ({ scar_id: scar.id, incident_id })))
    .execute();
}

/** One request; `forUpdate` locks its row (PostgreSQL) until the caller's transaction ends. */
export async function findScar(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ScarRecord | undefined> {
  let query = db.selectFrom('scars').selectAll().where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toScarRecord(row);
}

/** Writes the request's state from the version read; false when someone else changed it first. */
export async function updateScarState(db: Db, scar: ScarRecord, readVersion: number): Promise<boolean> {
  const result = await db
    .updateTable('scars')
    .set({
      status: scar.status,
      contact_id: scar.contactId,
      acknowledged_at: scar.acknowledgedAt,
      closed_at: scar.closedAt,
      closed_by: scar.closedBy,
      revoked_at: scar.revokedAt,
      reason: scar.reason,
      version: readVersion + 1,
      updated_at: scar.updatedAt,
    })
    .where('id', '=', scar.id)
    .where('version', '=', readVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The request's incident ids, in the order they were named. */
export async function scarIncidentIds(db: Db, scarId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('scar_incidents')
    .select('incident_id')
    .where('scar_id', '=', scarId)
    .execute();
  return rows.map((row) => row.incident_id);
}

export interface ScarListRow extends ScarRecord {
  supplierName: string;
  contactName: string;
  buyerName: string;
}

/**
 * One page of requests, newest first (scars_status_created_idx, scars_supplier_idx), with the total and the
 * names each row shows.
 */
export async function listScars(
  db: Db,
  query: TScarListQuery,
): Promise<{ rows: ScarListRow[]; total: number }> {
  let base = db.selectFrom('scars');
  if (query.status) base = base.where('scars.status', '=', query.status);
  if (query.supplierId) base = base.where('scars.supplier_id', '=', query.supplierId);
  if (query.incidentId) {
    const incidentId = query.incidentId;
    base = base.where('scars.id', 'in', (eb) =>
      eb.selectFrom('scar_incidents').select('scar_id').where('incident_id', '=', incidentId),
    );
  }
  const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('suppliers', 'suppliers.id', 'scars.supplier_id')
    .innerJoin('supplier_contacts', 'supplier_contacts.id', 'scars.contact_id')
    .innerJoin('users', 'users.user_id', 'scars.buyer_id')
    .selectAll('scars')
    .select([
      'suppliers.name as supplier_name',
      'supplier_contacts.name as contact_name',
      'users.name as buyer_name',
    ])
    .orderBy('scars.created_at', 'desc')
    .orderBy('scars.id', 'desc')
    .limit(query.rowsPerPage)
    .offset(query.page * query.rowsPerPage)
    .execute();
  return {
    rows: rows.map((row) => ({
      ...toScarRecord(row),
      supplierName: row.supplier_name,
      contactName: row.contact_name,
      buyerName: row.buyer_name,
    })),
    total: fromDbNumber(count.n),
  };
}

/** The incident numbers of several requests, by request. */
export async function incidentNumbersOf(
  db: Db,
  scarIds: readonly string[],
): Promise<Map<string, (number | null)[]>> {
  const out = new Map<string, (number | null)[]>();
  if (scarIds.length === 0) return out;
  const rows = await db
    .selectFrom('scar_incidents')
    .innerJoin('incidents', 'incidents.id', 'scar_incidents.incident_id')
    .select(['scar_incidents.scar_id', 'incidents.incident_number'])
    .where('scar_incidents.scar_id', 'in', [...scarIds])
    .orderBy('incidents.incident_number')
    .execute();
  for (const row of rows) {
    const list = out.get(row.scar_id) ?? [];
    list.push(row.incident_number === null ? null : fromDbNumber(row.incident_number));
    out.set(row.scar_id, list);
  }
  return out;
}

/** Days from raising to each milestone (migration 385 seeds them). */
export async function readMilestoneDefaults(db: Db): Promise<Record<string, number>> {
  const rows = await db.selectFrom('scar_milestone_defaults').select(['milestone', 'days']).execute();
  return Object.fromEntries(rows.map((row) => [row.milestone, Number(row.days)]));
}

export async function saveMilestoneDefaults(db: Db, days: Record<string, number>): Promise<void> {
  for (const [milestone, value] of Object.entries(days)) {
    await db
      .insertInto('scar_milestone_defaults')
      .values({ milestone, days: value })
      .onConflict((oc) => oc.column('milestone').doUpdateSet({ days: value }))
      .execute();
  }
}
