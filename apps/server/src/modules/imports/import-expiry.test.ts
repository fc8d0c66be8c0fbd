import { IMPORT_MSG } from '@qi/domain/incident-import-messages';
import { type TImport, UNSTARTED_IMPORT_DAYS } from '@qi/domain/incident-import-schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { expireUnstartedImports } from './import-expiry';
import { csvFile, importFile, uploadImport } from './import-test-kit';

const DAY = 86_400_000;
const START = new Date('2026-03-02T09:00:00Z').getTime();
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
const ROW = [
  'EXP-1',
  '2024-05-01',
  'Expiry widget',
  'EW-1',
  2,
  'GRN12345678',
  'PO-1',
  'Expiry bay',
  'A',
  'Closed',
];

describe('imports never started expire after 7 days (their file deleted, the job on a controllable clock)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    // Only Date is faked, and it keeps running: the clock jumps days while the jobs' timers stay real.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(START);
    t = await startTestApp({ env: { IMPORT_JOB_SECONDS: '0.05', UPLOAD_CLEANUP_SECONDS: '0.2' } });
    admin = (await t.login('admin')).idToken;
    await t.request('POST', '/v1/products', { token: admin, body: { name: 'Expiry widget' } });
    await t.request('POST', '/v1/partNumbers', {
      token: admin,
      body: { id: 'EW-1', description: 'Widget body', product: 'Expiry widget' },
    });
    const tree = (await t.request('GET', '/v1/locations', { token: admin })).body;
    await t.request('PUT', '/v1/locations', {
      token: admin,
      body: [...tree, { id: 'Expiry_bay', title: 'Expiry bay', categories: [] }],
    });
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  /** Moves the clock to `days` after the start and signs in again (a token from days ago has expired). */
  const at = async (days: number) => {
    vi.setSystemTime(START + days * DAY);
    admin = (await t.login('admin')).idToken;
  };
  const statusOf = async (id: string) =>
    (await t.request<TImport>('GET', `/v1/imports/${id}`, { token: admin })).body.status;
  const fileKeyOf = async (id: string) =>
    (await t.db.selectFrom('imports').select('file_key').where('id', '=', id).executeTakeFirstOrThrow())
      .file_key;
  const stored = async (key: string) => {
    try {
      const { stream } = await t.app.appContext.storage.get(key);
      // Found; the stream is not read (a file deleted meanwhile must not fail it later).
      stream.on('error', () => undefined);
      stream.destroy();
      return true;
    } catch {
      return false;
    }
  };
  const upload = async (name: string) => {
    const res = await uploadImport(t, admin, { name, content: csvFile([HEADER, ROW]) });
    expect(res.status, res.text).toBe(201);
    return res.body as { id: string; proposedMapping: Record<string, string | null> };
  };
  const dryRun = (id: string, mapping: Record<string, string | null>) =>
    t.request('POST', `/v1/imports/${id}/dry-run`, { token: admin, body: { mapping } });

  it('expires an upload and a dry run left for 7 days, keeps what was touched since and what ran', async () => {
    const uploaded = await upload('uploaded-only.csv');
    const checked = await upload('checked-only.csv');
    expect((await dryRun(checked.id, checked.proposedMapping)).status).toBe(200);
    const touched = await upload('checked-again.csv');
    expect((await dryRun(touched.id, touched.proposedMapping)).status).toBe(200);
    const ran = await importFile(t, admin, 'ran.csv', csvFile([HEADER, ROW]));
    expect(ran.done.status).toBe('done');
    const keys = {
      uploaded: await fileKeyOf(uploaded.id),
      checked: await fileKeyOf(checked.id),
      touched: await fileKeyOf(touched.id),
    };
    for (const key of Object.values(keys)) expect(await stored(key)).toBe(true);

    // Six days on nothing has expired yet; the admin checks one of them again.
    await at(6);
    expect(await expireUnstartedImports(t.app.appContext, t.app.log)).toBe(0);
    expect(await statusOf(uploaded.id)).toBe('uploaded');
    expect((await dryRun(touched.id, touched.proposedMapping)).status).toBe(200);

    // Past the seventh day the declared job (every 0.2 s here) expires the two left alone.
    await at(UNSTARTED_IMPORT_DAYS + 1);
    await vi.waitFor(async () => expect(await statusOf(checked.id)).toBe('expired'), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await statusOf(uploaded.id)).toBe('expired'), { timeout: 10_000 });
    // The row is marked first, its file deleted next.
    await vi.waitFor(async () => expect(await stored(keys.uploaded)).toBe(false));
    await vi.waitFor(async () => expect(await stored(keys.checked)).toBe(false));
    expect(await statusOf(touched.id)).toBe('checked');
    expect(await stored(keys.touched)).toBe(true);
    expect(await statusOf(ran.done.id)).toBe('done');

    // An expired import can be neither checked nor run: the admin is told to upload the file again.
    const again = await dryRun(checked.id, checked.proposedMapping);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(IMPORT_MSG.expired(UNSTARTED_IMPORT_DAYS));
    const run = await t.request('POST', `/v1/imports/${checked.id}/run`, {
      token: admin,
      body: { mapping: checked.proposedMapping },
    });
    expect(run.status).toBe(409);
    expect(run.body.message).toBe(IMPORT_MSG.expired(UNSTARTED_IMPORT_DAYS));

    // The one checked on day 6 expires 7 days after that check.
    await at(6 + UNSTARTED_IMPORT_DAYS + 1);
    await vi.waitFor(async () => expect(await statusOf(touched.id)).toBe('expired'), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await stored(keys.touched)).toBe(false));
    expect(await expireUnstartedImports(t.app.appContext, t.app.log)).toBe(0);
  });
});
