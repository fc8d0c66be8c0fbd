import { ZIncidentListQuery } from '@qi/domain/incident-list-query';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPlan } from '../../../test/helpers/query-plan';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { usingPostgres } from '../../../test/helpers/test-database';
import { EXPORT_LINES_HASH_INDEX } from '../../db/migrations/150-export-lines-hash-index';
import { investigationKit } from '../investigations/investigation-test-kit';
import {
  EXPORT_LINE_SETTLE_MS,
  type ExportLineToStore,
  keepExportLinesCurrent,
  stamp,
  startExportLinePass,
  storeExportLines,
  writeAllExportLines,
  writeExportLines,
} from './export-line-writer';
import { exportLinesKey } from './export-lines';
import { exportLookups } from './export-lookups-repository';
import { csvWalkPlan, withLinesKey } from './export-rows-repository';

/**
 * The CSV export's records written ahead (decisions 029 and 030), on the database the tests run on: the
 * database deletes a line when its rows change, a line is stored only while its rows are as they were read, an
 * export takes a line only under its own lookups key, and gives the same bytes with lines as without.
 */
describe('export lines written ahead (decisions 029 and 030)', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  const ids: Record<'submitted' | 'investigated' | 'untouched', string> = {
    submitted: '',
    investigated: '',
    untouched: '',
  };
  beforeAll(async () => {
    // The background writer stays off: each test writes the lines when it wants them.
    t = await startTestApp({ env: { EXPORT_LINES_MS: '0' } });
    k = await investigationKit(t);
    ids.submitted = (await k.create(k.callers.user, 'submit', { description: 'zqlines submitted' })).id;
    const { incident, investigation } = await k.started('zqlines, "investigated"\nsecond line');
    ids.investigated = incident.id;
    investigationId = investigation.id;
    ids.untouched = (await k.create(k.callers.user, 'submit', { description: '=zqlines untouched' })).id;
  });
  afterAll(() => t.close());
  let investigationId = '';

  const exportCsv = async () => {
    const res = await fetch(`${t.baseUrl}/v1/incidents/export.csv?search=zqlines`, {
      headers: { authorization: `Bearer ${k.callers.quality.token}` },
    });
    expect(res.status).toBe(200);
    return res.text();
  };
  /** Every line that is missing or old, as the background writer would write them once rows have settled. */
  const writeAll = () =>
    writeAllExportLines(t.db, t.app.appContext.dbKind, { now: Date.now() + EXPORT_LINE_SETTLE_MS + 1000 });
  /** Replaces the text of every line (the stamps stay), to see which lines an export takes. */
  const markLines = async () => {
    const rows = await t.db.selectFrom('incident_export_lines').select('incident_id').execute();
    for (const { incident_id } of rows) {
      await t.db
        .updateTable('incident_export_lines')
        .set({ line: `written ahead ${incident_id}\r\n` })
        .where('incident_id', '=', incident_id)
        .execute();
    }
  };
  const lineCount = async (id: string) =>
    (await t.db.selectFrom('incident_export_lines').select('line').where('incident_id', '=', id).execute())
      .length;
  /** What the writer would store for the incident, read now. */
  const readLine = async (id: string): Promise<ExportLineToStore> => {
    const row = await t.db
      .selectFrom('incidents')
      .leftJoin('investigations', 'investigations.id', 'incidents.investigation_id')
      .select(['incidents.investigation_id', 'incidents.updated_at', 'investigations.updated_at as inv'])
      .where('incidents.id', '=', id)
      .executeTakeFirstOrThrow();
    return {
      incidentId: id,
      investigationId: row.investigation_id,
      incidentUpdatedAt: stamp(row.updated_at),
      investigationUpdatedAt: row.inv === null ? null : stamp(row.inv),
      line: `stored ${id}\r\n`,
    };
  };
  const exportLinesKeyOf = async () => exportLinesKey(await exportLookups(t.db));
  const withoutLines = async () => {
    await t.db.deleteFrom('incident_export_lines').execute();
    return exportCsv();
  };

  it('gives the same bytes with the lines written ahead as without them, and takes them', async () => {
    const before = await withoutLines();
    expect(before).toContain('"zqlines, ""investigated""\nsecond line"');
    expect(before).toContain("'=zqlines untouched");
    expect(await writeAll()).toBeGreaterThanOrEqual(3);
    // Nothing is left to write.
    expect(await writeAll()).toBe(0);
    expect(await exportCsv()).toBe(before);
    await markLines();
    const marked = await exportCsv();
    for (const id of Object.values(ids)) expect(marked).toContain(`written ahead ${id}\r\n`);
    expect(marked).not.toContain('zqlines');
  });

  it('does not take the line of an incident, or of its investigation, changed since it was written', async () => {
    await writeAll();
    await markLines();
    expect((await k.act(k.callers.quality, ids.submitted, { action: 'acknowledge' })).status).toBe(200);
    const saved = await k.put(k.callers.investigator, investigationId, {
      incidentJustified: false,
      defectiveProductQuantity: '2',
      containmentAction: 'zqlines contained',
    });
    expect(saved.status).toBe(200);
    const csv = await exportCsv();
    expect(csv).not.toContain(`written ahead ${ids.submitted}`);
    expect(csv).not.toContain(`written ahead ${ids.investigated}`);
    expect(csv).toContain('zqlines contained');
    expect(csv).toContain(`written ahead ${ids.untouched}\r\n`);
    // The database deleted the two lines (migration 130's triggers), and kept the third.
    expect(await lineCount(ids.submitted)).toBe(0);
    expect(await lineCount(ids.investigated)).toBe(0);
    expect(await lineCount(ids.untouched)).toBe(1);
    // Written again, the lines give the export without lines.
    await t.db.deleteFrom('incident_export_lines').where('incident_id', '=', ids.untouched).execute();
    expect(await writeAll()).toBe(3);
    const rewritten = await exportCsv();
    expect(rewritten).toBe(await withoutLines());
  });

  it('stores a line only while its incident and its investigation are as they were read', async () => {
    await writeAll();
    const key = await exportLinesKeyOf();
    const kind = t.app.appContext.dbKind;
    await t.db.deleteFrom('incident_export_lines').execute();
    const untouched = await readLine(ids.untouched);
    const submitted = (await k.create(k.callers.user, 'submit', { description: 'zqlines read' })).id;
    const incidentRead = await readLine(submitted);
    const investigationRead = await readLine(ids.investigated);
    expect(investigationRead.investigationId).not.toBeNull();
    // Both change after they were read, one by its incident, the other by its investigation only.
    const moved = await k.act(k.callers.quality, submitted, { action: 'acknowledge' });
    expect(moved.status).toBe(200);
    const saved = await k.put(k.callers.investigator, investigationId, {
      containmentAction: 'zqlines again',
    });
    expect(saved.status).toBe(200);
    expect(await storeExportLines(t.db, kind, key, [untouched, incidentRead, investigationRead])).toBe(1);
    expect(await lineCount(ids.untouched)).toBe(1);
    expect(await lineCount(submitted)).toBe(0);
    expect(await lineCount(ids.investigated)).toBe(0);
    expect(await exportCsv()).toContain(`stored ${ids.untouched}\r\n`);
    // Read again, they are stored.
    const again = [await readLine(submitted), await readLine(ids.investigated)];
    expect(await storeExportLines(t.db, kind, key, again)).toBe(2);
    const csv = await exportCsv();
    for (const id of [submitted, ids.investigated, ids.untouched]) expect(csv).toContain(`stored ${id}\r\n`);
  });

  it('the database deletes the line when its incident or its investigation is written outside the API too', async () => {
    await writeAll();
    const later = (value: Date | string) => new Date(new Date(value).getTime() + 1).toISOString();
    const { updated_at } = await t.db
      .selectFrom('incidents')
      .select('updated_at')
      .where('id', '=', ids.untouched)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('incidents')
      .set({ updated_at: later(updated_at) })
      .where('id', '=', ids.untouched)
      .execute();
    expect(await lineCount(ids.untouched)).toBe(0);
    const inv = await t.db
      .selectFrom('investigations')
      .select('updated_at')
      .where('id', '=', investigationId)
      .executeTakeFirstOrThrow();
    expect(await lineCount(ids.investigated)).toBe(1);
    await t.db
      .updateTable('investigations')
      .set({ updated_at: later(inv.updated_at) })
      .where('id', '=', investigationId)
      .execute();
    expect(await lineCount(ids.investigated)).toBe(0);
    // A write that leaves `updated_at` as it was (none of the application's) keeps the line.
    expect(await lineCount(ids.submitted)).toBe(1);
    await t.db
      .updateTable('incidents')
      .set({ grn_number: sql`grn_number` })
      .where('id', '=', ids.submitted)
      .execute();
    expect(await lineCount(ids.submitted)).toBe(1);
  });

  it.skipIf(!usingPostgres())(
    'PostgreSQL: a line whose incident another transaction is writing is left for later, without waiting',
    async () => {
      await t.db.deleteFrom('incident_export_lines').execute();
      const key = await exportLinesKeyOf();
      const read = [await readLine(ids.untouched), await readLine(ids.investigated)];
      let stored = -1;
      await t.db
        .transaction()
        .execute(async (trx) => {
          await trx
            .updateTable('incidents')
            .set({ grn_number: sql`grn_number` })
            .where('id', '=', ids.untouched)
            .execute();
          await trx
            .updateTable('investigations')
            .set({ root_cause: sql`root_cause` })
            .where('id', '=', investigationId)
            .execute();
          // Another connection: both rows are locked by this transaction, so neither line is stored.
          stored = await storeExportLines(t.db, 'postgres', key, read);
          throw new Error('roll back');
        })
        .catch((error: Error) => expect(error.message).toBe('roll back'));
      expect(stored).toBe(0);
      expect(await storeExportLines(t.db, 'postgres', key, read)).toBe(2);
    },
  );

  it.skipIf(!usingPostgres())(
    'PostgreSQL: an incident has one line at most, however often and by however many writers it is stored (032)',
    async () => {
      await t.db.deleteFrom('incident_export_lines').execute();
      const key = await exportLinesKeyOf();
      const read = [await readLine(ids.untouched)];
      const linesOf = () =>
        t.db
          .selectFrom('incident_export_lines')
          .select(['lookups_key', 'line'])
          .where('incident_id', '=', ids.untouched)
          .execute();
      // Stored again (the delete and insert that replace `on conflict … do update`): still one line.
      expect(await storeExportLines(t.db, 'postgres', key, read)).toBe(1);
      expect(await storeExportLines(t.db, 'postgres', 'another key', read)).toBe(1);
      expect(await linesOf()).toEqual([{ lookups_key: 'another key', line: read[0]!.line }]);
      let stored = -1;
      await t.db
        .transaction()
        .execute(async (trx) => {
          // Another writer in the middle of storing the same line holds a lock on the incident: even the
          // weakest, a share lock, must keep this writer off it.
          await sql`select id from incidents where id = ${ids.untouched} for share`.execute(trx);
          stored = await storeExportLines(t.db, 'postgres', key, read);
          throw new Error('roll back');
        })
        .catch((error: Error) => expect(error.message).toBe('roll back'));
      expect(stored).toBe(0);
      // The exclusion constraint refuses a second line outright.
      const duplicate = await t.db
        .insertInto('incident_export_lines')
        .values({
          incident_id: ids.untouched,
          incident_updated_at: read[0]!.incidentUpdatedAt,
          investigation_updated_at: null,
          lookups_key: key,
          line: 'twice',
        })
        .execute()
        .then(
          () => null,
          (error: { code?: string }) => error.code,
        );
      expect(duplicate).toBe('23P01');
      expect(await linesOf()).toHaveLength(1);
    },
  );

  it.skipIf(usingPostgres())(
    "SQLite: a line keyed by a rowid that is now another incident's is not taken",
    async () => {
      await writeAll();
      await markLines();
      await t.db
        .updateTable('incident_export_lines')
        .set({ incident_id: 'another incident' })
        .where('incident_id', '=', ids.untouched)
        .execute();
      const csv = await exportCsv();
      expect(csv).not.toContain(`written ahead ${ids.untouched}`);
      expect(csv).toContain('=zqlines untouched');
      expect(csv).toContain(`written ahead ${ids.submitted}\r\n`);
      // The writer writes it again over the wrong one.
      expect(await writeAll()).toBe(1);
      expect(await lineCount(ids.untouched)).toBe(1);
    },
  );

  it('takes no line written with other lookups (a user renamed)', async () => {
    await writeAll();
    await markLines();
    const { name } = await t.db
      .selectFrom('users')
      .select('name')
      .where('user_id', '=', k.callers.user.id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set({ name: 'Zq Renamed' })
      .where('user_id', '=', k.callers.user.id)
      .execute();
    try {
      const csv = await exportCsv();
      expect(csv).not.toContain('written ahead');
      expect(csv).toContain('Zq Renamed');
      // The writer writes every line again under the new lookups.
      expect(await writeAll()).toBeGreaterThanOrEqual(3);
      expect(await exportCsv()).toBe(csv);
    } finally {
      await t.db.updateTable('users').set({ name }).where('user_id', '=', k.callers.user.id).execute();
    }
  });

  it('writes a row only once it has settled, and a pass since a moment looks only at what changed', async () => {
    await writeAll();
    const since = new Date(Date.now() - 1).toISOString();
    const fresh = (await k.create(k.callers.user, 'submit', { description: 'zqlines fresh' })).id;
    const lineOf = (id: string) =>
      t.db
        .selectFrom('incident_export_lines')
        .select('line')
        .where('incident_id', '=', id)
        .executeTakeFirst();
    // Changed less than EXPORT_LINE_SETTLE_MS ago: left for a later pass.
    const now = await startExportLinePass(t.db, since);
    expect(await writeExportLines(t.db, t.app.appContext.dbKind, now)).toEqual({ written: 0, more: false });
    expect(await lineOf(fresh)).toBeUndefined();
    // Later, a pass since that moment writes it, and only it.
    const later = await startExportLinePass(t.db, since, Date.now() + EXPORT_LINE_SETTLE_MS + 1000);
    expect(await writeExportLines(t.db, t.app.appContext.dbKind, later)).toEqual({ written: 1, more: false });
    expect((await lineOf(fresh))?.line).toContain('zqlines fresh');
  });

  it('a pass over every incident reads them a window of ids at a time, and writes them all', async () => {
    await t.db.deleteFrom('incident_export_lines').execute();
    const total = (await t.db.selectFrom('incidents').select('id').execute()).length;
    expect(total).toBeGreaterThan(4);
    const pass = await startExportLinePass(t.db, null, Date.now() + EXPORT_LINE_SETTLE_MS + 1000, 2);
    const steps = [];
    for (;;) {
      const step = await writeExportLines(t.db, t.app.appContext.dbKind, pass, 1);
      steps.push(step);
      if (!step.more) break;
    }
    // Each statement looked at two ids at most, and wrote one line at most.
    expect(steps.length).toBeGreaterThanOrEqual(total);
    expect(steps.reduce((sum, step) => sum + step.written, 0)).toBe(total);
    expect((await t.db.selectFrom('incident_export_lines').select('incident_id').execute()).length).toBe(
      total,
    );
    // With every line current, a pass still goes window by window: one statement per two ids, and one for the
    // ids after the last full window (none or one).
    const again = await startExportLinePass(t.db, null, Date.now() + EXPORT_LINE_SETTLE_MS + 1000, 2);
    let statements = 0;
    for (;;) {
      statements++;
      const step = await writeExportLines(t.db, t.app.appContext.dbKind, again);
      expect(step.written).toBe(0);
      if (!step.more) break;
    }
    expect(statements).toBe(Math.floor(total / 2) + 1);
  });

  it('the background writer writes every line again after a user is renamed', async () => {
    await writeAll();
    const errors: unknown[] = [];
    const stop = keepExportLinesCurrent({ db: t.db, kind: t.app.appContext.dbKind }, 50, (e) =>
      errors.push(e),
    );
    const { name } = await t.db
      .selectFrom('users')
      .select('name')
      .where('user_id', '=', k.callers.user.id)
      .executeTakeFirstOrThrow();
    try {
      // Its first pass (every incident) finds nothing to write.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const keys = async () =>
        new Set(
          (await t.db.selectFrom('incident_export_lines').select('lookups_key').execute()).map(
            (r) => r.lookups_key,
          ),
        );
      const before = await keys();
      expect(before.size).toBe(1);
      await t.db
        .updateTable('users')
        .set({ name: 'Zq Renamed Again' })
        .where('user_id', '=', k.callers.user.id)
        .execute();
      const until = Date.now() + 10_000;
      while (Date.now() < until) {
        const now = await keys();
        if (now.size === 1 && !now.has([...before][0]!)) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const after = await keys();
      expect(after.size).toBe(1);
      expect(after.has([...before][0]!)).toBe(false);
      expect(await exportCsv()).toContain('Zq Renamed Again');
      expect(errors).toEqual([]);
    } finally {
      await stop();
      await t.db.updateTable('users').set({ name }).where('user_id', '=', k.callers.user.id).execute();
    }
  });

  it('deleting an incident deletes its line', async () => {
    const draft = (await k.create(k.callers.user, 'save-draft', { description: 'zqlines draft' })).id;
    await writeAll();
    const count = () =>
      t.db
        .selectFrom('incident_export_lines')
        .select('incident_id')
        .where('incident_id', '=', draft)
        .execute();
    expect(await count()).toHaveLength(1);
    await t.db.deleteFrom('incidents').where('id', '=', draft).execute();
    expect(await count()).toHaveLength(0);
  });

  it("finds each row's line with one lookup: the rowid on SQLite, the hash index on PostgreSQL (032)", async () => {
    const kind = t.app.appContext.dbKind;
    const query = ZIncidentListQuery.parse({
      sortBy: 'incidentDate',
      sortDir: 'desc',
      filters: [{ key: 'product', type: 'category', filter: ['zqlines product'] }],
    });
    const plan = csvWalkPlan(t.db, kind, query, { id: k.callers.quality.id, role: 'quality' }, 1000);
    const { first } = withLinesKey(plan, 'some key').parts[0]!;
    const explained = await queryPlan(t.db, kind, first);
    if (kind === 'sqlite') {
      expect(explained, explained).toMatch(
        /SEARCH incident_export_lines USING INTEGER PRIMARY KEY \(rowid=\?\)/,
      );
    } else {
      // An index scan, or on a test's tiny tables a bitmap scan, of the hash index: no other index is left.
      expect(explained, explained).toMatch(new RegExp(`Index Scan (using|on) ${EXPORT_LINES_HASH_INDEX}\\b`));
      expect(explained, explained).not.toMatch(/Seq Scan on incident_export_lines/);
    }
  });
});
