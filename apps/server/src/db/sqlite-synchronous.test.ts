import fs from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { useTempDirs } from '../../test/helpers/temp-dirs';
import { loadConfig } from '../config';
import { openDatabase } from './database';

const tempDir = useTempDirs();

describe('SQLITE_SYNCHRONOUS', () => {
  it.each([undefined, 'FULL', 'NORMAL'])(
    '%s: the connection commits with synchronous=NORMAL, in WAL mode',
    async (setting) => {
      const dir = tempDir('qi-sync-');
      const { database } = loadConfig({ DATA_DIR: dir, SQLITE_SYNCHRONOUS: setting });
      const handle = openDatabase(database);
      try {
        // PRAGMA synchronous reads 1 for NORMAL: COMMIT itself never fsyncs on the event-loop thread.
        const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db);
        const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db);
        expect(sync.rows[0]?.synchronous).toBe(1);
        expect(mode.rows[0]?.journal_mode).toBe('wal');
      } finally {
        await handle.close();
      }
    },
  );

  it.each([
    [undefined, true],
    ['FULL', true],
    ['NORMAL', false],
  ])('%s: a write is acknowledged after an fdatasync of the WAL: %s', async (setting, synced) => {
    const dir = tempDir('qi-sync-');
    const { database } = loadConfig({ DATA_DIR: dir, SQLITE_SYNCHRONOUS: setting });
    const handle = openDatabase(database);
    try {
      await sql`create table notes (id integer primary key)`.execute(handle.db);
      const walInode = fs.statSync(`${database.kind === 'sqlite' ? database.file : ''}-wal`).ino;
      const inodes: number[] = [];
      const realFdatasync = fs.fdatasync;
      vi.spyOn(fs, 'fdatasync').mockImplementation(((fd: number, callback: fs.NoParamCallback) => {
        inodes.push(fs.fstatSync(fd).ino);
        realFdatasync(fd, callback);
      }) as typeof fs.fdatasync);
      await handle.db.transaction().execute((trx) => sql`insert into notes (id) values (1)`.execute(trx));
      expect(inodes).toEqual(synced ? [walInode] : []);
    } finally {
      vi.restoreAllMocks();
      await handle.close();
    }
  });
});
