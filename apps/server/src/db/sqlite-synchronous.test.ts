import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../../test/helpers/temp-dirs';
import { loadConfig } from '../config';
import { openDatabase } from './database';

const tempDir = useTempDirs();

describe('SQLITE_SYNCHRONOUS', () => {
  // PRAGMA synchronous reads 2 for FULL (fsync of the WAL at every commit) and 1 for NORMAL.
  it.each([
    [undefined, 2],
    ['FULL', 2],
    ['NORMAL', 1],
  ])('%s gives the connection synchronous=%i (WAL)', async (setting, expected) => {
    const dir = tempDir('qi-sync-');
    const { database } = loadConfig({ DATA_DIR: dir, SQLITE_SYNCHRONOUS: setting });
    const handle = openDatabase(database);
    try {
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db);
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db);
      expect(sync.rows[0]?.synchronous).toBe(expected);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
    } finally {
      await handle.close();
    }
  });
});
