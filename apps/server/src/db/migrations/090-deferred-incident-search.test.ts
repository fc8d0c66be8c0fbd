import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../../../test/helpers/temp-dirs';
import { loadConfig } from '../../config';
import type { IncidentRecord } from '../../modules/incidents/incident-record';
import { insertIncidentRows } from '../../modules/incidents/incident-repository';
import { incidentRecord } from '../../modules/incidents/incident-test-kit';
import { type Db, openDatabase } from '../database';
import { migrationProvider } from './index';

const tempDir = useTempDirs();

/** SQLite only: on PostgreSQL migration 090 does nothing (its trigram indexes are written with the row). */
describe('migration 090: the search table written in batches (SQLite)', () => {
  const migrator = (db: Db) => new Migrator({ db, provider: migrationProvider });
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

  it('keeps what 050 indexed, defers new text to the pending table, and gives it back on the way down', async () => {
    const { database } = loadConfig({ DATA_DIR: tempDir('qi-migration-090-') });
    const handle = openDatabase(database);
    const db = handle.db;
    try {
      await migrator(db).migrateTo('080-drop-redundant-incident-indexes');
      await sql`pragma foreign_keys = off`.execute(db); // incidents without users: only the search is tested
      await insertIncidentRows(db, [row('zqbefore upgrade')]);
      expect(await matches(db, 'zqbefore')).toBe(1);

      const up = await migrator(db).migrateToLatest();
      expect(up.error).toBeUndefined();
      expect(await count(db, 'select count(*) as n from incident_search_pending')).toBe(0);
      expect(await matches(db, 'zqbefore')).toBe(1);
      const edited = row('zqafter upgrade');
      await insertIncidentRows(db, [edited]);
      await db.updateTable('incidents').set({ product: 'Zqproduct' }).where('id', '=', edited.id).execute();
      await db.updateTable('incidents').set({ status: 'closed' }).execute(); // not searched: not pending again
      expect(await count(db, 'select count(*) as n from incident_search_pending')).toBe(1);
      expect(await matches(db, 'zqafter')).toBe(0);
      const source = await sql<{ description: string; product: string }>`
        select s.description, s.product from incident_search_source s
        join incident_search_keys k on k.key = s.key where k.incident_id = ${edited.id}`.execute(db);
      expect(source.rows).toEqual([{ description: 'zqafter upgrade', product: 'zqproduct' }]);

      const down = await migrator(db).migrateTo('080-drop-redundant-incident-indexes');
      expect(down.error).toBeUndefined();
      expect(await matches(db, 'zqafter')).toBe(1);
      expect(await matches(db, 'zqproduct')).toBe(1);
      await insertIncidentRows(db, [row('zqwritten at once')]);
      expect(await matches(db, 'zqwritten')).toBe(1);
      const tables = await count(
        db,
        "select count(*) as n from sqlite_master where name in ('incident_search_pending', 'incident_search_source')",
      );
      expect(tables).toBe(0);
      await sql`insert into incident_search (incident_search, rank) values ('integrity-check', 0)`.execute(
        db,
      );
    } finally {
      await handle.close();
    }
  });
});
