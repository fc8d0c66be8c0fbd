import { ZIncidentListQuery } from '@qi/domain/incident-list-query';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { partNumberDescriptions, userNames } from '../export-lookups-repository';
import { EXPORTED, exportColumns } from '../export-rows-repository';
import { exportBatches } from '../incident-export';
import { iterateListBatches } from '../incident-list-repository';
import { insertIncidentRows } from '../incident-repository';
import { incidentRecord } from '../incident-test-kit';
import { type ExportLookups, exportContext, formatBatch } from './export-batch';
import { createExportThreads } from './export-threads';

describe('export threads', () => {
  let t: TestApp;
  let userId: string;
  let lookups: ExportLookups;
  beforeAll(async () => {
    t = await startTestApp();
    userId = (await t.login('user')).user.user_id;
    await insertIncidentRows(
      t.db,
      Array.from({ length: 7 }, (_, i) =>
        incidentRecord({
          reportedBy: userId,
          incidentNumber: 700_000 + i,
          incidentDate: `2024-02-0${i + 1}`,
          description: i === 3 ? 'zqthread "quoted",\r\nsecond line £' : `zqthread ${i}`,
          status: i === 5 ? 'cancelled' : 'submitted',
        }),
      ),
    );
    lookups = {
      userNames: [...(await userNames(t.db))],
      partNumberDescriptions: [...(await partNumberDescriptions(t.db))],
    };
  });
  afterAll(() => t.close());

  const ctx = () => t.app.appContext;
  const actor = () => ({ id: userId, role: 'user' as const });
  const query = () =>
    ZIncidentListQuery.parse({ search: 'zqthread', sortBy: 'incidentDate', sortDir: 'asc' });

  it('give the records the event loop would write itself, batch by batch, for CSV and XLSX cells', async () => {
    const here = exportContext(lookups);
    const expectedCsv: string[] = [];
    const expectedCells: unknown[] = [];
    const kind = ctx().dbKind;
    for await (const rows of iterateListBatches(t.db, kind, query(), actor(), EXPORTED, 2, exportColumns)) {
      expectedCsv.push(new TextDecoder().decode(formatBatch(rows, here, 'csv') as Uint8Array));
      expectedCells.push(formatBatch(rows, here, 'cells'));
    }
    // 6 exported rows (the cancelled one is not) in batches of 2.
    expect(expectedCsv).toHaveLength(3);
    expect(expectedCsv.join('')).toContain('"zqthread ""quoted"",\r\nsecond line £"');

    const csv: string[] = [];
    for await (const bytes of exportBatches(ctx(), query(), actor(), 'csv', 2)) {
      expect(bytes).toBeInstanceOf(Uint8Array);
      csv.push(new TextDecoder().decode(bytes));
    }
    expect(csv).toEqual(expectedCsv);
    const cells: unknown[] = [];
    for await (const batch of exportBatches(ctx(), query(), actor(), 'cells', 2)) cells.push(batch);
    expect(cells).toEqual(expectedCells);
  });

  it('answer a failed statement with its error and go on serving the same export', async () => {
    const run = ctx().exportThreads.begin('csv', lookups);
    try {
      await expect(run.batch(CompiledQuery.raw('select * from no_such_table', []))).rejects.toMatchObject({
        message: expect.stringMatching(/no_such_table|does not exist/),
      });
      const good = exportColumns(
        t.db
          .selectFrom('incidents')
          .leftJoin('investigations', 'investigations.id', 'incidents.investigation_id')
          .select('incidents.incident_date as sort_key')
          .where('incidents.description', '=', 'zqthread 0') as never,
      ).compile();
      const batch = await run.batch(good);
      expect(batch.count).toBe(1);
      expect(batch.last?.sort_key).toBe('2024-02-01');
      expect(new TextDecoder().decode(batch.value)).toContain('zqthread 0');
    } finally {
      run.end();
    }
    await expect(run.batch(CompiledQuery.raw('select 1', []))).rejects.toThrow('This export has ended');
  });

  it('run exports side by side, refuse new ones once closed and let the server stop', async () => {
    const threads = createExportThreads(t.config.database, 2);
    const first = threads.begin('csv', lookups);
    const second = threads.begin('csv', lookups);
    const statement = CompiledQuery.raw(
      "select id, incident_date as sort_key from incidents where description like 'zqthread%' and 1 = 0",
      [],
    );
    // Rows without the export's columns cannot be formatted, but an empty batch is: both threads answer.
    const answers = await Promise.all([first.batch(statement), second.batch(statement)]);
    expect(answers.map((a) => [a.count, a.last, a.value.byteLength])).toEqual([
      [0, null, 0],
      [0, null, 0],
    ]);
    first.end();
    second.end();
    await threads.close();
    expect(() => threads.begin('csv', lookups)).toThrow('The export threads are closed');
    await expect(first.batch(statement)).rejects.toThrow();
  });
});
