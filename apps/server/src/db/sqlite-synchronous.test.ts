import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../../test/helpers/temp-dirs';
import { loadConfig } from '../config';
import { openDatabase } from './database';

const tempDir = useTempDirs();

function openSqlite(setting: string | undefined) {
  const { database } = loadConfig({ DATA_DIR: tempDir('qi-sync-'), SQLITE_SYNCHRONOUS: setting });
  if (database.kind !== 'sqlite') throw new Error('expected SQLite');
  return { handle: openDatabase(database), file: database.file };
}

describe('SQLite connection settings', () => {
  it.each([
    [undefined, 2],
    ['FULL', 2],
    ['NORMAL', 1],
  ])('SQLITE_SYNCHRONOUS=%s: synchronous is %s, in WAL mode with foreign keys', async (setting, level) => {
    const { handle } = openSqlite(setting);
    try {
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db);
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db);
      const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(handle.db);
      expect(sync.rows[0]?.synchronous).toBe(level);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
      expect(keys.rows[0]?.foreign_keys).toBe(1);
    } finally {
      await handle.close();
    }
  });

  it('a transaction takes the write lock at BEGIN, before its first write', async () => {
    const { handle, file } = openSqlite(undefined);
    const other = new SQLite(file, { timeout: 0 });
    try {
      await sql`create table notes (id integer primary key)`.execute(handle.db);
      let otherWrite: unknown = null;
      await handle.db.transaction().execute(async (trx) => {
        await sql`select count(*) from notes`.execute(trx);
        try {
          other.exec('insert into notes (id) values (2)');
        } catch (error) {
          otherWrite = error;
        }
        await sql`insert into notes (id) values (1)`.execute(trx);
      });
      expect(String(otherWrite)).toMatch(/locked|busy/i);
      const rows = await sql<{ id: number }>`select id from notes`.execute(handle.db);
      expect(rows.rows).toEqual([{ id: 1 }]);
    } finally {
      other.close();
      await handle.close();
    }
  });
});
