import { ZIncidentListQuery } from '@qi/domain/incident-list-query';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { queryPlan } from '../../../test/helpers/query-plan';
import { usingPostgres } from '../../../test/helpers/test-database';
import { EXPORT_LINES_HASH_INDEX } from '../../db/migrations/150-export-lines-hash-index';
import { storeExportLines } from './export-line-writer';
import { useExportLinesFixture } from './export-lines-fixture';
import { csvWalkPlan, withLinesKey } from './export-rows-repository';

/**
 * How the writer stores a line written ahead (decisions 029, 030 and 032), on the database the tests run on: only
 * while its incident and its investigation are as they were read, never while another transaction writes them,
 * one line per incident at most; and how an export's walk finds each row's line.
 */
describe('export lines: storing them and finding them (decisions 029, 030 and 032)', () => {
  const f = useExportLinesFixture();
  const { ids, exportCsv, writeAll, lineCount, readLine, exportLinesKeyOf } = f;

  it('stores a line only while its incident and its investigation are as they were read', async () => {
    await writeAll();
    const key = await exportLinesKeyOf();
    const kind = f.t.app.appContext.dbKind;
    await f.t.db.deleteFrom('incident_export_lines').execute();
    const untouched = await readLine(ids.untouched);
    const submitted = (await f.k.create(f.k.callers.user, 'submit', { description: 'zqlines read' })).id;
    const incidentRead = await readLine(submitted);
    const investigationRead = await readLine(ids.investigated);
    expect(investigationRead.investigationId).not.toBeNull();
    // Both change after they were read, one by its incident, the other by its investigation only.
    const moved = await f.k.act(f.k.callers.quality, submitted, { action: 'acknowledge' });
    expect(moved.status).toBe(200);
    // The investigation's first save with a section needs its justification and quantity (a test of its own file
    // must not count on another file's tests having saved them).
    const saved = await f.k.put(f.k.callers.investigator, f.investigationId, {
      incidentJustified: false,
      defectiveProductQuantity: '2',
      containmentAction: 'zqlines again',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(await storeExportLines(f.t.db, kind, key, [untouched, incidentRead, investigationRead])).toBe(1);
    expect(await lineCount(ids.untouched)).toBe(1);
    expect(await lineCount(submitted)).toBe(0);
    expect(await lineCount(ids.investigated)).toBe(0);
    expect(await exportCsv()).toContain(`stored ${ids.untouched}\r\n`);
    // Read again, they are stored.
    const again = [await readLine(submitted), await readLine(ids.investigated)];
    expect(await storeExportLines(f.t.db, kind, key, again)).toBe(2);
    const csv = await exportCsv();
    for (const id of [submitted, ids.investigated, ids.untouched]) expect(csv).toContain(`stored ${id}\r\n`);
  });

  it.skipIf(!usingPostgres())(
    'PostgreSQL: a line whose incident another transaction is writing is left for later, without waiting',
    async () => {
      await f.t.db.deleteFrom('incident_export_lines').execute();
      const key = await exportLinesKeyOf();
      const read = [await readLine(ids.untouched), await readLine(ids.investigated)];
      let stored = -1;
      await f.t.db
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
            .where('id', '=', f.investigationId)
            .execute();
          // Another connection: both rows are locked by this transaction, so neither line is stored.
          stored = await storeExportLines(f.t.db, 'postgres', key, read);
          throw new Error('roll back');
        })
        .catch((error: Error) => expect(error.message).toBe('roll back'));
      expect(stored).toBe(0);
      expect(await storeExportLines(f.t.db, 'postgres', key, read)).toBe(2);
    },
  );

  it.skipIf(!usingPostgres())(
    'PostgreSQL: an incident has one line at most, however often and by however many writers it is stored (032)',
    async () => {
      await f.t.db.deleteFrom('incident_export_lines').execute();
      const key = await exportLinesKeyOf();
      const read = [await readLine(ids.untouched)];
      const linesOf = () =>
        f.t.db
          .selectFrom('incident_export_lines')
          .select(['lookups_key', 'line'])
          .where('incident_id', '=', ids.untouched)
          .execute();
      // Stored again (the delete and insert that replace `on conflict … do update`): still one line.
      expect(await storeExportLines(f.t.db, 'postgres', key, read)).toBe(1);
      expect(await storeExportLines(f.t.db, 'postgres', 'another key', read)).toBe(1);
      expect(await linesOf()).toEqual([{ lookups_key: 'another key', line: read[0]!.line }]);
      let stored = -1;
      await f.t.db
        .transaction()
        .execute(async (trx) => {
          // Another writer in the middle of storing the same line holds a lock on the incident: even the
          // weakest, a share lock, must keep this writer off it.
          await sql`select id from incidents where id = ${ids.untouched} for share`.execute(trx);
          stored = await storeExportLines(f.t.db, 'postgres', key, read);
          throw new Error('roll back');
        })
        .catch((error: Error) => expect(error.message).toBe('roll back'));
      expect(stored).toBe(0);
      // The exclusion constraint refuses a second line outright.
      const duplicate = await f.t.db
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

  it("finds each row's line with one lookup: the rowid on SQLite, the hash index on PostgreSQL (032)", async () => {
    const kind = f.t.app.appContext.dbKind;
    const query = ZIncidentListQuery.parse({
      sortBy: 'incidentDate',
      sortDir: 'desc',
      filters: [{ key: 'product', type: 'category', filter: ['zqlines product'] }],
    });
    const plan = csvWalkPlan(f.t.db, kind, query, { id: f.k.callers.quality.id, role: 'quality' }, 1000);
    const { first } = withLinesKey(plan, 'some key').parts[0]!;
    const explained = await queryPlan(f.t.db, kind, first);
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
