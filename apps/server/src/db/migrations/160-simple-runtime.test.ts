import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../../../test/helpers/temp-dirs';
import { createTestDatabase, usingPostgres } from '../../../test/helpers/test-database';
import { loadConfig } from '../../config';
import type { IncidentRecord } from '../../modules/incidents/incident-record';
import { insertIncidentRows } from '../../modules/incidents/incident-repository';
import { incidentRecord } from '../../modules/incidents/incident-test-kit';
import { type Db, openDatabase } from '../database';
import { insertIncidentsBefore200 } from './migration-test-kit';
import { testMigrator } from './migration-test-migrator';

const tempDir = useTempDirs();

describe('migration 160: one simple runtime', () => {
  const count = async (db: Db, query: string) =>
    Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(db)).rows[0]?.n);
  const matches = (db: Db, text: string) =>
    count(db, `select count(*) as n from incident_search where incident_search match '"${text}"'`);
  let number = 0;
  const row = (description: string): IncidentRecord =>
    incidentRecord({
      reportedBy: 'nobody',
      incidentNumber: ++number,
      incidentDate: '2025-04-01',
      description,
    });

  async function open() {
    if (!usingPostgres())
      return openDatabase(loadConfig({ DATA_DIR: tempDir('qi-migration-160-') }).database);
    const place = await createTestDatabase();
    return openDatabase(loadConfig({ DATA_DIR: tempDir('qi-migration-160-'), ...place.env }).database);
  }

  it('drops the copies kept by triggers, writes pending search text, and adds the email outbox', async () => {
    const handle = await open();
    const db = handle.db;
    try {
      expect(
        (await testMigrator(db, handle.schema).migrateTo('150-export-lines-hash-index')).error,
      ).toBeUndefined();
      if (handle.kind === 'sqlite') {
        await sql`pragma foreign_keys = off`.execute(db); // incidents without users: only the search is tested
        await insertIncidentsBefore200(db, [row('zqindexed before'), row('zqpending before')]);
        // The background indexer of 090 has not run: both are pending, neither in the full-text table.
        expect(await count(db, 'select count(*) as n from incident_search_pending')).toBe(2);
        expect(await matches(db, 'zqpending')).toBe(0);
      }

      expect((await testMigrator(db, handle.schema).migrateToLatest()).error).toBeUndefined();
      const tables = (await db.introspection.getTables()).map((t) => t.name);
      expect(tables).toContain('email_outbox');
      for (const gone of ['incident_export_lines', 'incident_counts', 'incident_search_pending']) {
        expect(tables).not.toContain(gone);
      }
      if (handle.kind === 'sqlite') {
        expect(await matches(db, 'zqpending')).toBe(1);
        expect(await matches(db, 'zqindexed')).toBe(1);
        const written = row('zqwritten at once');
        await insertIncidentRows(db, [written]);
        expect(await matches(db, 'zqwritten')).toBe(1);
        await db
          .updateTable('incidents')
          .set({ description: 'zqedited' })
          .where('id', '=', written.id)
          .execute();
        expect(await matches(db, 'zqwritten')).toBe(0);
        expect(await matches(db, 'zqedited')).toBe(1);
        await sql`insert into incident_search (incident_search, rank) values ('integrity-check', 0)`.execute(
          db,
        );
      } else {
        const functions = await count(
          db,
          "select count(*) as n from pg_proc where proname like 'incident_counts_%' or proname like 'incident_export_lines_%'",
        );
        expect(functions).toBe(0);
      }
    } finally {
      await handle.close();
    }
  });
});
