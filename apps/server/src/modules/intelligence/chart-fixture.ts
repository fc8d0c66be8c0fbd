import type { IncidentStatus } from '@qi/domain/incident-status';
import { newInvestigation } from '@qi/domain/investigation';
import { sumPounds } from '@qi/domain/money';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { type IncidentRecord, NO_DISPOSITION } from '../incidents/incident-record';
import { insertIncidentRows } from '../incidents/incident-repository';
import type { InvestigationRecord } from '../investigations/investigation-record';
import { insertInvestigation } from '../investigations/investigation-repository';

/**
 * Test support for the chart tests (not loaded by the server): a small hand-made set of incidents and
 * investigations replacing whatever the database held, and the same data as the domain's chart rows.
 */
const PLANT_A = { id: 'Plant_A', title: 'Plant A' };
const PLANT_B = { id: 'Plant_B', title: 'Plant B' };
const WRONG_SETTING = { id: 'wrongSetting', title: '2.2 Wrong Setting' } as const;

export function investigation(
  id: string,
  assignedTo: string,
  fields: Partial<InvestigationRecord>,
): InvestigationRecord {
  const base = newInvestigation({ assignedTo, incidentDescription: 'Fixture' });
  return {
    ...base,
    id,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...fields,
  } as InvestigationRecord;
}

export function incident(
  reporter: string,
  number: number | null,
  status: IncidentStatus,
  fields: Partial<IncidentRecord>,
): IncidentRecord {
  return {
    id: `fixture-${number ?? status}`,
    incidentNumber: number,
    reportedBy: reporter,
    incidentDate: '2026-01-01',
    product: 'Widget',
    partNumber: 'PN-1',
    defectiveQuantity: null,
    grnNumber: '',
    orderNumber: '',
    incidentLocation: null,
    category: null,
    subcategory: null,
    furtherSubcategory: null,
    description: `Fixture incident ${number ?? status}`,
    attachments: [],
    investigationId: null,
    status,
    rejectReason: null,
    pendingUpdateReason: null,
    incidentJustified: null,
    severity: null,
    supplierId: null,
    ...NO_DISPOSITION,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ...fields,
  };
}

export function chartFixture(reporter: string, investigator: string) {
  const investigations = [
    investigation('fixture-inv-a', investigator, {
      status: 'completed',
      completed: true,
      rootCauseCategory: WRONG_SETTING,
      costOfLabour: 10.5,
      costOfMaterial: 20,
      costAdjustment: null,
      defectiveProductQuantity: '4',
    }),
    investigation('fixture-inv-b', investigator, {
      status: 'opened',
      rootCauseCategory: null,
      costOfLabour: null,
      costOfMaterial: 5.25,
      costAdjustment: -1.25,
      defectiveProductQuantity: '',
    }),
  ];
  const incidents = [
    incident(reporter, 1, 'closed', {
      incidentDate: '2025-12-03',
      defectiveQuantity: 3,
      grnNumber: 'S10001',
      incidentLocation: PLANT_A,
      incidentJustified: true,
      investigationId: 'fixture-inv-a',
      created_at: '2025-12-31T23:30:00.000Z',
    }),
    incident(reporter, 2, 'submitted', {
      incidentDate: '2025-12-20',
      product: 'Gadget',
      defectiveQuantity: 2,
    }),
    incident(reporter, 3, 'under-investigation', {
      incidentDate: '2026-01-05',
      grnNumber: 'S10002',
      incidentLocation: PLANT_B,
      incidentJustified: false,
      investigationId: 'fixture-inv-b',
    }),
    incident(reporter, 4, 'acknowledged', {
      incidentDate: '2026-01-31',
      product: 'Gizmo',
      defectiveQuantity: 5,
      grnNumber: 'GRN12345678',
      orderNumber: 'WO-9',
      incidentLocation: PLANT_A,
    }),
    incident(reporter, 5, 'rejected', {
      incidentDate: '2026-02-14',
      product: '',
      defectiveQuantity: 1,
      grnNumber: 'S10003',
      incidentLocation: PLANT_A,
      incidentJustified: true,
      updated_at: '2026-02-14T08:00:00.000Z',
    }),
    // Never in a chart: a draft and a cancelled incident.
    incident(reporter, null, 'draft', { incidentDate: '2026-01-10', defectiveQuantity: 100 }),
    incident(reporter, 6, 'cancelled', { incidentDate: '2025-12-25', defectiveQuantity: 50 }),
  ];
  return { incidents, investigations };
}

/** Replaces every incident and investigation of the (test) database with the fixture. */
export async function loadChartFixture(db: Db, fixture: ReturnType<typeof chartFixture>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`delete from incidents`.execute(trx);
    await sql`delete from investigations`.execute(trx);
    for (const inv of fixture.investigations) await insertInvestigation(trx, inv);
    await insertIncidentRows(trx, fixture.incidents);
  });
}

/**
 * The fixture as the domain's chart rows (one per incident in the charts, keyed by chart column id). Reporters
 * and assignees by name (`names`: user id → name), as charts group people.
 */
export function domainRows(
  fixture: ReturnType<typeof chartFixture>,
  names: ReadonlyMap<string, string> = new Map(),
): Record<string, unknown>[] {
  const person = (id: string | null | undefined) => (id ? (names.get(id) ?? id) : null);
  return fixture.incidents
    .filter((i) => i.status !== 'draft' && i.status !== 'cancelled')
    .map((i) => {
      const inv = fixture.investigations.find((v) => v.id === i.investigationId);
      return {
        ...i,
        reportedBy: person(i.reportedBy),
        investigationStatus: inv?.status ?? null,
        rootCauseCategory: inv?.rootCauseCategory ?? null,
        assignedTo: person(inv?.assignedTo),
        costOfLabour: inv?.costOfLabour ?? null,
        costOfMaterial: inv?.costOfMaterial ?? null,
        costAdjustment: inv?.costAdjustment ?? null,
        costTotal: inv ? sumPounds(inv.costOfLabour, inv.costOfMaterial, inv.costAdjustment) : null,
        defectiveProductQuantity: inv?.defectiveProductQuantity ?? null,
      };
    });
}
