import type { ExportInvestigation } from '@qi/domain/incident-export';
import { type SqlBool, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPlan } from '../../../test/helpers/query-plan';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { toInvestigationRecord } from '../investigations/investigation-record';
import { iterateExportRows } from './export-rows-repository';
import { csvStream, exportRows } from './incident-export';
import { iterateListBatches } from './incident-list-batches-repository';
import { toIncidentRecord } from './incident-record';
import { insertIncidentRows } from './incident-repository';
import { incidentRecord, listQuery } from './incident-test-kit';

/** The fields of ExportInvestigation, to compare with the full record. */
const SHOWN: (keyof ExportInvestigation)[] = [
  'status',
  'assignedTo',
  'incidentDescription',
  'containmentAction',
  'containmentActionSignedBy',
  'rootCause',
  'rootCauseSignedBy',
  'rootCauseCategory',
  'correctiveAction',
  'correctiveActionSignedBy',
  'verificationOfEffectiveness',
  'verificationOfEffectivenessSignedBy',
  'preventiveAction',
  'preventiveActionSignedBy',
  'additionalNotes',
  'additionalNotesSignedBy',
  'defectiveProductQuantity',
  'costOfLabour',
  'costOfMaterial',
  'costAdjustment',
  'completed',
  'completedSignedBy',
  'completedSignedDate',
];

describe('export rows (incidents with their investigations, one query per batch)', () => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await startTestApp();
    userId = (await t.login('quality')).user.user_id;
    const now = new Date().toISOString();
    const investigation = (id: string, fields: Record<string, unknown>) => ({
      id,
      status: 'opened',
      completed: 0,
      created_at: now,
      updated_at: now,
      ...fields,
    });
    // One row per statement: a multi-row insert would write null into the columns a row leaves out.
    for (const row of [
      investigation('zqrows-plain', {}),
      investigation('zqrows-full', {
        status: 'completed',
        assigned_to: userId,
        incident_description: 'Seal, "worn"\r\nsecond line',
        containment_action: 'Quarantined',
        containment_action_signed_by: userId,
        containment_action_signed_date: '2025-07-01',
        root_cause: '=cause',
        root_cause_category_id: 'machine',
        root_cause_category_title: null,
        preventive_action_signed_by: userId,
        additional_notes: 'Done',
        additional_notes_signed_by: userId,
        defective_product_quantity: '12',
        cost_of_labour: 12.5,
        cost_of_material: 0.1,
        cost_adjustment: -2.25,
        completed: 1,
        completed_signed_by: userId,
        completed_signed_date: '2025-07-02',
        attachments: JSON.stringify([{ id: 'a1', name: 'photo.jpg', type: 'image/jpeg', size: 3 }]),
      }),
      investigation('zqrows-category', {
        root_cause_category_id: 'method',
        root_cause_category_title: 'Method',
        cost_of_labour: 1234567.89,
      }),
    ]) {
      await t.db
        .insertInto('investigations')
        .values(row as never)
        .execute();
    }
    const linked = ['zqrows-plain', 'zqrows-full', 'zqrows-category', null, null];
    await insertIncidentRows(
      t.db,
      linked.map((investigationId, i) =>
        incidentRecord({
          reportedBy: userId,
          incidentNumber: 900_000 + i,
          incidentDate: `2024-06-0${i + 1}`,
          description: `zqrows ${i}`,
          status: investigationId ? 'under-investigation' : i === 4 ? 'cancelled' : 'submitted',
          investigationId,
        }),
      ),
    );
  });
  afterAll(() => t.close());

  const actor = () => ({ id: userId, role: 'quality' as const });
  const query = (fields: Record<string, unknown> = {}) =>
    listQuery({ search: 'zqrows', sortBy: 'incidentDate', sortDir: 'asc', ...fields });

  it('writes the CSV in list order, without cancelled rows, the investigation text quoted', async () => {
    const { dbKind } = t.app.appContext;
    const parts: Buffer[] = [];
    for await (const chunk of csvStream(exportRows(t.db, dbKind, query(), actor(), 2))) {
      parts.push(Buffer.from(chunk as string | Uint8Array));
    }
    const text = Buffer.concat(parts).toString('utf8');
    expect(text.startsWith('\ufeffIncident Number,')).toBe(true);
    const at = [0, 1, 2, 3, 4].map((i) => text.indexOf(`,zqrows ${i},`));
    expect(at.slice(0, 4).every((position, i) => position > (at[i - 1] ?? 0))).toBe(true);
    expect(at[4]).toBe(-1);
    expect(text).toContain('"Seal, ""worn""\r\nsecond line"');
    expect(text).toContain(',1234567.89,');
  });

  it('reads each investigation as toInvestigationRecord does (the fields the export shows)', async () => {
    const rows = [];
    for await (const batch of iterateExportRows(t.db, t.app.appContext.dbKind, query(), actor(), 2)) {
      rows.push(...batch);
    }
    // The export's thread reads the same rows.
    const walked = [];
    const { dbKind } = t.app.appContext;
    for await (const batch of iterateExportRows(t.db, dbKind, query(), actor(), 2)) {
      walked.push(...batch);
    }
    expect(walked).toStrictEqual(rows);
    // The cancelled incident is not exported.
    expect(rows.map((r) => r.incident.description)).toEqual([0, 1, 2, 3].map((i) => `zqrows ${i}`));
    expect(rows.map((r) => r.investigation === null)).toEqual([false, false, false, true]);
    const stored = await t.db
      .selectFrom('investigations')
      .selectAll()
      .where('id', 'like', 'zqrows-%')
      .execute();
    for (const row of rows.slice(0, 3)) {
      const record = toInvestigationRecord(stored.find((s) => s.id === row.incident.investigationId)!);
      const expected = Object.fromEntries(SHOWN.map((key) => [key, record[key]]));
      expect(row.investigation).toStrictEqual(expected);
    }
  });

  it('reads every text column as the tables hold it (tricky text, both tables)', async () => {
    const tricky = [
      'quote " backslash \\ slash / tab \t lf \n cr \r crlf \r\n',
      // PostgreSQL's text holds no NUL character.
      t.app.appContext.dbKind === 'sqlite' ? 'nul \u0000 bell \u0007' : 'bell \u0007',
      'escape \u001b del \u007f',
      'unicode £ € — 日本語 😀 \u2028 \u2029 \ufeff lone \ud800 end',
      '{"json": [1, 2, null]}',
      'null',
      '123',
      '',
      '=1+2, "x"',
    ];
    const now = new Date().toISOString();
    for (const [i, value] of tricky.entries()) {
      await t.db
        .insertInto('investigations')
        .values({
          id: `zqtext-${i}`,
          status: 'opened',
          completed: 0,
          incident_description: value,
          root_cause: value,
          root_cause_category_id: value === '' ? null : 'machine',
          root_cause_category_title: value,
          defective_product_quantity: value,
          additional_notes: value,
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
    }
    await insertIncidentRows(
      t.db,
      tricky.map((value, i) =>
        incidentRecord({
          reportedBy: userId,
          incidentDate: '2023-03-03',
          product: value,
          partNumber: value,
          grnNumber: value,
          orderNumber: value,
          incidentLocation: { id: `loc ${value}`, title: value },
          category: value === '' ? null : { id: value, title: value },
          description: `zqtext ${value}`,
          attachments: [{ id: `a${i}`, name: value, type: 'text/plain', size: i, url: '' }],
          rejectReason: value,
          pendingUpdateReason: value,
          status: 'under-investigation',
          investigationId: `zqtext-${i}`,
        }),
      ),
    );
    const rows = [];
    const byNumber = query({ search: 'zqtext', sortBy: 'created_at' });
    for await (const batch of iterateExportRows(t.db, t.app.appContext.dbKind, byNumber, actor(), 3)) {
      rows.push(...batch);
    }
    const walked = [];
    const { dbKind } = t.app.appContext;
    for await (const batch of iterateExportRows(t.db, dbKind, byNumber, actor(), 3)) {
      walked.push(...batch);
    }
    expect(walked).toStrictEqual(rows);
    expect(rows).toHaveLength(tricky.length);
    const incidents = await t.db
      .selectFrom('incidents')
      .selectAll()
      .where('investigation_id', 'like', 'zqtext-%')
      .execute();
    const investigations = await t.db
      .selectFrom('investigations')
      .selectAll()
      .where('id', 'like', 'zqtext-%')
      .execute();
    for (const row of rows) {
      const stored = incidents.find((r) => r.id === row.incident.id)!;
      expect(row.incident).toStrictEqual(toIncidentRecord(stored));
      const record = toInvestigationRecord(investigations.find((r) => r.id === stored.investigation_id)!);
      expect(row.investigation).toStrictEqual(Object.fromEntries(SHOWN.map((key) => [key, record[key]])));
    }
  });

  it.runIf(process.env.TEST_DATABASE !== 'postgres')(
    'SQLite: each batch after the first starts at the cursor in the sort index',
    async () => {
      const plans: string[] = [];
      const exported = sql<SqlBool>`1 = 1`;
      const filtered = listQuery({
        sortBy: 'incidentDate',
        sortDir: 'desc',
        filters: JSON.stringify([
          {
            key: 'incidentDate',
            type: 'date',
            allowEmpty: false,
            allowAll: true,
            from: '2024-01',
            to: '2024-12',
          },
        ]),
      });
      const batches = iterateListBatches(t.db, 'sqlite', filtered, actor(), exported, 2, (batch) => {
        const selected = batch.select('incidents.id');
        plans.push('');
        const index = plans.length - 1;
        return {
          execute: async () => {
            plans[index] = await queryPlan(t.db, 'sqlite', selected.compile());
            return selected.execute();
          },
          compile: () => selected.compile(),
        };
      });
      for await (const _ of batches) if (plans.length >= 3) break;
      expect(plans[0]).toMatch(/incidents_list_incident_date_idx/);
      for (const plan of plans.slice(1)) {
        expect(plan).toMatch(
          /incidents_list_incident_date_idx \(incident_date>\? AND \(incident_date,id\)<\(\?,\?\)\)/,
        );
      }
    },
  );
});
