import { DEFAULT_DUE_DAYS, defaultSchedule, type TInvestigationSchedule } from '@qi/domain/due-dates';
import {
  INVESTIGATION_SECTION_KEYS,
  type InvestigationSection,
  newInvestigation,
  signedByKey,
  signedDateKey,
} from '@qi/domain/investigation';
import { canCompleteInvestigation, canSignOffSection } from '@qi/domain/investigation-sign-off';
import { findRootCauseCategory, type RootCauseCategoryId } from '@qi/domain/root-cause-categories';
import type { Db } from '../db/database';
import { toDbBool } from '../db/values';
import { insertHistory } from '../modules/history/history-repository';
import { investigationChanges } from '../modules/investigations/investigation-changes';
import {
  type InvestigationRecord,
  toInvestigationRecord,
} from '../modules/investigations/investigation-record';
import { updateInvestigation } from '../modules/investigations/investigation-repository';

/**
 * Gives the simple investigation rows of the demo incidents (seedDemoIncidents) realistic content in every
 * state: opened ones with none, some or most sections signed; completed ones justified (all six sections
 * signed, quantity and costs) or not justified (only the conclusion). The incident statuses are left as the
 * incidents seed made them (opened ↔ under-investigation, completed ↔ investigation-completed or closed); the
 * incidents' own 'Incident Justified' follows their investigation. Each investigation gets its history.
 */
const CASES: {
  containmentAction: string;
  rootCause: string;
  category: RootCauseCategoryId;
  correctiveAction: string;
  verificationOfEffectiveness: string;
  preventiveAction: string;
  additionalNotes: string;
}[] = [
  {
    containmentAction: 'Stock quarantined in bay 3 and 100% inspected; 12 parts rejected.',
    rootCause: 'The supplier changed the moulding temperature without telling us.',
    category: 'supplierManufacturerError',
    correctiveAction: 'Supplier returned to the approved process; replacement parts delivered.',
    verificationOfEffectiveness: 'The next three deliveries were inspected on arrival: no defects.',
    preventiveAction: 'Process changes at the supplier now need our written approval.',
    additionalNotes: 'Costs recovered from the supplier through a credit note.',
  },
  {
    containmentAction: 'Machine stopped, the batch segregated and re-measured.',
    rootCause: 'Wrong offset entered after the tool change on the night shift.',
    category: 'wrongSetting',
    correctiveAction: 'Offsets corrected and the batch reworked.',
    verificationOfEffectiveness: 'First-off inspection signed for the following ten runs.',
    preventiveAction: 'Tool change checklist now includes an offset check by a second person.',
    additionalNotes: 'Operators briefed at the shift handover.',
  },
  {
    containmentAction: 'Remaining kits checked before dispatch.',
    rootCause: 'The packing instruction did not list the O-ring.',
    category: 'documentation',
    correctiveAction: 'Packing instruction updated (rev C).',
    verificationOfEffectiveness: 'Audit of 50 kits found none missing.',
    preventiveAction: 'New instructions are reviewed against the bill of materials.',
    additionalNotes: 'Customer informed; missing parts sent by courier.',
  },
];
const NOT_JUSTIFIED_NOTE =
  'Checked against the drawing: the part is within tolerance. The report is not justified; no action needed.';

const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function sign(inv: InvestigationRecord, section: InvestigationSection, by: string, day: string) {
  const check = canSignOffSection(inv, section);
  if (!check.ok) throw new Error(`Demo investigation ${inv.id}: ${check.reasons.join(' ')}`);
  inv[signedByKey(section)] = by;
  inv[signedDateKey(section)] = day;
}

function filled(inv: InvestigationRecord, index: number): InvestigationRecord {
  const text = CASES[index % CASES.length]!;
  const { category, ...sections } = text;
  return { ...inv, ...sections, rootCauseCategory: findRootCauseCategory(category) ?? null };
}

/** The content of the n-th investigation in its state (see the file comment). */
/**
 * Owners and due dates as starting the investigation gives them (the defaults' 'No severity' row, counted from
 * its start), with the lasting fixes owned by the second person so that both have work in 'My tasks'.
 */
function demoSchedule(inv: InvestigationRecord, helper: string): TInvestigationSchedule {
  const schedule = defaultSchedule(
    DEFAULT_DUE_DAYS,
    null,
    inv.created_at.slice(0, 10),
    inv.assignedTo || null,
  );
  schedule.correctiveAction.owner = helper;
  schedule.verificationOfEffectiveness.owner = helper;
  return schedule;
}

function enriched(inv: InvestigationRecord, n: number, signers: [string, string]): InvestigationRecord {
  const start = inv.created_at.slice(0, 10);
  const [lead, helper] = signers;
  if (inv.completed && n % 3 === 2) {
    const next: InvestigationRecord = {
      ...inv,
      incidentJustified: false,
      additionalNotes: NOT_JUSTIFIED_NOTE,
      defectiveProductQuantity: '0',
      costOfLabour: 45,
      costOfMaterial: null,
      costAdjustment: null,
    };
    sign(next, 'additionalNotes', lead, inv.completedSignedDate ?? start);
    return next;
  }
  if (inv.completed) {
    const next: InvestigationRecord = {
      ...filled(inv, n),
      incidentJustified: true,
      defectiveProductQuantity: String(3 + (n % 5) * 4),
      costOfLabour: 120.5 + n * 15,
      costOfMaterial: 310 + n * 42.25,
      costAdjustment: n % 2 === 0 ? -25 : 0,
    };
    INVESTIGATION_SECTION_KEYS.forEach((section, i) => {
      sign(next, section, i % 2 === 0 ? lead : helper, i < 2 ? start : (inv.completedSignedDate ?? start));
    });
    return next;
  }
  // Opened: 0 just started, 1 containment signed, 2 three sections signed, 3 text written but nothing signed.
  const stage = n % 4;
  if (stage === 0) return inv;
  const next: InvestigationRecord = { ...filled(inv, n), incidentJustified: stage === 3 ? null : true };
  if (stage === 1) {
    Object.assign(next, { correctiveAction: '', verificationOfEffectiveness: '', preventiveAction: '' });
    sign(next, 'containmentAction', helper, start);
  }
  if (stage === 2) {
    Object.assign(next, { verificationOfEffectiveness: '', additionalNotes: '' });
    sign(next, 'containmentAction', lead, start);
    sign(next, 'rootCause', helper, addDays(start, 1));
    sign(next, 'correctiveAction', lead, addDays(start, 2));
  }
  if (stage === 3) next.additionalNotes = '';
  return next;
}

/** When the demo investigation was last saved: after its last sign-off, never before it was created. */
function savedAt(inv: InvestigationRecord, next: InvestigationRecord): string {
  const days = INVESTIGATION_SECTION_KEYS.map((s) => next[signedDateKey(s)]).concat(next.completedSignedDate);
  const last = days
    .filter((d): d is string => !!d)
    .sort()
    .at(-1);
  const earliest = new Date(Date.parse(inv.created_at) + 3_600_000).toISOString();
  const noon = last ? `${last}T12:00:00.000Z` : earliest;
  return [noon, earliest].sort()[1] ?? earliest;
}

export async function seedDemoInvestigations(db: Db): Promise<void> {
  const rows = await db
    .selectFrom('investigations')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const investigator = await db
    .selectFrom('users')
    .select('user_id')
    .where('role', '=', 'investigator')
    .orderBy('email')
    .executeTakeFirst();
  const counters = { opened: 0, completed: 0 };
  for (const row of rows) {
    const inv = toInvestigationRecord(row);
    const n = inv.completed ? counters.completed++ : counters.opened++;
    const helper = investigator?.user_id ?? inv.assignedTo;
    const schedule = demoSchedule(inv, helper);
    const next = { ...enriched(inv, n, [inv.assignedTo, helper]), schedule };
    if (next.completed && !canCompleteInvestigation(next).ok) {
      throw new Error(`Demo investigation ${inv.id} cannot be completed as seeded`);
    }
    const started: InvestigationRecord = {
      ...newInvestigation({ assignedTo: inv.assignedTo, incidentDescription: inv.incidentDescription }),
      schedule,
      id: inv.id,
      created_at: inv.created_at,
      updated_at: inv.created_at,
    };
    await insertHistory(db, {
      entityType: 'investigation',
      entityId: inv.id,
      actorId: inv.assignedTo || null,
      action: 'create',
      toStatus: 'opened',
      changes: investigationChanges(null, started),
      now: inv.created_at,
    });
    const changes = investigationChanges(started, next);
    if (Object.keys(changes).length > 0) {
      next.updated_at = savedAt(inv, next);
      await insertHistory(db, {
        entityType: 'investigation',
        entityId: inv.id,
        actorId: next.completedSignedBy ?? (inv.assignedTo || null),
        action: next.completed ? 'complete' : 'update',
        fromStatus: 'opened',
        toStatus: next.status,
        changes,
        now: next.updated_at,
      });
    }
    await updateInvestigation(db, next, inv.version ?? 1);
    await db
      .updateTable('incidents')
      .set({ incident_justified: next.incidentJustified === null ? null : toDbBool(next.incidentJustified) })
      .where('investigation_id', '=', inv.id)
      .execute();
  }
}
