import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { nowIso } from '../../db/values';
import { insertUser } from '../users/user-repository';
import { insertIncidentRows } from './incident-repository';
import { type IncidentKit, incidentKit, incidentRecord } from './incident-test-kit';

/**
 * Issue #35, defect 14: the global search finds what the table shows, the reporter's name and the status's
 * label, besides the incident's own text.
 */
describe('incident search: the reporter name and the status label', () => {
  let t: TestApp;
  let k: IncidentKit;
  const reporter = `shown-${randomUUID()}`;
  const rows: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
    await insertUser(t.db, {
      user_id: reporter,
      email: `${reporter}@example.com`,
      name: 'Xavier Qqreporter',
      role: 'user',
      active: true,
      passwordHash: null,
      mustChangePassword: false,
      now: nowIso(),
    });
    const records = [
      incidentRecord({ reportedBy: reporter, description: 'first one' }),
      incidentRecord({ reportedBy: reporter, description: 'second one', status: 'pending-update' }),
      incidentRecord({ reportedBy: k.callers.user.id, description: 'by someone else' }),
      incidentRecord({ reportedBy: reporter, description: 'a draft', status: 'draft' }),
    ];
    for (const [index, name] of ['first', 'second', 'other', 'draft'].entries()) {
      rows[name] = records[index]!.id;
    }
    await t.db.transaction().execute((trx) => insertIncidentRows(trx, records));
  });
  afterAll(() => t.close());

  async function found(search: string, extra: Record<string, unknown> = {}) {
    const res = await k.list<{ id: string; status: string }>(k.callers.quality, {
      search,
      rowsPerPage: '200',
      ...extra,
    });
    return res.items;
  }

  it("finds the incidents of a reporter by any part of the reporter's name, ignoring case", async () => {
    for (const search of ['Xavier Qqreporter', 'qqrep', 'QQREPORTER']) {
      const ids = (await found(search)).map((item) => item.id).sort();
      // The draft stays hidden from quality, as in every list.
      expect(ids, search).toEqual([rows.first, rows.second].sort());
    }
    const sorted = await found('qqreporter', { sortBy: 'incidentNumber', sortDir: 'desc' });
    expect(sorted.map((item) => item.id).sort()).toEqual([rows.first, rows.second].sort());
  });

  it('finds the incidents whose status label contains the term', async () => {
    const pending = await found('pending upd');
    expect(pending.map((item) => item.id)).toContain(rows.second);
    expect(pending.map((item) => item.id)).not.toContain(rows.first);
    const submitted = await found('SUBMITTED');
    expect(submitted.map((item) => item.id)).toEqual(expect.arrayContaining([rows.first, rows.other]));
    expect(submitted.map((item) => item.id)).not.toContain(rows.second);
  });

  it('still finds the text of the incident itself, and nothing for a name nobody has', async () => {
    expect((await found('by someone else')).map((item) => item.id)).toEqual([rows.other]);
    expect(await found('Qqnobody')).toEqual([]);
  });
});
