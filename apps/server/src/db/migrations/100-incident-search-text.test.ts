import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../../../test/helpers/temp-dirs';
import { createTestDatabase, usingPostgres } from '../../../test/helpers/test-database';
import { loadConfig } from '../../config';
import { incidentRecord } from '../../modules/incidents/incident-test-kit';
import { type Db, openDatabase } from '../database';
import { runAfterCommit } from '../migrate';
import { TRIGRAM_INDEXES } from './050-incident-search-index';
import { SEARCH_TEXT_SEPARATOR } from './100-incident-search-text';
import { insertIncidentsBefore200 } from './migration-test-kit';
import { testMigrator } from './migration-test-migrator';

const tempDir = useTempDirs();

/** PostgreSQL only: on SQLite migration 100 does nothing (its search is the FTS5 table of 050 and 090). */
describe.runIf(usingPostgres())('migration 100: the generated search_text (PostgreSQL)', () => {
  const trigramIndexes = async (db: Db) =>
    (
      await sql<{ name: string }>`select c.relname as name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where c.relname like 'incidents_%_trgm_idx' and n.nspname = current_schema() order by 1`.execute(db)
    ).rows.map((row) => row.name);
  const searchTexts = async (db: Db) =>
    (
      await sql<{ text: string }>`select search_text as text from incidents order by incident_number`.execute(
        db,
      )
    ).rows.map((row) => row.text);

  it('fills search_text for existing rows, keeps it in step, replaces the ten indexes, and gives them back', async () => {
    const place = await createTestDatabase();
    const { database } = loadConfig({ DATA_DIR: tempDir('qi-migration-100-'), ...place.env });
    const handle = openDatabase(database);
    const db = handle.db;
    try {
      expect(
        (await testMigrator(db, handle.schema).migrateTo('090-deferred-incident-search')).error,
      ).toBeUndefined();
      const before = incidentRecord({
        reportedBy: 'nobody',
        incidentNumber: 41,
        incidentDate: '2025-04-01',
        product: 'Pump ÉCROU',
        partNumber: 'PN-7',
        grnNumber: 'GRN-1',
        orderNumber: 'WO-2',
        description: 'Leaking Gasket',
        incidentLocation: { id: 'l', title: 'Hall A' },
      });
      await sql`insert into users (user_id, email, name, role, active, must_change_password, created_at, updated_at)
        values ('nobody', 'nobody@example.com', 'Nobody', 'user', true, false, now(), now())`.execute(db);
      await insertIncidentsBefore200(db, [before]);
      // As the server migrates: with the VACUUM after the commit (up to 100: later ones cannot be undone).
      const up = await testMigrator(db, handle.schema).migrateTo('100-incident-search-text');
      expect(up.error).toBeUndefined();
      await runAfterCommit(db, ['100-incident-search-text']);
      // The rewritten table was vacuumed, which gives it its visibility map back. (Whether a page is then marked
      // all-visible also depends on the other transactions running in the database, so that is not asserted.)
      const vacuumed = await sql<{ at: Date | null }>`select last_vacuum as at from pg_stat_user_tables
        where relid = 'incidents'::regclass`.execute(db);
      expect(vacuumed.rows[0]?.at).toBeInstanceOf(Date);
      expect(await trigramIndexes(db)).toEqual(['incidents_search_text_trgm_idx']);

      const s = SEARCH_TEXT_SEPARATOR;
      // Each column lowered by PostgreSQL's lower() (É too), nulls as empty parts, in a fixed order.
      expect(await searchTexts(db)).toEqual([
        `41${s}pump écrou${s}pn-7${s}grn-1${s}wo-2${s}leaking gasket${s}hall a${s}${s}${s}`,
      ]);

      await insertIncidentsBefore200(db, [
        incidentRecord({
          reportedBy: 'nobody',
          incidentNumber: 42,
          product: '',
          partNumber: '',
          description: 'New',
        }),
      ]);
      await sql`update incidents set description = 'Edited' where incident_number = 42`.execute(db);
      expect((await searchTexts(db))[1]).toBe(`42${s}${s}${s}${s}${s}edited${s}${s}${s}${s}`);

      const down = await testMigrator(db, handle.schema).migrateTo('090-deferred-incident-search');
      expect(down.error).toBeUndefined();
      expect(await trigramIndexes(db)).toEqual(TRIGRAM_INDEXES.map(([name]) => name).sort());
      const columns = await sql<{ name: string }>`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = 'incidents' and column_name = 'search_text'`.execute(
        db,
      );
      expect(columns.rows).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
