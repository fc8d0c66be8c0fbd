import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { incidentKit } from '../incidents/incident-test-kit';
import { csvFile, importFile } from './import-test-kit';

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
  'Raised By',
];

describe('GET /v1/incidents/{id}: where an imported incident came from (decision 054)', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  beforeAll(async () => {
    t = await startTestApp({ env: { IMPORT_JOB_SECONDS: '0.05' } });
    const tokens = await t.login('admin');
    admin = tokens.idToken;
    adminId = tokens.user.user_id;
    await t.request('POST', '/v1/products', { token: admin, body: { name: 'Origin widget' } });
    await t.request('POST', '/v1/partNumbers', {
      token: admin,
      body: { id: 'OW-1', description: 'Widget body', product: 'Origin widget' },
    });
    const tree = (await t.request('GET', '/v1/locations', { token: admin })).body;
    await t.request('PUT', '/v1/locations', {
      token: admin,
      body: [...tree, { id: 'Origin_bay', title: 'Origin bay', categories: [] }],
    });
  });
  afterAll(() => t.close());

  const row = (ref: string, raisedBy: string) => [
    ref,
    '2024-05-01',
    'Origin widget',
    'OW-1',
    2,
    'GRN12345678',
    'PO-1',
    'Origin bay',
    `Imported ${ref}`,
    raisedBy,
  ];
  const incidentOf = async (ref: string) => {
    const row = await t.db
      .selectFrom('import_references')
      .select('incident_id')
      .where('external_reference', '=', ref)
      .executeTakeFirstOrThrow();
    const res = await t.request('GET', `/v1/incidents/${row.incident_id}`, { token: admin });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('answers the external reference and the original reporter kept as text when not a user', async () => {
    const quality = await t.login('quality');
    const { done } = await importFile(
      t,
      admin,
      'legacy.csv',
      csvFile([HEADER, row('ORIGIN-1', 'Inspector Gadget'), row('ORIGIN-2', DEMO_EMAILS.quality)]),
    );
    expect(done).toMatchObject({ status: 'done', counts: { created: 2, refused: 0 } });

    const kept = await incidentOf('ORIGIN-1');
    expect(kept.importedFrom).toEqual({
      externalReference: 'ORIGIN-1',
      originalReporter: 'Inspector Gadget',
    });
    // The admin who ran it stands in as the reporter the product knows.
    expect(kept.reportedBy).toBe(adminId);

    const user = await incidentOf('ORIGIN-2');
    expect(user.importedFrom).toEqual({ externalReference: 'ORIGIN-2', originalReporter: null });
    expect(user.reportedBy).toBe(quality.user.user_id);
  });

  it('answers null for an incident reported here, and leaves the list without it', async () => {
    const kit = await incidentKit(t);
    const incident = await kit.create(kit.callers.user, 'submit');
    const res = await t.request('GET', `/v1/incidents/${incident.id}`, { token: admin });
    expect(res.body.importedFrom).toBeNull();
    const list = await t.request('GET', '/v1/incidents', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThan(0);
    for (const item of list.body.items) expect(item).not.toHaveProperty('importedFrom');
  });
});
