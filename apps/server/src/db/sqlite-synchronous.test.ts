import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from './database';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('SQLITE_SYNCHRONOUS', () => {
  // PRAGMA synchronous reads 2 for FULL (fsync of the WAL at every commit) and 1 for NORMAL.
  it.each([
    [undefined, 2],
    ['FULL', 2],
    ['NORMAL', 1],
  ])('%s gives the connection synchronous=%i (WAL)', async (setting, expected) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qi-sync-'));
    dirs.push(dir);
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
