import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { usingPostgres } from '../../../test/helpers/test-database';
import { type IncidentRecord, toIncidentRecord, toIncidentRow } from './incident-record';
import type { IncidentRow } from './incident-row-fields';
import { INCIDENT_PAGE_COLUMNS, INCIDENT_TABLE_COLUMNS } from './incident-table-columns';

const at = (day: number) => new Date(Date.UTC(2025, 5, day, 9)).toISOString();

/** Every column holding a value, as SQLite returns it. */
const FULL_ROW: IncidentRow = {
  id: 'zqfields-full',
  incident_number: 4711,
  reported_by: 'user-1',
  incident_date: '2025-06-15',
  product: 'Pump',
  part_number: 'PN-1',
  defective_quantity: 3,
  grn_number: 'S12345',
  order_number: 'WO-1001',
  location_id: 'loc-1',
  location_title: 'Plant 1',
  category_id: 'cat-1',
  category_title: 'Assembly',
  subcategory_id: 'sub-1',
  subcategory_title: 'Housing',
  further_subcategory_id: 'fur-1',
  further_subcategory_title: 'Crack',
  description: 'Cracked housing found at goods in.',
  attachments: '[{"id":"a1","name":"photo.jpg","type":"image/jpeg","size":1234}]',
  investigation_id: 'zqfields-investigation',
  status: 'closed',
  reject_reason: 'Not ours',
  pending_update_reason: 'More photos',
  incident_justified: 1,
  created_at: at(1),
  updated_at: at(9),
  version: 3,
  severity: 'major',
  supplier_id: 'sup-1',
  disposition_status: 'approved',
  disposition_proposed_by: 'user-2',
  disposition_proposed_at: at(3),
  disposition_approved_by: 'user-3',
  disposition_approved_at: at(4),
  submitted_at: at(1),
  acknowledged_at: at(2),
  investigation_completed_at: at(5),
  closed_at: at(9),
};

const FULL_RECORD: IncidentRecord = {
  id: 'zqfields-full',
  incidentNumber: 4711,
  reportedBy: 'user-1',
  incidentDate: '2025-06-15',
  product: 'Pump',
  partNumber: 'PN-1',
  defectiveQuantity: 3,
  grnNumber: 'S12345',
  orderNumber: 'WO-1001',
  incidentLocation: { id: 'loc-1', title: 'Plant 1' },
  category: { id: 'cat-1', title: 'Assembly' },
  subcategory: { id: 'sub-1', title: 'Housing' },
  furtherSubcategory: { id: 'fur-1', title: 'Crack' },
  description: 'Cracked housing found at goods in.',
  attachments: [{ id: 'a1', name: 'photo.jpg', type: 'image/jpeg', size: 1234, url: '' }],
  investigationId: 'zqfields-investigation',
  status: 'closed',
  rejectReason: 'Not ours',
  pendingUpdateReason: 'More photos',
  incidentJustified: true,
  created_at: at(1),
  updated_at: at(9),
  version: 3,
  severity: 'major',
  supplierId: 'sup-1',
  dispositionStatus: 'approved',
  dispositionProposedBy: 'user-2',
  dispositionProposedAt: at(3),
  dispositionApprovedBy: 'user-3',
  dispositionApprovedAt: at(4),
  submittedAt: at(1),
  acknowledgedAt: at(2),
  investigationCompletedAt: at(5),
  closedAt: at(9),
};

/** Every nullable column null, the others at their defaults. */
const EMPTY_ROW: IncidentRow = {
  id: 'zqfields-empty',
  incident_number: null,
  reported_by: 'user-1',
  incident_date: '2025-06-15',
  product: '',
  part_number: '',
  defective_quantity: null,
  grn_number: '',
  order_number: '',
  location_id: null,
  location_title: null,
  category_id: null,
  category_title: null,
  subcategory_id: null,
  subcategory_title: null,
  further_subcategory_id: null,
  further_subcategory_title: null,
  description: '',
  attachments: '[]',
  investigation_id: null,
  status: 'draft',
  reject_reason: null,
  pending_update_reason: null,
  incident_justified: null,
  created_at: at(1),
  updated_at: at(1),
  version: 1,
  severity: null,
  supplier_id: null,
  disposition_status: 'awaiting',
  disposition_proposed_by: null,
  disposition_proposed_at: null,
  disposition_approved_by: null,
  disposition_approved_at: null,
  submitted_at: null,
  acknowledged_at: null,
  investigation_completed_at: null,
  closed_at: null,
};

const EMPTY_RECORD: IncidentRecord = {
  id: 'zqfields-empty',
  incidentNumber: null,
  reportedBy: 'user-1',
  incidentDate: '2025-06-15',
  product: '',
  partNumber: '',
  defectiveQuantity: null,
  grnNumber: '',
  orderNumber: '',
  incidentLocation: null,
  category: null,
  subcategory: null,
  furtherSubcategory: null,
  description: '',
  attachments: [],
  investigationId: null,
  status: 'draft',
  rejectReason: null,
  pendingUpdateReason: null,
  incidentJustified: null,
  created_at: at(1),
  updated_at: at(1),
  version: 1,
  severity: null,
  supplierId: null,
  dispositionStatus: 'awaiting',
  dispositionProposedBy: null,
  dispositionProposedAt: null,
  dispositionApprovedBy: null,
  dispositionApprovedAt: null,
  submittedAt: null,
  acknowledgedAt: null,
  investigationCompletedAt: null,
  closedAt: null,
};

/** The row as written: the database counts the version itself. */
const written = ({ version: _version, ...row }: IncidentRow) => row;

describe('incident rows and records', () => {
  it('reads a full row into its record and writes the same row back', () => {
    expect(toIncidentRecord(FULL_ROW)).toStrictEqual(FULL_RECORD);
    expect(toIncidentRow(FULL_RECORD)).toStrictEqual(written(FULL_ROW));
  });

  it('reads a row of nulls into an empty record and writes the same row back', () => {
    expect(toIncidentRecord(EMPTY_ROW)).toStrictEqual(EMPTY_RECORD);
    expect(toIncidentRow(EMPTY_RECORD)).toStrictEqual(written(EMPTY_ROW));
  });

  it('reads the values as PostgreSQL returns them (dates, numeric as text, booleans)', () => {
    const date = (value: unknown) => new Date(String(value));
    const row: IncidentRow = {
      ...FULL_ROW,
      defective_quantity: '3',
      incident_justified: true,
      created_at: date(FULL_ROW.created_at),
      updated_at: date(FULL_ROW.updated_at),
      disposition_proposed_at: date(FULL_ROW.disposition_proposed_at),
      disposition_approved_at: date(FULL_ROW.disposition_approved_at),
      submitted_at: date(FULL_ROW.submitted_at),
      acknowledged_at: date(FULL_ROW.acknowledged_at),
      investigation_completed_at: date(FULL_ROW.investigation_completed_at),
      closed_at: date(FULL_ROW.closed_at),
    };
    expect(toIncidentRecord(row)).toStrictEqual(FULL_RECORD);
  });

  it('reads a title missing as the id, and keeps only the attachments that have an id', () => {
    const record = toIncidentRecord({
      ...FULL_ROW,
      category_title: null,
      attachments: '[{"id":"a1","name":"n","type":"t","size":"12"},{"name":"no id"},"text",{"id":"a2"}]',
    });
    expect(record.category).toStrictEqual({ id: 'cat-1', title: 'cat-1' });
    expect(record.attachments).toStrictEqual([
      { id: 'a1', name: 'n', type: 't', size: 12, url: '' },
      { id: 'a2', name: '', type: '', size: 0, url: '' },
    ]);
    expect(toIncidentRecord({ ...FULL_ROW, attachments: 'not json' }).attachments).toStrictEqual([]);
  });

  it('reads a row selected without the later columns as having none of them', () => {
    const {
      severity: _severity,
      supplier_id: _supplier,
      disposition_status: _status,
      disposition_proposed_by: _proposedBy,
      disposition_proposed_at: _proposedAt,
      disposition_approved_by: _approvedBy,
      disposition_approved_at: _approvedAt,
      submitted_at: _submitted,
      acknowledged_at: _acknowledged,
      investigation_completed_at: _completed,
      closed_at: _closed,
      ...before
    } = FULL_ROW;
    expect(toIncidentRecord(before as IncidentRow)).toStrictEqual({
      ...FULL_RECORD,
      severity: null,
      supplierId: null,
      dispositionStatus: 'awaiting',
      dispositionProposedBy: null,
      dispositionProposedAt: null,
      dispositionApprovedBy: null,
      dispositionApprovedAt: null,
      submittedAt: null,
      acknowledgedAt: null,
      investigationCompletedAt: null,
      closedAt: null,
    });
  });
});

describe('incident rows in the database', () => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await startTestApp();
    userId = (await t.login('quality')).user.user_id;
    // The incident's investigation, its other columns at their defaults.
    const now = new Date().toISOString();
    await sql`insert into investigations (id, status, completed, created_at, updated_at)
      values ('zqfields-investigation', 'completed', ${1}, ${now}, ${now})`.execute(t.db);
  });
  afterAll(() => t.close());

  it('selects every column of the incidents table, and for list pages every one but the description', async () => {
    const { rows } = usingPostgres()
      ? await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = 'incidents'`.execute(t.db)
      : await sql<{ name: string }>`select name from pragma_table_info('incidents')`.execute(t.db);
    // search_text (PostgreSQL) is read by the search's WHERE only.
    const columns = rows.map((row) => `incidents.${row.name}`).filter((c) => c !== 'incidents.search_text');
    expect([...INCIDENT_TABLE_COLUMNS].sort()).toStrictEqual(columns.sort());
    expect([...INCIDENT_PAGE_COLUMNS].sort()).toStrictEqual(
      columns.filter((c) => c !== 'incidents.description').sort(),
    );
  });

  it('reads back the record it wrote, full or empty', async () => {
    for (const record of [FULL_RECORD, EMPTY_RECORD]) {
      const mine = { ...record, reportedBy: userId };
      await t.db.insertInto('incidents').values(toIncidentRow(mine)).execute();
      const row = await t.db
        .selectFrom('incidents')
        .select(INCIDENT_TABLE_COLUMNS)
        .where('id', '=', record.id)
        .executeTakeFirstOrThrow();
      // The database starts every row at version 1.
      expect(toIncidentRecord(row)).toStrictEqual({ ...mine, version: 1 });
    }
  });

  it('keeps the stored milestones when a record that never held them is written', async () => {
    const stored = { ...FULL_RECORD, id: 'zqfields-milestones', incidentNumber: null, reportedBy: userId };
    await t.db.insertInto('incidents').values(toIncidentRow(stored)).execute();
    const {
      submittedAt: _submitted,
      acknowledgedAt: _acknowledged,
      investigationCompletedAt: _completed,
      closedAt: _closed,
      ...withoutMilestones
    } = stored;
    const { id, ...values } = toIncidentRow({ ...withoutMilestones, description: 'Changed' });
    await t.db.updateTable('incidents').set(values).where('id', '=', id).execute();
    const row = await t.db
      .selectFrom('incidents')
      .select(INCIDENT_TABLE_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(toIncidentRecord(row)).toStrictEqual({ ...stored, description: 'Changed', version: 1 });
  });
});
