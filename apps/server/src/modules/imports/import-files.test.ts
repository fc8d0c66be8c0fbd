import { IMPORT_MSG } from '@qi/domain/incident-import-messages';
import type { TImportUpload } from '@qi/domain/incident-import-schemas';
import { REFERENCE_MSG } from '@qi/domain/reference-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { CONTENT_MISMATCH } from '../uploads/upload-guard';
import { csvFile, importFile, uploadImport, waitForImport, xlsxFile } from './import-test-kit';

const HEADER = [
  'Ref',
  'Date',
  'Product',
  'Part No',
  'Qty',
  'GRN',
  'Order No',
  'Location',
  'Details',
  'Status',
];

describe('import files: types, sizes, permissions, XLSX, concurrent runs, saved mappings, reference data', () => {
  let t: TestApp;
  let admin: string;
  let product: string;
  let partNumber: string;
  let location: string;
  beforeAll(async () => {
    // A 64 kB limit, so that a file over it is cheap to send.
    t = await startTestApp({ env: { IMPORT_JOB_SECONDS: '0.05', IMPORT_MAX_FILE_MB: '0.0625' } });
    admin = (await t.login('admin')).idToken;
    // A product whose part numbers and a location without levels below it make a short valid row.
    await t.request('POST', '/v1/products', { token: admin, body: { name: 'Import widget' } });
    await t.request('POST', '/v1/partNumbers', {
      token: admin,
      body: { id: 'IW-1', description: 'Widget body', product: 'Import widget' },
    });
    const tree = (await t.request('GET', '/v1/locations', { token: admin })).body;
    const saved = await t.request('PUT', '/v1/locations', {
      token: admin,
      body: [...tree, { id: 'Import_bay', title: 'Import bay', categories: [] }],
    });
    expect(saved.status).toBe(200);
    product = 'Import widget';
    partNumber = 'IW-1';
    location = 'Import bay';
  });
  afterAll(() => t.close());

  const row = (ref: string, extra: Partial<Record<string, string | number>> = {}) => {
    const cells: Record<string, string | number> = {
      Ref: ref,
      Date: '2024-05-01',
      Product: product,
      'Part No': partNumber,
      Qty: 2,
      GRN: 'GRN12345678',
      'Order No': 'PO-1',
      Location: location,
      Details: `Imported ${ref}`,
      Status: 'Closed',
      ...extra,
    };
    return HEADER.map((h) => cells[h] ?? '');
  };

  it('lets only admins import', async () => {
    for (const role of ['user', 'investigator', 'quality'] as const) {
      const token = (await t.login(role)).idToken;
      const upload = await uploadImport(t, token, { name: 'a.csv', content: csvFile([HEADER, row('P-1')]) });
      expect(upload.status).toBe(403);
      expect((await t.request('GET', '/v1/imports', { token })).status).toBe(403);
      expect((await t.request('GET', '/v1/import-mappings', { token })).status).toBe(403);
    }
    expect((await t.request('GET', '/v1/imports')).status).toBe(401);
  });

  it('refuses other file types, content that does not fit the extension, and files over the limit', async () => {
    const text = await uploadImport(t, admin, { name: 'log.txt', content: Buffer.from('Ref\n1\n') });
    expect(text.status).toBe(415);
    expect(text.body.message).toBe(IMPORT_MSG.wrongFileType);
    const fake = await uploadImport(t, admin, { name: 'log.xlsx', content: csvFile([HEADER, row('P-1')]) });
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe(CONTENT_MISMATCH);
    const big = Buffer.alloc(70_000, 'a');
    const large = await uploadImport(t, admin, { name: 'log.csv', content: big });
    expect(large.status).toBe(413);
    expect(large.body.message).toBe(IMPORT_MSG.fileTooLarge(0.063));
    const empty = await uploadImport(t, admin, { name: 'log.csv', content: Buffer.from('') });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe(IMPORT_MSG.noHeaders);
    const broken = await uploadImport(t, admin, { name: 'log.csv', content: Buffer.from('a,"b\n1,2') });
    expect(broken.status).toBe(422);
    expect(broken.body.message).toBe(IMPORT_MSG.unreadable);
    const imports = await t.request('GET', '/v1/imports', { token: admin });
    expect(imports.body).toEqual([]);
  });

  it('reads an XLSX file streamed: serial dates, numbers, the first worksheet', async () => {
    const content = await xlsxFile([HEADER, row('X-1', { Date: 45000 }), row('X-2', { Qty: 1200 })]);
    const { uploaded, dryRun, done } = await importFile(t, admin, 'log.xlsx', content);
    expect(uploaded.fileType).toBe('xlsx');
    expect(uploaded.headers).toEqual(HEADER);
    expect(dryRun.preview.map((p) => [p.externalReference, p.incidentDate, p.defectiveQuantity])).toEqual([
      ['X-1', '2023-03-15', 2],
      ['X-2', '2024-05-01', 1200],
    ]);
    expect(done.counts.created).toBe(2);
  });

  it('queues a run once however many ask at the same time, and refuses a plan other than the dry run’s', async () => {
    const upload = await uploadImport(t, admin, {
      name: 'twice.csv',
      content: csvFile([HEADER, row('R-1')]),
    });
    const { id, proposedMapping } = upload.body as TImportUpload;
    const plan = { mapping: proposedMapping };
    const early = await t.request('POST', `/v1/imports/${id}/run`, { token: admin, body: plan });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(IMPORT_MSG.dryRunFirst);
    expect((await t.request('POST', `/v1/imports/${id}/dry-run`, { token: admin, body: plan })).status).toBe(
      200,
    );
    const other = { mapping: { ...proposedMapping, description: null } };
    const changed = await t.request('POST', `/v1/imports/${id}/run`, { token: admin, body: other });
    expect(changed.status).toBe(409);
    const runs = await Promise.all(
      [1, 2, 3].map(() => t.request('POST', `/v1/imports/${id}/run`, { token: admin, body: plan })),
    );
    expect(runs.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const done = await waitForImport(t, admin, id);
    expect(done.counts).toEqual({ created: 1, updated: 0, unchanged: 0, refused: 0 });
    const again = await t.request('POST', `/v1/imports/${id}/run`, { token: admin, body: plan });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(IMPORT_MSG.alreadyDone);
    const dryRunAfter = await t.request('POST', `/v1/imports/${id}/dry-run`, { token: admin, body: plan });
    expect(dryRunAfter.status).toBe(409);
  });

  it('refuses a mapping without a reference column or naming a column the file lacks', async () => {
    const upload = await uploadImport(t, admin, { name: 'm.csv', content: csvFile([HEADER, row('M-1')]) });
    const { id, proposedMapping } = upload.body as TImportUpload;
    const noReference = { mapping: { ...proposedMapping, externalReference: null } };
    const res = await t.request('POST', `/v1/imports/${id}/dry-run`, { token: admin, body: noReference });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(IMPORT_MSG.referenceRequired);
    const missing = { mapping: { ...proposedMapping, description: 'Notes' } };
    const res2 = await t.request('POST', `/v1/imports/${id}/dry-run`, { token: admin, body: missing });
    expect(res2.status).toBe(422);
    expect(res2.body.message).toBe(IMPORT_MSG.unknownHeader('Notes'));
    const unknownKey = { mapping: { colour: 'Ref' } };
    expect(
      (await t.request('POST', `/v1/imports/${id}/dry-run`, { token: admin, body: unknownKey })).status,
    ).toBe(422);
    expect(
      (await t.request('POST', '/v1/imports/nope/dry-run', { token: admin, body: noReference })).status,
    ).toBe(404);
  });

  it('keeps named mappings', async () => {
    const mapping = { externalReference: 'Ref', description: 'Details' };
    const created = await t.request('POST', '/v1/import-mappings', {
      token: admin,
      body: { name: 'Old NCR log', mapping },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Old NCR log', kind: 'incidents', mapping });
    const twice = await t.request('POST', '/v1/import-mappings', {
      token: admin,
      body: { name: 'old ncr log', mapping },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(IMPORT_MSG.mappingNameTaken);
    const list = await t.request('GET', '/v1/import-mappings', { token: admin });
    expect(list.body.map((m: { name: string }) => m.name)).toEqual(['Old NCR log']);
    expect(
      (await t.request('DELETE', `/v1/import-mappings/${created.body.id}`, { token: admin })).status,
    ).toBe(204);
    expect(
      (await t.request('DELETE', `/v1/import-mappings/${created.body.id}`, { token: admin })).status,
    ).toBe(404);
  });

  it('imports reference data the same way: products, part numbers with their product, suppliers, locations', async () => {
    const products = await importFile(
      t,
      admin,
      'products.csv',
      csvFile([
        ['Name', 'Notes'],
        ['Gadget A', ''],
        ['Gadget A', 'again'],
        ['', 'no name'],
      ]),
      {
        kind: 'products',
      },
    );
    expect(products.dryRun.counts).toEqual({ create: 1, update: 0, unchanged: 1, refuse: 1 });
    expect(products.done).toMatchObject({ status: 'done', counts: { created: 1, unchanged: 1, refused: 1 } });
    const parts = await importFile(
      t,
      admin,
      'parts.csv',
      csvFile([
        ['Part Number', 'Description', 'Product'],
        ['GA-1', 'Lid', 'Gadget A'],
        ['GZ-1', 'Lid', 'Nope'],
      ]),
      { kind: 'part-numbers' },
    );
    expect(parts.dryRun.refused).toEqual([
      { line: 3, externalReference: 'GZ-1', reasons: [REFERENCE_MSG.partNumberProductUnknown] },
    ]);
    const list = await t.request('GET', '/v1/partNumbers', { token: admin });
    expect(list.body).toContainEqual({ id: 'GA-1', description: 'Lid', product: 'Gadget A', active: true });
    const suppliers = await importFile(
      t,
      admin,
      's.csv',
      csvFile([
        ['Supplier', 'Code'],
        ['Acme', 'ACX'],
      ]),
      {
        kind: 'suppliers',
      },
    );
    expect(suppliers.done.counts.created).toBe(1);
    const locations = await importFile(
      t,
      admin,
      'l.csv',
      csvFile([
        ['Location', 'Category'],
        ['Import bay', 'Goods in'],
        ['Import bay', 'Goods in'],
      ]),
      { kind: 'locations' },
    );
    expect(locations.done.counts).toMatchObject({ created: 1, unchanged: 1 });
    const tree = (await t.request('GET', '/v1/locations', { token: admin })).body;
    const bay = tree.find((l: { id: string }) => l.id === 'Import_bay');
    expect(bay.categories).toEqual([{ id: 'Goods_in', title: 'Goods in', subcategories: [] }]);
    const undo = await t.request('POST', `/v1/imports/${locations.done.id}/undo`, { token: admin });
    expect(undo.status).toBe(409);
    expect(undo.body.message).toBe(IMPORT_MSG.notUndoable);
  });
});
