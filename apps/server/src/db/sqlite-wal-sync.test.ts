import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTempDirs } from '../../test/helpers/temp-dirs';
import { SqliteGroupCommitDialect } from './sqlite-dialect';
import { withStatementCache } from './sqlite-statement-cache';
import { WalSync } from './sqlite-wal-sync';

const tempDir = useTempDirs();
const realFdatasync = fs.fdatasync;
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));
/**
 * Waits until `check` passes: a released sync runs the real fdatasync on the thread pool, which a busy disk
 * (or a loaded CI machine) may take well over a tick to answer.
 */
const until = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 5 });

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Records each fdatasync (the file's inode) and holds its callback until `release()`: the test decides when
 * the disk "answers".
 */
function holdSyncs(fail?: NodeJS.ErrnoException) {
  const held: (() => void)[] = [];
  const inodes: number[] = [];
  vi.spyOn(fs, 'fdatasync').mockImplementation(((fd: number, callback: fs.NoParamCallback) => {
    inodes.push(fs.fstatSync(fd).ino);
    held.push(() => (fail ? callback(fail) : realFdatasync(fd, callback)));
  }) as typeof fs.fdatasync);
  return {
    inodes,
    pending: () => held.length,
    release: () => {
      for (const answer of held.splice(0)) answer();
    },
  };
}

function settled(promise: Promise<unknown>) {
  const state = { done: false, error: undefined as unknown };
  promise.then(
    () => (state.done = true),
    (error: unknown) => {
      state.done = true;
      state.error = error;
    },
  );
  return state;
}

describe('WalSync', () => {
  it('runs one fdatasync at a time; the calls made while one runs share the next', async () => {
    const file = path.join(tempDir('qi-wal-sync-'), 'app.db-wal');
    fs.writeFileSync(file, 'frames');
    const syncs = holdSyncs();
    const walSync = new WalSync(file);
    const first = settled(walSync.durable());
    const second = settled(walSync.durable());
    const third = settled(walSync.durable());
    expect(syncs.pending()).toBe(1);
    syncs.release();
    await until(() => expect(first.done).toBe(true));
    // The first sync may have started before the later calls' writes: they wait for the next one, together.
    expect([second.done, third.done]).toEqual([false, false]);
    await until(() => expect(syncs.pending()).toBe(1));
    syncs.release();
    await until(() => expect([second.done, third.done]).toEqual([true, true]));
    expect(syncs.inodes).toEqual([fs.statSync(file).ino, fs.statSync(file).ino]);
    await walSync.close();
  });

  it('rejects the callers of a failed sync, and syncs again for the next caller', async () => {
    const file = path.join(tempDir('qi-wal-sync-'), 'app.db-wal');
    fs.writeFileSync(file, 'frames');
    const failure = Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
    const failing = holdSyncs(failure);
    const walSync = new WalSync(file);
    const lost = walSync.durable();
    failing.release();
    await expect(lost).rejects.toThrow('EIO');
    vi.restoreAllMocks();
    await expect(walSync.durable()).resolves.toBeUndefined();
    await walSync.close();
  });

  it('rejects when the WAL file is missing, and after close; close waits for the sync asked for', async () => {
    const dir = tempDir('qi-wal-sync-');
    await expect(new WalSync(path.join(dir, 'missing.db-wal')).durable()).rejects.toThrow('ENOENT');
    const file = path.join(dir, 'app.db-wal');
    fs.writeFileSync(file, 'frames');
    const syncs = holdSyncs();
    const walSync = new WalSync(file);
    const asked = settled(walSync.durable());
    const closed = settled(walSync.close());
    await tick();
    expect([asked.done, closed.done]).toEqual([false, false]);
    syncs.release();
    await until(() => expect([asked.done, asked.error, closed.done]).toEqual([true, undefined, true]));
    await expect(walSync.durable()).rejects.toThrow('closed');
  });
});

describe('group commit with a WAL sync', () => {
  async function open() {
    const file = path.join(tempDir('qi-wal-commit-'), 'test.db');
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    const walSync = new WalSync(`${file}-wal`);
    const db = new Kysely<{ items: { id: number } }>({
      dialect: new SqliteGroupCommitDialect(sqlite, withStatementCache(sqlite), {
        durable: () => walSync.durable(),
      }),
    });
    await sql`create table items (id integer primary key)`.execute(db);
    const other = new SQLite(file, { readonly: true });
    const committed = () => other.prepare('select id from items order by id').all();
    const close = async () => {
      await db.destroy();
      await walSync.close();
      other.close();
    };
    return { db, committed, close, walInode: () => fs.statSync(`${file}-wal`).ino };
  }

  it('acknowledges a transaction only after the WAL it was written to is synced, and frees the connection before', async () => {
    const { db, committed, close, walInode } = await open();
    const syncs = holdSyncs();
    const insert = (id: number) =>
      db.transaction().execute((trx) => trx.insertInto('items').values({ id }).execute());
    const first = settled(insert(1));
    await tick();
    // Committed (another connection sees it) but not acknowledged: the sync has not answered yet.
    expect(committed()).toEqual([{ id: 1 }]);
    expect(first.done).toBe(false);
    // The connection is not held by the waiting sync: the next transaction commits meanwhile.
    const second = settled(insert(2));
    await tick();
    expect(committed()).toEqual([{ id: 1 }, { id: 2 }]);
    syncs.release();
    await until(() => expect(first).toEqual({ done: true, error: undefined }));
    await until(() => expect(syncs.pending()).toBe(1));
    syncs.release();
    await until(() => expect(second).toEqual({ done: true, error: undefined }));
    expect(syncs.inodes.every((inode) => inode === walInode())).toBe(true);
    await close();
  });

  it('fails the transactions of a batch whose sync fails: none of them was acknowledged', async () => {
    const { db, close } = await open();
    const failing = holdSyncs(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' }));
    const write = db.transaction().execute((trx) => trx.insertInto('items').values({ id: 3 }).execute());
    await tick();
    failing.release();
    await expect(write).rejects.toThrow('EIO');
    vi.restoreAllMocks();
    await close();
  });
});
