import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { nowIso } from '../../db/values';
import { insertUser } from '../users/user-repository';
import { insertIncidentRows } from './incident-repository';
import { type IncidentKit, incidentKit, incidentRecord } from './incident-test-kit';

/**
 * Issue #35, defect 2: the Reported By column shows the reporter's name, so sorting by it orders by that
 * name (then by id), not by the user id. The users' ids are chosen in the opposite order of their names.
 */
describe('incident list sorted by Reported By', () => {
  let t: TestApp;
  let k: IncidentKit;
  const suffix = randomUUID();
  const aaron = `zz-${suffix}`;
  const zed = `aa-${suffix}`;
  const mia = `mm-${suffix}`;
  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
    const now = nowIso();
    for (const [id, name] of [
      [aaron, 'Aaron Sortname'],
      [zed, 'Zed Sortname'],
      [mia, 'Mia Sortname'],
    ] as const) {
      await insertUser(t.db, {
        user_id: id,
        email: `${id}@example.com`,
        name,
        role: 'user',
        active: true,
        passwordHash: null,
        mustChangePassword: false,
        now,
      });
    }
    const rows = Array.from({ length: 60 }, (_, i) =>
      incidentRecord({ reportedBy: [zed, aaron, mia][i % 3]!, description: 'zqsortname row' }),
    );
    await t.db.transaction().execute((trx) => insertIncidentRows(trx, rows));
  });
  afterAll(() => t.close());

  async function reporters(sortDir: 'asc' | 'desc') {
    const res = await k.list<{ reportedBy: string }>(k.callers.quality, {
      search: 'zqsortname',
      sortBy: 'reportedBy',
      sortDir,
    });
    return res.items.map((item) => item.reportedBy);
  }
  const twenty = (id: string) => Array.from({ length: 20 }, () => id);

  it('orders by the name shown, in both directions', async () => {
    expect(await reporters('asc')).toEqual([...twenty(aaron), ...twenty(mia), ...twenty(zed)]);
    expect(await reporters('desc')).toEqual([...twenty(zed), ...twenty(mia), ...twenty(aaron)]);
  });

  it('pages through the same order (ties broken by id, so no row repeats or goes missing)', async () => {
    const whole = await k.list<{ id: string }>(k.callers.quality, {
      search: 'zqsortname',
      sortBy: 'reportedBy',
      sortDir: 'asc',
    });
    const paged: string[] = [];
    for (let page = 0; page < 2; page++) {
      const res = await k.list<{ id: string }>(k.callers.quality, {
        search: 'zqsortname',
        sortBy: 'reportedBy',
        sortDir: 'asc',
        rowsPerPage: '50',
        page: String(page),
      });
      paged.push(...res.items.map((item) => item.id));
    }
    expect(whole.items).toHaveLength(60);
    expect(paged).toEqual(whole.items.map((item) => item.id));
  });
});
