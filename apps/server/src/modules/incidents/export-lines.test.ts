import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { usingPostgres } from '../../../test/helpers/test-database';
import {
  EXPORT_LINE_SETTLE_MS,
  keepExportLinesCurrent,
  startExportLinePass,
  writeExportLines,
} from './export-line-writer';
import { useExportLinesFixture } from './export-lines-fixture';

/**
 * The CSV export's records written ahead (decisions 029 and 030), on the database the tests run on: the
 * database deletes a line when its rows change, an export takes a line only under its own lookups key and gives
 * the same bytes with lines as without, and the writer's passes write what is missing. How the writer stores a
 * line, and how an export finds it: export-line-store.test.ts.
 */
describe('export lines written ahead (decisions 029 and 030)', () => {
  const f = useExportLinesFixture();
  const { ids, exportCsv, writeAll, markLines, lineCount, withoutLines } = f;

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
    expect((await f.k.act(f.k.callers.quality, ids.submitted, { action: 'acknowledge' })).status).toBe(200);
    const saved = await f.k.put(f.k.callers.investigator, f.investigationId, {
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
    await f.t.db.deleteFrom('incident_export_lines').where('incident_id', '=', ids.untouched).execute();
    expect(await writeAll()).toBe(3);
    const rewritten = await exportCsv();
    expect(rewritten).toBe(await withoutLines());
  });

  it('the database deletes the line when its incident or its investigation is written outside the API too', async () => {
    await writeAll();
    const later = (value: Date | string) => new Date(new Date(value).getTime() + 1).toISOString();
    const { updated_at } = await f.t.db
      .selectFrom('incidents')
      .select('updated_at')
      .where('id', '=', ids.untouched)
      .executeTakeFirstOrThrow();
    await f.t.db
      .updateTable('incidents')
      .set({ updated_at: later(updated_at) })
      .where('id', '=', ids.untouched)
      .execute();
    expect(await lineCount(ids.untouched)).toBe(0);
    const inv = await f.t.db
      .selectFrom('investigations')
      .select('updated_at')
      .where('id', '=', f.investigationId)
      .executeTakeFirstOrThrow();
    expect(await lineCount(ids.investigated)).toBe(1);
    await f.t.db
      .updateTable('investigations')
      .set({ updated_at: later(inv.updated_at) })
      .where('id', '=', f.investigationId)
      .execute();
    expect(await lineCount(ids.investigated)).toBe(0);
    // A write that leaves `updated_at` as it was (none of the application's) keeps the line.
    expect(await lineCount(ids.submitted)).toBe(1);
    await f.t.db
      .updateTable('incidents')
      .set({ grn_number: sql`grn_number` })
      .where('id', '=', ids.submitted)
      .execute();
    expect(await lineCount(ids.submitted)).toBe(1);
  });

  it.skipIf(usingPostgres())(
    "SQLite: a line keyed by a rowid that is now another incident's is not taken",
    async () => {
      await writeAll();
      await markLines();
      await f.t.db
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
    const { name } = await f.t.db
      .selectFrom('users')
      .select('name')
      .where('user_id', '=', f.k.callers.user.id)
      .executeTakeFirstOrThrow();
    await f.t.db
      .updateTable('users')
      .set({ name: 'Zq Renamed' })
      .where('user_id', '=', f.k.callers.user.id)
      .execute();
    try {
      const csv = await exportCsv();
      expect(csv).not.toContain('written ahead');
      expect(csv).toContain('Zq Renamed');
      // The writer writes every line again under the new lookups.
      expect(await writeAll()).toBeGreaterThanOrEqual(3);
      expect(await exportCsv()).toBe(csv);
    } finally {
      await f.t.db.updateTable('users').set({ name }).where('user_id', '=', f.k.callers.user.id).execute();
    }
  });

  it('writes a row only once it has settled, and a pass since a moment looks only at what changed', async () => {
    await writeAll();
    const since = new Date(Date.now() - 1).toISOString();
    const fresh = (await f.k.create(f.k.callers.user, 'submit', { description: 'zqlines fresh' })).id;
    const lineOf = (id: string) =>
      f.t.db
        .selectFrom('incident_export_lines')
        .select('line')
        .where('incident_id', '=', id)
        .executeTakeFirst();
    // Changed less than EXPORT_LINE_SETTLE_MS ago: left for a later pass.
    const now = await startExportLinePass(f.t.db, since);
    expect(await writeExportLines(f.t.db, f.t.app.appContext.dbKind, now)).toEqual({
      written: 0,
      more: false,
    });
    expect(await lineOf(fresh)).toBeUndefined();
    // Later, a pass since that moment writes it, and only it.
    const later = await startExportLinePass(f.t.db, since, Date.now() + EXPORT_LINE_SETTLE_MS + 1000);
    expect(await writeExportLines(f.t.db, f.t.app.appContext.dbKind, later)).toEqual({
      written: 1,
      more: false,
    });
    expect((await lineOf(fresh))?.line).toContain('zqlines fresh');
  });

  it('a pass over every incident reads them a window of ids at a time, and writes them all', async () => {
    await f.t.db.deleteFrom('incident_export_lines').execute();
    const total = (await f.t.db.selectFrom('incidents').select('id').execute()).length;
    expect(total).toBeGreaterThan(4);
    const pass = await startExportLinePass(f.t.db, null, Date.now() + EXPORT_LINE_SETTLE_MS + 1000, 2);
    const steps = [];
    for (;;) {
      const step = await writeExportLines(f.t.db, f.t.app.appContext.dbKind, pass, 1);
      steps.push(step);
      if (!step.more) break;
    }
    // Each statement looked at two ids at most, and wrote one line at most.
    expect(steps.length).toBeGreaterThanOrEqual(total);
    expect(steps.reduce((sum, step) => sum + step.written, 0)).toBe(total);
    expect((await f.t.db.selectFrom('incident_export_lines').select('incident_id').execute()).length).toBe(
      total,
    );
    // With every line current, a pass still goes window by window: one statement per two ids, and one for the
    // ids after the last full window (none or one).
    const again = await startExportLinePass(f.t.db, null, Date.now() + EXPORT_LINE_SETTLE_MS + 1000, 2);
    let statements = 0;
    for (;;) {
      statements++;
      const step = await writeExportLines(f.t.db, f.t.app.appContext.dbKind, again);
      expect(step.written).toBe(0);
      if (!step.more) break;
    }
    expect(statements).toBe(Math.floor(total / 2) + 1);
  });

  it('the background writer writes every line again after a user is renamed', async () => {
    await writeAll();
    const errors: unknown[] = [];
    const stop = keepExportLinesCurrent({ db: f.t.db, kind: f.t.app.appContext.dbKind }, 50, (e) =>
      errors.push(e),
    );
    const { name } = await f.t.db
      .selectFrom('users')
      .select('name')
      .where('user_id', '=', f.k.callers.user.id)
      .executeTakeFirstOrThrow();
    try {
      // Its first pass (every incident) finds nothing to write.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const keys = async () =>
        new Set(
          (await f.t.db.selectFrom('incident_export_lines').select('lookups_key').execute()).map(
            (r) => r.lookups_key,
          ),
        );
      const before = await keys();
      expect(before.size).toBe(1);
      await f.t.db
        .updateTable('users')
        .set({ name: 'Zq Renamed Again' })
        .where('user_id', '=', f.k.callers.user.id)
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
      await f.t.db.updateTable('users').set({ name }).where('user_id', '=', f.k.callers.user.id).execute();
    }
  });

  it('deleting an incident deletes its line', async () => {
    const draft = (await f.k.create(f.k.callers.user, 'save-draft', { description: 'zqlines draft' })).id;
    await writeAll();
    const count = () =>
      f.t.db
        .selectFrom('incident_export_lines')
        .select('incident_id')
        .where('incident_id', '=', draft)
        .execute();
    expect(await count()).toHaveLength(1);
    await f.t.db.deleteFrom('incidents').where('id', '=', draft).execute();
    expect(await count()).toHaveLength(0);
  });
});
