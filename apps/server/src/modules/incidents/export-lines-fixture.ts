import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { investigationKit } from '../investigations/investigation-test-kit';
import {
  EXPORT_LINE_SETTLE_MS,
  type ExportLineToStore,
  stamp,
  writeAllExportLines,
} from './export-line-writer';
import { exportLinesKey } from './export-lines';
import { exportLookups } from './export-lookups-repository';

/**
 * The app and the incidents of the export-line tests (export-lines.test.ts: what an export takes and what the
 * database deletes; export-line-store.test.ts: how the writer stores lines and how an export finds them). Call
 * it in a describe block: it starts the app (with the background writer off: each test writes the lines when it
 * wants them) before the tests and closes it after. `t`, `k` and `investigationId` are there once the tests run.
 */
export function useExportLinesFixture() {
  const f = {
    t: undefined as unknown as TestApp,
    k: undefined as unknown as Awaited<ReturnType<typeof investigationKit>>,
    /** Three incidents found by the search `zqlines`: submitted, under investigation, and one never changed. */
    ids: { submitted: '', investigated: '', untouched: '' },
    /** The investigation of `ids.investigated`. */
    investigationId: '',
    /** The CSV export of the search `zqlines`, as the quality user. */
    async exportCsv() {
      const res = await fetch(`${f.t.baseUrl}/v1/incidents/export.csv?search=zqlines`, {
        headers: { authorization: `Bearer ${f.k.callers.quality.token}` },
      });
      expect(res.status).toBe(200);
      return res.text();
    },
    /** Every line that is missing or old, as the background writer would write them once rows have settled. */
    writeAll: () =>
      writeAllExportLines(f.t.db, f.t.app.appContext.dbKind, {
        now: Date.now() + EXPORT_LINE_SETTLE_MS + 1000,
      }),
    /** Replaces the text of every line (the stamps stay), to see which lines an export takes. */
    async markLines() {
      const rows = await f.t.db.selectFrom('incident_export_lines').select('incident_id').execute();
      for (const { incident_id } of rows) {
        await f.t.db
          .updateTable('incident_export_lines')
          .set({ line: `written ahead ${incident_id}\r\n` })
          .where('incident_id', '=', incident_id)
          .execute();
      }
    },
    lineCount: async (id: string) =>
      (
        await f.t.db
          .selectFrom('incident_export_lines')
          .select('line')
          .where('incident_id', '=', id)
          .execute()
      ).length,
    /** What the writer would store for the incident, read now. */
    async readLine(id: string): Promise<ExportLineToStore> {
      const row = await f.t.db
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
    },
    exportLinesKeyOf: async () => exportLinesKey(await exportLookups(f.t.db)),
    /** The export with every line deleted first. */
    async withoutLines() {
      await f.t.db.deleteFrom('incident_export_lines').execute();
      return f.exportCsv();
    },
  };
  beforeAll(async () => {
    f.t = await startTestApp({ env: { EXPORT_LINES_MS: '0' } });
    f.k = await investigationKit(f.t);
    const { k, ids } = f;
    ids.submitted = (await k.create(k.callers.user, 'submit', { description: 'zqlines submitted' })).id;
    const { incident, investigation } = await k.started('zqlines, "investigated"\nsecond line');
    ids.investigated = incident.id;
    f.investigationId = investigation.id;
    ids.untouched = (await k.create(k.callers.user, 'submit', { description: '=zqlines untouched' })).id;
  });
  afterAll(() => f.t.close());
  return f;
}
