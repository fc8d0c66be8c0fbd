import { randomUUID } from 'node:crypto';
import { NOT_PRODUCT_RELATED, PART_NUMBER_NOT_APPLICABLE } from '@qi/domain/constants';
import { milestonesAfter, NO_MILESTONES } from '@qi/domain/incident-measures';
import type { IncidentStatus } from '@qi/domain/incident-status';
import type { IncidentAction } from '@qi/domain/incident-transitions';
import type { TLocation } from '@qi/domain/reference-data';
import { SEVERITIES } from '@qi/domain/severity';
import type { Db } from '../db/database';
import { toDbBool } from '../db/values';
import { insertHistory } from '../modules/history/history-repository';
import { incidentChanges } from '../modules/incidents/incident-changes';
import { loadFormReference } from '../modules/incidents/incident-input';
import { type IncidentRecord, type Labelled, NO_DISPOSITION } from '../modules/incidents/incident-record';
import { insertIncident, nextIncidentNumber } from '../modules/incidents/incident-repository';
import { seedDisposition } from './demo-dispositions';

/**
 * About 40 demo incidents across every status (docs/product.md §4), reported by the demo users over the last 12 months,
 * using the demo reference data read from the database, each with the history of how it got there. Incidents
 * under investigation or later get a simple investigation row so that their status is consistent.
 */
const PLAN: [IncidentStatus, number][] = [
  ['draft', 5],
  ['cancelled', 3],
  ['submitted', 8],
  ['pending-update', 4],
  ['acknowledged', 5],
  ['rejected', 4],
  ['under-investigation', 4],
  ['investigation-completed', 3],
  ['closed', 4],
];

const PATHS: Record<IncidentStatus, IncidentAction[]> = {
  draft: ['save-draft'],
  cancelled: ['save-draft', 'delete'],
  submitted: ['submit'],
  'pending-update': ['submit', 'request-more-information'],
  acknowledged: ['submit', 'acknowledge'],
  rejected: ['submit', 'reject'],
  'under-investigation': ['submit', 'acknowledge', 'start-investigation'],
  'investigation-completed': ['submit', 'acknowledge', 'start-investigation'],
  closed: ['submit', 'acknowledge', 'start-investigation', 'close'],
};

const STATUS_AFTER: Partial<Record<IncidentAction, IncidentStatus>> = {
  'save-draft': 'draft',
  submit: 'submitted',
  delete: 'cancelled',
  'request-more-information': 'pending-update',
  acknowledge: 'acknowledged',
  reject: 'rejected',
  close: 'closed',
};

const DEFECTS = [
  'Cracked housing found at goods in; hairline crack along the mounting flange.',
  'Seal kit missing one O-ring in the sealed bag.',
  'Drive shaft out of tolerance: **0.15 mm** runout measured on the bench.',
  'Wrong gasket supplied for the cover; part number on the label does not match.',
  'Touch display has dead pixels in the top left corner after burn-in test.',
  'Bearing noisy on first run, rough when turned by hand.',
  'Paint damage on delivery, packaging crushed on one side.',
  'Impeller blades chipped; supplier batch 24-117.',
  'Controller board fails power-on self test (error E42).',
  'Belt frayed at the joint after two days of use.',
];
const REASONS = {
  reject: ['Duplicate of an earlier report.', 'Not a defect: within the drawing tolerance.'],
  more: ['Please add photos of the damage.', 'Which batch number was on the label?'],
};

/** A small deterministic random source, so the demo data is the same on every start. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function pathIn(tree: readonly TLocation[], pick: () => number) {
  const location = tree[Math.floor(pick() * tree.length)];
  if (!location)
    return { incidentLocation: null, category: null, subcategory: null, furtherSubcategory: null };
  const category = location.categories[Math.floor(pick() * location.categories.length)];
  const subcategory = category?.subcategories[Math.floor(pick() * category.subcategories.length)];
  const further =
    subcategory?.furtherSubcategories[Math.floor(pick() * subcategory.furtherSubcategories.length)];
  const node = (n: { id: string; title: string } | undefined): Labelled | null =>
    n ? { id: n.id, title: n.title } : null;
  return {
    incidentLocation: node(location),
    category: node(category),
    subcategory: node(subcategory),
    furtherSubcategory: node(further),
  };
}

async function insertInvestigation(
  db: Db,
  input: { id: string; completed: boolean; assignedTo: string; description: string; day: string; at: string },
) {
  await db
    .insertInto('investigations')
    .values({
      id: input.id,
      status: input.completed ? 'completed' : 'opened',
      assigned_to: input.assignedTo,
      incident_description: input.description,
      incident_justified: input.completed ? toDbBool(true) : null,
      containment_action: input.completed ? 'Stock quarantined and checked.' : '',
      containment_action_signed_by: input.completed ? input.assignedTo : null,
      containment_action_signed_date: input.completed ? input.day : null,
      root_cause: input.completed ? 'Supplier process change not communicated.' : '',
      root_cause_signed_by: input.completed ? input.assignedTo : null,
      root_cause_signed_date: input.completed ? input.day : null,
      root_cause_category_id: input.completed ? 'supplierManufacturerError' : null,
      root_cause_category_title: input.completed ? '3.3 Supplier/Manufacturer Error' : null,
      cost_of_labour: input.completed ? 120.5 : null,
      cost_of_material: input.completed ? 310 : null,
      cost_adjustment: input.completed ? -25 : null,
      completed: toDbBool(input.completed),
      completed_signed_by: input.completed ? input.assignedTo : null,
      completed_signed_date: input.completed ? input.day : null,
      created_at: input.at,
      updated_at: input.at,
    } as never)
    .execute();
}

export async function seedDemoIncidents(db: Db, now: string): Promise<void> {
  const all = await db.selectFrom('users').select(['user_id', 'role']).orderBy('email').execute();
  const quality = all.find((u) => u.role === 'quality') ?? all.find((u) => u.role === 'admin');
  const approver = all.find((u) => u.role === 'admin' && u.user_id !== quality?.user_id) ?? quality;
  const suppliers = await db
    .selectFrom('suppliers')
    .select('id')
    .where('active', '=', toDbBool(true))
    .orderBy('name')
    .execute();
  // The 'user' demo account starts with no incidents of its own (its /v1/self and draft table start empty,
  // which the profile tests rely on); the other demo accounts report them.
  const users = all.filter((u) => u.role !== 'user');
  if (!quality || !approver || users.length === 0) return;
  const reference = await loadFormReference(db);
  const pick = random(42);
  const end = new Date(now).getTime();
  const day = 86_400_000;
  const statuses = PLAN.flatMap(([status, count]) => Array<IncidentStatus>(count).fill(status));
  // Oldest first, so that incident numbers follow the submission dates.
  const created = statuses.map((_, i) => end - (360 - i * 8) * day - Math.floor(pick() * day));
  const order = statuses.map((status, i) => ({ status, at: created[(i * 17) % statuses.length]! }));
  order.sort((a, b) => a.at - b.at);

  for (const [index, { status, at }] of order.entries()) {
    const reporter = users[index % users.length]!;
    const related = reference.products.length === 0 || index % 9 === 4;
    const steps = PATHS[status];
    const stamp = (step: number) => new Date(at + step * 2 * day).toISOString();
    let record: IncidentRecord = {
      id: randomUUID(),
      incidentNumber: null,
      reportedBy: reporter.user_id,
      incidentDate: new Date(at - Math.floor(pick() * 3) * day).toISOString().slice(0, 10),
      product: related ? NOT_PRODUCT_RELATED : reference.products[index % reference.products.length]!,
      partNumber: related
        ? PART_NUMBER_NOT_APPLICABLE
        : (reference.partNumbers[index % reference.partNumbers.length] ?? PART_NUMBER_NOT_APPLICABLE),
      defectiveQuantity: 1 + Math.floor(pick() * 40),
      grnNumber: related ? '' : `S${String(10_000 + Math.floor(pick() * 89_999))}`,
      orderNumber: related ? '' : `${['WO', 'SO', 'PO'][index % 3]}-${2000 + index}`,
      ...pathIn(reference.locations, pick),
      description: DEFECTS[index % DEFECTS.length]!,
      attachments: [],
      investigationId: null,
      status: 'draft',
      rejectReason: null,
      pendingUpdateReason: null,
      incidentJustified: null,
      severity: null,
      supplierId:
        !related && index % 3 === 0 ? (suppliers[index % Math.max(1, suppliers.length)]?.id ?? null) : null,
      ...NO_DISPOSITION,
      created_at: stamp(0),
      updated_at: stamp(0),
    };
    let before: IncidentRecord | null = null;
    for (const [step, action] of steps.entries()) {
      const next: IncidentRecord = { ...record, updated_at: stamp(step) };
      let reason: string | null = null;
      if (action === 'submit') next.incidentNumber = await nextIncidentNumber(db);
      if (action === 'acknowledge') next.severity = SEVERITIES[index % SEVERITIES.length]!;
      if (action === 'close') {
        // Held material is decided and approved before the incident closes (docs/product.md §4).
        const at = new Date(Date.parse(stamp(step)) - 3_600_000).toISOString();
        Object.assign(
          next,
          await seedDisposition(db, record, {
            index,
            proposer: quality.user_id,
            approver: approver.user_id,
            at,
            approve: true,
          }),
          { updated_at: stamp(step) },
        );
      }
      if (action === 'reject') next.rejectReason = reason = REASONS.reject[index % 2]!;
      if (action === 'request-more-information') next.pendingUpdateReason = reason = REASONS.more[index % 2]!;
      if (action === 'start-investigation') {
        const completed = status !== 'under-investigation';
        next.investigationId = randomUUID();
        await insertInvestigation(db, {
          id: next.investigationId,
          completed,
          assignedTo: quality.user_id,
          description: record.description,
          day: stamp(step + 1).slice(0, 10),
          at: stamp(step),
        });
        next.status = completed ? 'investigation-completed' : 'under-investigation';
        next.incidentJustified = completed ? true : null;
      } else next.status = STATUS_AFTER[action]!;
      const reached = { ...NO_MILESTONES, ...record };
      Object.assign(next, milestonesAfter(reached, before?.status ?? null, next.status, next.updated_at));
      const actor = ['save-draft', 'submit', 'delete'].includes(action) ? reporter.user_id : quality.user_id;
      if (before === null) await insertIncident(db, next);
      await insertHistory(db, {
        entityType: 'incident',
        entityId: next.id,
        actorId: actor,
        action,
        fromStatus: before?.status ?? null,
        toStatus: next.status,
        changes: incidentChanges(before, next),
        reason,
        now: next.updated_at,
      });
      before = next;
      record = next;
    }
    if (status === 'investigation-completed') {
      // One decided disposition awaiting a second person's approval, the others still to be decided.
      const at = stamp(steps.length);
      if (index % 3 === 0)
        record = await seedDisposition(db, record, {
          index,
          proposer: quality.user_id,
          approver: approver.user_id,
          at,
          approve: false,
        });
    }
    await db
      .updateTable('incidents')
      .set({
        incident_number: record.incidentNumber,
        investigation_id: record.investigationId,
        status: record.status,
        reject_reason: record.rejectReason,
        pending_update_reason: record.pendingUpdateReason,
        incident_justified: record.incidentJustified === null ? null : toDbBool(record.incidentJustified),
        severity: record.severity,
        disposition_status: record.dispositionStatus,
        disposition_proposed_by: record.dispositionProposedBy,
        disposition_proposed_at: record.dispositionProposedAt,
        disposition_approved_by: record.dispositionApprovedBy,
        disposition_approved_at: record.dispositionApprovedAt,
        submitted_at: record.submittedAt,
        acknowledged_at: record.acknowledgedAt,
        investigation_completed_at: record.investigationCompletedAt,
        closed_at: record.closedAt,
        updated_at: record.updated_at,
      })
      .where('id', '=', record.id)
      .execute();
  }
}
