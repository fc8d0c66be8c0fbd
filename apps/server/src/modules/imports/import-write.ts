import { randomUUID } from 'node:crypto';
import { IMPORT_ROW_MSG } from '@qi/domain/incident-import-messages';
import type { ImportedIncident } from '@qi/domain/incident-import-row';
import { milestonesAfter } from '@qi/domain/incident-measures';
import type { Db } from '../../db/database';
import { type HistoryEntry, insertHistoryEntries } from '../history/history-repository';
import { incidentChanges } from '../incidents/incident-changes';
import { type IncidentRecord, NO_DISPOSITION } from '../incidents/incident-record';
import { insertIncidentRows, updateIncident } from '../incidents/incident-repository';
import type { RowPlan } from './import-batch';
import { reserveIncidentNumbers } from './import-counter-repository';
import type { ImportRecord } from './import-record';
import {
  findIncidents,
  type ImportRowEntry,
  insertImportRows,
  type ReferenceEntry,
  saveReferences,
} from './import-rows-repository';

export interface BatchCounts {
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
}

/** The imported fields of an incident (what a row sets; the rest of the record stays the product's). */
function importedFields(incident: ImportedIncident) {
  const {
    externalReference: _r,
    reporterId: _p,
    originalReporter: _o,
    createdAt: _c,
    updatedAt: _u,
    ...rest
  } = incident;
  return rest;
}

/**
 * The milestones of an imported incident, from the file's timestamps: submitted when it was created (or on its
 * incident date), acknowledged and closed at its last update. Unknown ones stay empty, as for any incident.
 */
function milestonesOf(incident: ImportedIncident, createdAt: string, updatedAt: string) {
  const { status } = incident;
  return {
    submittedAt: status === 'cancelled' ? null : createdAt,
    acknowledgedAt: status === 'acknowledged' ? updatedAt : null,
    investigationCompletedAt: null,
    closedAt: status === 'closed' ? updatedAt : null,
  };
}

function newIncident(incident: ImportedIncident, actorId: string, number: number | null) {
  const createdAt = incident.createdAt ?? `${incident.incidentDate}T00:00:00.000Z`;
  const updatedAt = incident.updatedAt ?? createdAt;
  const { incidentNumber: _n, ...fields } = importedFields(incident);
  const record: IncidentRecord = {
    id: randomUUID(),
    ...fields,
    incidentNumber: number,
    reportedBy: incident.reporterId ?? actorId,
    attachments: [],
    investigationId: null,
    created_at: createdAt,
    updated_at: updatedAt < createdAt ? createdAt : updatedAt,
    version: 1,
    ...NO_DISPOSITION,
    ...milestonesOf(incident, createdAt, updatedAt),
  };
  return record;
}

function mergedIncident(current: IncidentRecord, incident: ImportedIncident, now: string): IncidentRecord {
  const { incidentNumber, ...fields } = importedFields(incident);
  const milestones = milestonesAfter(
    {
      submittedAt: current.submittedAt ?? null,
      acknowledgedAt: current.acknowledgedAt ?? null,
      investigationCompletedAt: current.investigationCompletedAt ?? null,
      closedAt: current.closedAt ?? null,
    },
    current.status,
    incident.status,
    incident.updatedAt ?? now,
  );
  return {
    ...current,
    ...fields,
    ...milestones,
    incidentNumber: incidentNumber ?? current.incidentNumber,
    reportedBy: incident.reporterId ?? current.reportedBy,
    created_at: incident.createdAt ?? current.created_at,
    updated_at: now,
  };
}

/**
 * Writes one batch in the caller's transaction: new incidents (numbers kept, or the next ones), updates merged
 * into the stored incidents (conditional on their version), a history entry for each saying where it came
 * from, the references, and a report row for every row. Answers the batch's counts.
 */
export async function writeBatch(
  trx: Db,
  record: ImportRecord,
  plans: readonly RowPlan[],
  actorId: string,
  now: string,
): Promise<BatchCounts> {
  const counts: BatchCounts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  const source = `"${record.fileName}" (import ${record.id})`;
  const reasonFor = (verb: string, incident: ImportedIncident) =>
    `${verb} ${source}${incident.originalReporter ? `; reported by ${incident.originalReporter}` : ''}`;
  const reportRows: ImportRowEntry[] = [];
  const references: ReferenceEntry[] = [];
  const history: HistoryEntry[] = [];
  const created: IncidentRecord[] = [];
  const reference = (plan: Extract<RowPlan, { incident: ImportedIncident }>, incidentId: string) => ({
    externalReference: plan.externalReference,
    incidentId,
    rowHash: plan.hash,
    originalReporter: plan.incident.originalReporter,
    importId: record.id,
  });
  const updates = plans.flatMap((p) => (p.outcome === 'update' && p.existing ? [p.existing.incidentId] : []));
  const current = await findIncidents(trx, updates);
  // The numbers of the new incidents that bring none, in file order, taken in one statement (not one a row).
  const numbered = plans.filter(
    (p) => p.outcome === 'create' && p.incident.incidentNumber === null && p.incident.status !== 'cancelled',
  ).length;
  let nextNumber = numbered > 0 ? await reserveIncidentNumbers(trx, numbered) : 0;

  for (const plan of plans) {
    const base = { line: plan.line, externalReference: plan.externalReference };
    if (plan.outcome === 'refuse') {
      counts.refused += 1;
      reportRows.push({ ...base, ...EMPTY, outcome: 'refused', reasons: plan.reasons });
      continue;
    }
    if (plan.outcome === 'unchanged') {
      counts.unchanged += 1;
      reportRows.push({
        ...base,
        ...EMPTY,
        outcome: 'unchanged',
        incidentId: plan.existing?.incidentId ?? null,
      });
      continue;
    }
    if (plan.outcome === 'create') {
      const given = plan.incident.incidentNumber;
      const number = given ?? (plan.incident.status === 'cancelled' ? null : nextNumber++);
      const incident = newIncident(plan.incident, actorId, number);
      created.push(incident);
      counts.created += 1;
      references.push(reference(plan, incident.id));
      reportRows.push({
        ...base,
        ...EMPTY,
        outcome: 'created',
        incidentId: incident.id,
        incidentNumber: number,
        versionAfter: 1,
      });
      history.push({
        entityType: 'incident',
        entityId: incident.id,
        actorId,
        action: 'import',
        toStatus: incident.status,
        reason: reasonFor('Imported from', plan.incident),
        now,
      });
      continue;
    }
    const existing = plan.existing!;
    const before = current.get(existing.incidentId);
    const after = before && mergedIncident(before, plan.incident, now);
    const written = before && after && (await updateIncident(trx, after, before.version ?? 1));
    if (!before || !after || !written) {
      counts.refused += 1;
      reportRows.push({ ...base, ...EMPTY, outcome: 'refused', reasons: [IMPORT_ROW_MSG.changedMeanwhile] });
      continue;
    }
    counts.updated += 1;
    references.push(reference(plan, before.id));
    reportRows.push({
      ...base,
      ...EMPTY,
      outcome: 'updated',
      incidentId: before.id,
      incidentNumber: after.incidentNumber,
      versionAfter: (before.version ?? 1) + 1,
      previous: {
        incident: before,
        rowHash: existing.rowHash,
        importId: existing.importId,
        originalReporter: existing.originalReporter,
      },
    });
    history.push({
      entityType: 'incident',
      entityId: before.id,
      actorId,
      action: 'import-update',
      fromStatus: before.status,
      toStatus: after.status,
      changes: incidentChanges(before, after),
      reason: reasonFor('Updated from', plan.incident),
      now,
    });
  }
  // insertIncidentRows also moves the number counter past the numbers the file gave.
  await insertIncidentRows(trx, created);
  // After the incidents: a reference names its incident (a foreign key).
  await saveReferences(trx, references);
  await insertHistoryEntries(trx, history);
  await insertImportRows(trx, record.id, reportRows);
  return counts;
}

const EMPTY = { incidentId: null, incidentNumber: null, reasons: null, versionAfter: null, previous: null };
