import { IMPORT_MSG, IMPORT_ROW_MSG } from '@qi/domain/incident-import-messages';
import { INCIDENT_MSG } from '@qi/domain/validation-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { fromDbNumber } from '../../db/values';
import { type IncidentKit, incidentKit } from '../incidents/incident-test-kit';
import { csvFile, importFile, reportRows } from './import-test-kit';

const env = { IMPORT_JOB_SECONDS: '0.05' };

/** The export's lines of the incidents whose description holds `token` (header first). */
async function exportLines(t: TestApp, token: string, marker: string): Promise<string[]> {
  const res = await t.request('GET', '/v1/incidents/export.csv?rowsPerPage=200', { token });
  expect(res.status).toBe(200);
  const lines = (res.text as string).replace(/^\ufeff/, '').split('\r\n');
  return [lines[0]!, ...lines.filter((line) => line.includes(marker)).sort()];
}

async function incidentByNumber(t: TestApp, number: number) {
  return t.db
    .selectFrom('incidents')
    .select(['id', 'description', 'version', 'reported_by', 'status'])
    .where('incident_number', '=', number)
    .executeTakeFirst();
}

describe("importing this product's own export (round trip, idempotency, corrections, undo)", () => {
  let site: TestApp;
  let other: TestApp;
  let kit: IncidentKit;
  let siteAdmin: string;
  let admin: string;
  let exported: string[];
  let numbers: number[];
  beforeAll(async () => {
    site = await startTestApp({ env });
    other = await startTestApp({ env });
    kit = await incidentKit(site);
    siteAdmin = kit.callers.admin.token;
    admin = (await other.login('admin')).idToken;
    const submitted = await kit.create(kit.callers.user, 'submit', { description: 'ROUNDTRIP one' });
    const acknowledged = await kit.create(kit.callers.user, 'submit', { description: 'ROUNDTRIP two' });
    expect(
      (await kit.act(kit.callers.quality, acknowledged.id, { action: 'acknowledge', severity: 'major' }))
        .status,
    ).toBe(200);
    const rejected = await kit.create(kit.callers.quality, 'submit', { description: 'ROUNDTRIP three' });
    const reject = await kit.act(kit.callers.quality, rejected.id, {
      action: 'reject',
      rejectReason: 'Not ours',
    });
    expect(reject.status).toBe(200);
    numbers = [submitted, acknowledged, rejected].map((i) => i.incidentNumber!);
    exported = await exportLines(site, siteAdmin, 'ROUNDTRIP');
  });
  afterAll(async () => {
    await site.close();
    await other.close();
  });

  const exportFile = () => csvFile([]).toString() + exported.join('\r\n');

  it('recognises the export, proposes its mapping and imports every row as it was', async () => {
    const { uploaded, dryRun, done } = await importFile(
      other,
      admin,
      'IncidentLog.csv',
      Buffer.from(exportFile()),
    );
    expect(uploaded.ownExport).toBe(true);
    expect(uploaded.proposedMapping.externalReference).toBe('Incident Number');
    expect(dryRun.counts).toEqual({ create: 3, update: 0, unchanged: 0, refuse: 0 });
    expect(dryRun.preview.map((row) => row.status).sort()).toEqual(['Acknowledged', 'Rejected', 'Submitted']);
    expect(done).toMatchObject({
      status: 'done',
      counts: { created: 3, updated: 0, unchanged: 0, refused: 0 },
    });
    // The other site's export of them is the first site's, line for line: numbers, reporters, dates, labels.
    expect(await exportLines(other, admin, 'ROUNDTRIP')).toEqual(exported);
  });

  it('writes where each incident came from into its history', async () => {
    const incident = await incidentByNumber(other, numbers[0]!);
    const history = await other.request('GET', `/v1/incidents/${incident!.id}/history`, { token: admin });
    expect(history.body[0]).toMatchObject({ action: 'import', toStatus: 'submitted' });
    expect(history.body[0].reason).toMatch(/^Imported from "IncidentLog\.csv" \(import [0-9a-f-]{36}\)$/);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await incidentByNumber(other, numbers[1]!);
    const { dryRun, done } = await importFile(other, admin, 'IncidentLog.csv', Buffer.from(exportFile()));
    expect(dryRun.counts).toEqual({ create: 0, update: 0, unchanged: 3, refuse: 0 });
    expect(done.counts).toEqual({ created: 0, updated: 0, unchanged: 3, refused: 0 });
    expect(await incidentByNumber(other, numbers[1]!)).toEqual(before);
  });

  let correction: string;
  it('updates what a corrected file changed, and only that', async () => {
    const corrected = exportFile().replace('ROUNDTRIP one', 'ROUNDTRIP one (corrected)');
    const { dryRun, done } = await importFile(other, admin, 'IncidentLog-fixed.csv', Buffer.from(corrected));
    expect(dryRun.counts).toEqual({ create: 0, update: 1, unchanged: 2, refuse: 0 });
    expect(done.counts).toEqual({ created: 0, updated: 1, unchanged: 2, refused: 0 });
    const incident = await incidentByNumber(other, numbers[0]!);
    expect(incident?.description).toBe('ROUNDTRIP one (corrected)');
    expect(fromDbNumber(incident?.version)).toBe(2);
    const history = await other.request('GET', `/v1/incidents/${incident!.id}/history`, { token: admin });
    expect(history.body.at(-1)).toMatchObject({ action: 'import-update' });
    expect(history.body.at(-1).changes).toEqual([
      { field: 'description', from: 'ROUNDTRIP one', to: 'ROUNDTRIP one (corrected)' },
    ]);
    correction = done.id;
  });

  it('undoes the correction: the incident gets its earlier values back', async () => {
    const res = await other.request('POST', `/v1/imports/${correction}/undo`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'undone' });
    expect((await incidentByNumber(other, numbers[0]!))?.description).toBe('ROUNDTRIP one');
    const again = await other.request('POST', `/v1/imports/${correction}/undo`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(IMPORT_MSG.alreadyUndone);
  });

  it('refuses to undo an import whose incidents changed since, naming them, and changes nothing', async () => {
    const imports = await other.request('GET', '/v1/imports', { token: admin });
    const first = imports.body.at(-1);
    const res = await other.request('POST', `/v1/imports/${first.id}/undo`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(IMPORT_MSG.changedSince(1, `#${numbers[0]}`));
    expect(await incidentByNumber(other, numbers[1]!)).toBeDefined();
    expect((await other.request('GET', `/v1/imports/${first.id}`, { token: admin })).body.status).toBe(
      'done',
    );
  });

  it('refuses rows whose incident number another incident holds', async () => {
    const { dryRun } = await importFile(site, siteAdmin, 'IncidentLog.csv', Buffer.from(exportFile()));
    expect(dryRun.counts.refuse).toBe(3);
    expect(dryRun.refused[0]?.reasons).toEqual([IMPORT_ROW_MSG.incidentNumberTaken(numbers.toSorted()[0]!)]);
  });
});

describe('a spreadsheet of another system: refused rows, unknown values, undo', () => {
  let t: TestApp;
  let kit: IncidentKit;
  let admin: string;
  let header: string[];
  let valid: (n: string, extra?: Partial<Record<string, string>>) => string[];
  beforeAll(async () => {
    t = await startTestApp({ env });
    kit = await incidentKit(t);
    admin = kit.callers.admin.token;
    const f = kit.form;
    header = [
      'Ref',
      'Date',
      'Product',
      'Part No',
      'Qty',
      'GRN',
      'Order No',
      'Location',
      'Category',
      'Subcategory',
      'Subcategory 2',
      'Details',
      'Status',
      'Raised By',
    ];
    valid = (ref, extra = {}) => {
      const row: Record<string, string> = {
        Ref: ref,
        Date: '14-02-2024',
        Product: f.product,
        'Part No': f.partNumber,
        Qty: '1,200',
        GRN: 'S12345',
        'Order No': 'PO-7',
        Location: f.incidentLocation!.title,
        Category: f.category?.title ?? '',
        Subcategory: f.subcategory?.title ?? '',
        'Subcategory 2': f.furtherSubcategory?.title ?? '',
        Details: `Legacy record ${ref}`,
        Status: 'Closed',
        'Raised By': 'J. Bloggs (left 2021)',
        ...extra,
      };
      return header.map((h) => row[h] ?? '');
    };
  });
  afterAll(() => t.close());

  /** The titles of the kit form's location path, from the location down. */
  const formPath = () =>
    [kit.form.incidentLocation, kit.form.category, kit.form.subcategory, kit.form.furtherSubcategory].flatMap(
      (node) => (node ? [node.title] : []),
    );

  it('lists each refused row with its line and the form’s reasons, and writes the others', async () => {
    const rows = [
      header,
      valid('L-1'),
      valid('L-2', { Date: '31-02-2024' }),
      [],
      valid('L-3', { Status: 'Under Investigation' }),
      valid('L-1'),
      valid('L-4', { Product: '', Details: '' }),
      valid('L-5', { Date: '45000' }),
    ];
    const { dryRun, done } = await importFile(t, admin, 'legacy.csv', csvFile(rows));
    expect(dryRun.counts, JSON.stringify(dryRun.refused)).toEqual({
      create: 2,
      update: 0,
      unchanged: 0,
      refuse: 4,
    });
    expect(dryRun.refused).toEqual([
      { line: 3, externalReference: 'L-2', reasons: [IMPORT_ROW_MSG.dateFormat('31-02-2024')] },
      {
        line: 5,
        externalReference: 'L-3',
        reasons: [IMPORT_ROW_MSG.statusNeedsInvestigation('Under Investigation')],
      },
      { line: 6, externalReference: 'L-1', reasons: [IMPORT_ROW_MSG.externalReferenceRepeated(2)] },
      {
        line: 7,
        externalReference: 'L-4',
        reasons: [INCIDENT_MSG.productRequired, INCIDENT_MSG.descriptionRequired],
      },
    ]);
    expect(done.counts).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 4 });
    const report = await reportRows(t, admin, done.id);
    expect(report[0]).toEqual(['Line', 'Outcome', 'External Reference', 'Incident Number', 'Reasons']);
    expect(report.slice(1).map((r) => [r[0], r[1], r[2]])).toEqual([
      ['2', 'Created', 'L-1'],
      ['3', 'Refused', 'L-2'],
      ['5', 'Refused', 'L-3'],
      ['6', 'Refused', 'L-1'],
      ['7', 'Refused', 'L-4'],
      ['8', 'Created', 'L-5'],
    ]);
    const created = await t.db
      .selectFrom('incidents')
      .innerJoin('import_references', 'import_references.incident_id', 'incidents.id')
      .select([
        'incidents.incident_date',
        'incidents.defective_quantity',
        'incidents.reported_by',
        'incidents.status',
      ])
      .select(['import_references.original_reporter', 'import_references.external_reference'])
      .where('import_references.external_reference', 'in', ['L-1', 'L-5'])
      .orderBy('import_references.external_reference')
      .execute();
    expect(created.map((c) => [c.incident_date, fromDbNumber(c.defective_quantity), c.status])).toEqual([
      ['2024-02-14', 1200, 'closed'],
      ['2023-03-15', 1200, 'closed'],
    ]);
    // Not a user here: kept as text, and the incident is the importing admin's.
    expect(created[0]).toMatchObject({
      original_reporter: 'J. Bloggs (left 2021)',
      reported_by: kit.callers.admin.id,
    });
  });

  it('lists unknown products and locations, creates or maps them as the admin confirms', async () => {
    const rows = [
      header,
      valid('U-1', { Product: 'Imported gizmo' }),
      valid('U-2', { Location: 'Old warehouse', Category: '', Subcategory: '', 'Subcategory 2': '' }),
    ];
    const plain = await importFile(t, admin, 'unknowns.csv', csvFile(rows));
    expect(plain.dryRun.unknowns).toEqual([
      { kind: 'product', key: 'Imported gizmo', rows: 1, firstLine: 2 },
      { kind: 'location', key: 'Old warehouse', rows: 1, firstLine: 3 },
    ]);
    expect(plain.done.counts.refused).toBe(2);
    const resolutions = {
      product: { 'Imported gizmo': { action: 'create' } },
      location: { 'Old warehouse': { action: 'map', to: formPath().join(' › ') } },
    };
    const resolved = await importFile(t, admin, 'unknowns.csv', csvFile(rows), { resolutions });
    expect(resolved.dryRun.counts).toMatchObject({ create: 2, refuse: 0 });
    expect(resolved.done.counts).toMatchObject({ created: 2, refused: 0 });
    const product = await t.db
      .selectFrom('products')
      .select('name')
      .where('name', '=', 'Imported gizmo')
      .executeTakeFirst();
    expect(product).toBeDefined();
  });

  it('undoes a whole import: its incidents are gone, and importing the file again creates them again', async () => {
    const rows = [header, valid('D-1'), valid('D-2')];
    const first = await importFile(t, admin, 'undo.csv', csvFile(rows));
    expect(first.done.counts.created).toBe(2);
    const undo = await t.request('POST', `/v1/imports/${first.done.id}/undo`, { token: admin });
    expect(undo.status).toBe(200);
    const left = await t.db
      .selectFrom('import_references')
      .select('external_reference')
      .where('external_reference', 'in', ['D-1', 'D-2'])
      .execute();
    expect(left).toEqual([]);
    const again = await importFile(t, admin, 'undo.csv', csvFile(rows));
    expect(again.done.counts.created).toBe(2);
  });

  it('refuses to undo once someone changed an imported incident', async () => {
    const { done } = await importFile(
      t,
      admin,
      'changed.csv',
      csvFile([header, valid('C-1', { Status: 'Submitted' })]),
    );
    const ref = await t.db
      .selectFrom('import_references')
      .select('incident_id')
      .where('external_reference', '=', 'C-1')
      .executeTakeFirstOrThrow();
    const ack = await kit.act(kit.callers.quality, ref.incident_id, { action: 'acknowledge' });
    expect(ack.status).toBe(200);
    const undo = await t.request('POST', `/v1/imports/${done.id}/undo`, { token: admin });
    expect(undo.status).toBe(409);
    expect(undo.body.message).toMatch(
      /^This import cannot be undone: 1 of its incidents has changed since it ran \(#\d+\)\.$/,
    );
    expect(
      await t.db.selectFrom('incidents').select('id').where('id', '=', ref.incident_id).executeTakeFirst(),
    ).toBeDefined();
  });
});
