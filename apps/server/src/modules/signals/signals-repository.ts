import type { SignalStatus } from '@qi/domain/signal-rules';
import type { SignalGroup } from '@qi/domain/trend-signals';
import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { DatabaseKind, Db } from '../../db/database';
import { timestampValue } from '../../db/dialect';
import type { SignalRulesTable, SignalsTable } from '../../db/types';
import { fromDbBool, fromDbNullableNumber, fromDbNumber, fromDbTimestamp, toDbBool } from '../../db/values';

/** A rule as stored; `method` and `owners` are JSON text. */
export type SignalRuleRow = Selectable<SignalRulesTable>;
export type SignalRow = Selectable<SignalsTable>;

export interface NewSignalRule {
  id: string;
  name: string;
  group: SignalGroup;
  method: string;
  coolDownDays: number;
  enabled: boolean;
  owners: string;
  createdBy: string | null;
  now: string;
  /** The one group the rule watches (null: every group). */
  watchKey?: string | null;
}

export async function insertRule(db: Db, rule: NewSignalRule): Promise<void> {
  await db
    .insertInto('signal_rules')
    .values({
      id: rule.id,
      name: rule.name,
      group_kind: rule.group,
      method: rule.method,
      cool_down_days: rule.coolDownDays,
      enabled: toDbBool(rule.enabled),
      owners: rule.owners,
      watch_key: rule.watchKey ?? null,
      created_by: rule.createdBy,
      created_at: rule.now,
      updated_at: rule.now,
    })
    .execute();
}

export async function updateRule(db: Db, rule: NewSignalRule): Promise<boolean> {
  const result = await db
    .updateTable('signal_rules')
    .set({
      name: rule.name,
      group_kind: rule.group,
      method: rule.method,
      cool_down_days: rule.coolDownDays,
      enabled: toDbBool(rule.enabled),
      owners: rule.owners,
      watch_key: rule.watchKey ?? null,
      updated_at: rule.now,
    })
    .where('id', '=', rule.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteRule(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('signal_rules').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function findRule(db: Db, id: string): Promise<SignalRuleRow | undefined> {
  return db.selectFrom('signal_rules').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listRules(db: Db, onlyEnabled = false): Promise<SignalRuleRow[]> {
  let query = db.selectFrom('signal_rules').selectAll().orderBy('created_at').orderBy('id');
  if (onlyEnabled) query = query.where('enabled', '=', toDbBool(true));
  return query.execute();
}

export const ruleEnabled = (row: SignalRuleRow): boolean => fromDbBool(row.enabled);

/** The group's key and label as SQL over `incidents` left-joined to `suppliers` (null: not in any group). */
function groupSql(group: SignalGroup): { key: RawBuilder<string | null>; label: RawBuilder<string | null> } {
  switch (group) {
    case 'partNumber':
      return { key: sql`incidents.part_number`, label: sql`incidents.part_number` };
    case 'product':
      return { key: sql`incidents.product`, label: sql`incidents.product` };
    case 'supplier':
      return { key: sql`incidents.supplier_id`, label: sql`suppliers.name` };
    case 'location':
      return { key: sql`incidents.location_id`, label: sql`incidents.location_title` };
    case 'category':
      return { key: sql`incidents.category_id`, label: sql`incidents.category_title` };
    case 'supplierPartNumber':
      return {
        key: sql`incidents.supplier_id || '|' || incidents.part_number`,
        label: sql`suppliers.name || ' / ' || incidents.part_number`,
      };
  }
}

/** Incidents that count: submitted once, never drafts or cancelled ones. */
const COUNTED_EXCLUDED = ['draft', 'cancelled'];

export interface CountRange {
  /** ISO instants: baseline [baselineFrom, windowFrom), window [windowFrom, windowTo). */
  baselineFrom: string;
  windowFrom: string;
  windowTo: string;
}

export interface GroupCountRow {
  key: string;
  label: string;
  windowCount: number;
  baselineCount: number;
}

/**
 * Every group's incidents in the window and in the baseline before it, in one grouped statement over the
 * submitted_at range (incidents_submitted_at_idx); `onlyKey` restricts it to one group (a submission's).
 */
export async function groupCounts(
  db: Db,
  kind: DatabaseKind,
  group: SignalGroup,
  range: CountRange,
  onlyKey?: string,
): Promise<GroupCountRow[]> {
  const { key, label } = groupSql(group);
  const windowFrom = timestampValue(kind, range.windowFrom);
  let query = db
    .selectFrom('incidents')
    .leftJoin('suppliers', 'suppliers.id', 'incidents.supplier_id')
    .select([
      key.as('key'),
      sql<string | null>`max(${label})`.as('label'),
      sql<unknown>`sum(case when incidents.submitted_at >= ${windowFrom} then 1 else 0 end)`.as(
        'window_count',
      ),
      sql<unknown>`sum(case when incidents.submitted_at < ${windowFrom} then 1 else 0 end)`.as(
        'baseline_count',
      ),
    ])
    .where('incidents.submitted_at', '>=', timestampValue(kind, range.baselineFrom))
    .where('incidents.submitted_at', '<', timestampValue(kind, range.windowTo))
    .where('incidents.status', 'not in', COUNTED_EXCLUDED)
    .where(key, 'is not', null)
    .groupBy(key);
  if (onlyKey !== undefined) query = query.where(key, '=', onlyKey);
  const rows = await query.execute();
  return rows
    .filter((row): row is typeof row & { key: string } => row.key !== null)
    .map((row) => ({
      key: row.key,
      label: row.label ?? row.key,
      windowCount: fromDbNumber(row.window_count),
      baselineCount: fromDbNumber(row.baseline_count),
    }));
}

/** The first submission on record (how much history a baseline can have), or null. */
export async function firstSubmittedAt(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('incidents')
    .select(sql<unknown>`min(incidents.submitted_at)`.as('first'))
    .where('incidents.status', 'not in', COUNTED_EXCLUDED)
    .executeTakeFirst();
  return row?.first ? fromDbTimestamp(row.first) : null;
}

/** A group's key as stored on one incident (the listener evaluates only a submission's groups). */
export async function incidentGroupKey(
  db: Db,
  group: SignalGroup,
  incidentId: string,
): Promise<string | null> {
  const { key } = groupSql(group);
  const row = await db
    .selectFrom('incidents')
    .select(key.as('key'))
    .where('incidents.id', '=', incidentId)
    .executeTakeFirst();
  return row?.key ?? null;
}

export interface GroupIncidentRow {
  id: string;
  incidentNumber: number | null;
  key: string;
  submittedAt: string;
}

/** The counted incidents of the given groups submitted in [from, to), oldest first. */
export async function groupIncidents(
  db: Db,
  kind: DatabaseKind,
  group: SignalGroup,
  keys: readonly string[],
  from: string,
  to: string,
): Promise<GroupIncidentRow[]> {
  if (keys.length === 0) return [];
  const { key } = groupSql(group);
  const rows = await db
    .selectFrom('incidents')
    .select(['incidents.id', 'incidents.incident_number', 'incidents.submitted_at', key.as('key')])
    .where('incidents.submitted_at', '>=', timestampValue(kind, from))
    .where('incidents.submitted_at', '<', timestampValue(kind, to))
    .where('incidents.status', 'not in', COUNTED_EXCLUDED)
    .where(key, 'in', [...keys])
    .orderBy('incidents.submitted_at')
    .orderBy('incidents.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    incidentNumber: fromDbNullableNumber(row.incident_number),
    key: row.key ?? '',
    submittedAt: fromDbTimestamp(row.submitted_at),
  }));
}

/** The last window end each group of a rule signalled on (the cool-down). */
export async function lastSignalEnds(
  db: Db,
  ruleId: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('signals')
    .select(['group_key', sql<string>`max(window_end)`.as('last')])
    .where('rule_id', '=', ruleId)
    .where('group_key', 'in', [...keys])
    .groupBy('group_key')
    .execute();
  return new Map(rows.map((row) => [row.group_key, row.last]));
}

export interface NewSignal {
  id: string;
  ruleId: string;
  groupKey: string;
  groupLabel: string;
  windowFrom: string;
  windowEnd: string;
  observed: number;
  expected: number;
  pValue: number | null;
  weeklyCounts: number[];
  incidentIds: readonly string[];
  now: string;
}

/** Inserts a signal and its incidents; false (nothing written) when the rule, group and window already signalled. */
export async function insertSignal(trx: Db, signal: NewSignal): Promise<boolean> {
  const inserted = await trx
    .insertInto('signals')
    .values({
      id: signal.id,
      rule_id: signal.ruleId,
      group_key: signal.groupKey,
      group_label: signal.groupLabel,
      window_from: signal.windowFrom,
      window_end: signal.windowEnd,
      observed: signal.observed,
      expected: signal.expected,
      p_value: signal.pValue,
      weekly_counts: JSON.stringify(signal.weeklyCounts),
      status: 'open',
      dismissal_reason: null,
      investigation_id: null,
      acted_by: null,
      acted_at: null,
      created_at: signal.now,
    })
    .onConflict((oc) => oc.columns(['rule_id', 'group_key', 'window_end']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  if (signal.incidentIds.length > 0) {
    await trx
      .insertInto('signal_incidents')
      .values(signal.incidentIds.map((incidentId) => ({ signal_id: signal.id, incident_id: incidentId })))
      .execute();
  }
  return true;
}

export interface SignalWithRule extends SignalRow {
  rule_name: string;
  rule_group: string;
}

function signalQuery(db: Db) {
  return db
    .selectFrom('signals')
    .innerJoin('signal_rules', 'signal_rules.id', 'signals.rule_id')
    .selectAll('signals')
    .select(['signal_rules.name as rule_name', 'signal_rules.group_kind as rule_group']);
}

export async function findSignal(db: Db, id: string, lock: boolean): Promise<SignalWithRule | undefined> {
  let query = signalQuery(db).where('signals.id', '=', id);
  if (lock) query = query.forUpdate('signals');
  return query.executeTakeFirst();
}

/** A page of signals: open first, then newest first. */
export async function listSignals(
  db: Db,
  page: { offset: number; limit: number; status?: SignalStatus },
): Promise<{ rows: SignalWithRule[]; total: number }> {
  let rowsQuery = signalQuery(db);
  let countQuery = db.selectFrom('signals').select(sql<unknown>`count(*)`.as('total'));
  if (page.status) {
    rowsQuery = rowsQuery.where('signals.status', '=', page.status);
    countQuery = countQuery.where('status', '=', page.status);
  }
  const rows = await rowsQuery
    .orderBy(sql`case when signals.status = 'open' then 0 else 1 end`)
    .orderBy('signals.created_at', 'desc')
    .orderBy('signals.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const total = await countQuery.executeTakeFirst();
  return { rows, total: fromDbNumber(total?.total ?? 0) };
}

/** Each signal's incidents (id and number), oldest number first. */
export async function signalIncidents(
  db: Db,
  signalIds: readonly string[],
): Promise<Map<string, { id: string; incidentNumber: number | null }[]>> {
  const result = new Map<string, { id: string; incidentNumber: number | null }[]>();
  if (signalIds.length === 0) return result;
  const rows = await db
    .selectFrom('signal_incidents')
    .innerJoin('incidents', 'incidents.id', 'signal_incidents.incident_id')
    .select(['signal_incidents.signal_id', 'incidents.id', 'incidents.incident_number'])
    .where('signal_incidents.signal_id', 'in', [...signalIds])
    .orderBy('incidents.incident_number')
    .orderBy('incidents.id')
    .execute();
  for (const row of rows) {
    const list = result.get(row.signal_id) ?? [];
    list.push({ id: row.id, incidentNumber: fromDbNullableNumber(row.incident_number) });
    result.set(row.signal_id, list);
  }
  return result;
}

export async function updateSignalStatus(
  trx: Db,
  id: string,
  change: {
    status: SignalStatus;
    dismissalReason?: string | null;
    investigationId?: string | null;
    actedBy: string;
    now: string;
  },
): Promise<void> {
  await trx
    .updateTable('signals')
    .set({
      status: change.status,
      dismissal_reason: change.dismissalReason ?? null,
      investigation_id: change.investigationId ?? null,
      acted_by: change.actedBy,
      acted_at: change.now,
    })
    .where('id', '=', id)
    .execute();
}

/** The active people among a rule's owners, with their email addresses. */
export async function ownerAddresses(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; email: string }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['user_id', 'email'])
    .where('user_id', 'in', [...new Set(ids)])
    .where('active', '=', toDbBool(true))
    .execute();
  return rows.map((row) => ({ id: row.user_id, email: row.email }));
}

export { fromDbNullableNumber as nullableNumber, fromDbNumber as numberOf, fromDbTimestamp as timestampOf };
