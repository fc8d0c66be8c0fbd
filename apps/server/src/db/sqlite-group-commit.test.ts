import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteGroupCommitDialect } from './sqlite-dialect';
import { withStatementCache } from './sqlite-statement-cache';

interface Tables {
  items: { id: number; name: string };
  parents: { id: number };
  children: { id: number; parent_id: number };
}

const opened: { db: Kysely<Tables>; other: SQLite.Database; dir: string }[] = [];
afterEach(async () => {
  for (const { db, other, dir } of opened.splice(0)) {
    await db.destroy();
    other.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** The driver under test, plus a second, independent connection that sees only committed data. */
async function open() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qi-group-commit-'));
  const file = path.join(dir, 'test.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = FULL');
  const batches: number[] = [];
  const db = new Kysely<Tables>({
    dialect: new SqliteGroupCommitDialect(sqlite, withStatementCache(sqlite), {
      onBatchCommitted: (size) => batches.push(size),
    }),
  });
  await sql`create table items (id integer primary key, name text not null unique)`.execute(db);
  await sql`create table parents (id integer primary key)`.execute(db);
  await sql`create table children (id integer primary key, parent_id integer not null
    references parents (id) deferrable initially deferred)`.execute(db);
  const other = new SQLite(file, { readonly: true });
  opened.push({ db, other, dir });
  const committed = () => other.prepare('select id, name from items order by id').all();
  return { db, sqlite, batches, committed };
}

function insert(db: Kysely<Tables>, id: number, name = `item ${id}`) {
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('items').values({ id, name }).execute();
    return id;
  });
}

describe('SQLite group commit', () => {
  it('commits concurrent transactions together, and each is durable when it resolves', async () => {
    const { db, batches, committed } = await open();
    batches.length = 0;
    const seen: number[] = [];
    const writes = Array.from({ length: 40 }, (_, i) =>
      insert(db, i + 1).then((id) => {
        // Visible to another connection the moment it is acknowledged: it was committed, not just released.
        const rows = committed() as { id: number }[];
        if (rows.some((r) => r.id === id)) seen.push(id);
      }),
    );
    await Promise.all(writes);
    expect(seen).toHaveLength(40);
    expect(committed()).toHaveLength(40);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(40);
    // Forty transactions started in one turn of the event loop share far fewer commits.
    expect(batches.length).toBeLessThan(5);
  });

  it('rolls back a failing transaction alone; the others of its batch commit', async () => {
    const { db, committed } = await open();
    await insert(db, 1, 'taken');
    const results = await Promise.allSettled([
      insert(db, 2),
      insert(db, 3, 'taken'),
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 4, name: 'half done' }).execute();
        throw new Error('changed my mind');
      }),
      insert(db, 5),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((committed() as { id: number }[]).map((r) => r.id)).toEqual([1, 2, 5]);
  });

  it('commits the open batch before a statement outside a transaction, so reads see only committed data', async () => {
    const { db, committed } = await open();
    const write = insert(db, 7);
    // Queued behind the transaction: when it runs, the transaction is released but its batch not yet committed.
    const read = db
      .selectFrom('items')
      .select('id')
      .execute()
      .then((rows) => ({ rows, committedThen: committed() }));
    const { rows, committedThen } = await read;
    expect(rows).toEqual([{ id: 7 }]);
    expect(committedThen).toEqual([{ id: 7, name: 'item 7' }]);
    await write;
  });

  it('fails every transaction of a batch whose COMMIT fails, and keeps none of them', async () => {
    const { db, committed } = await open();
    const orphan = db.transaction().execute(async (trx) => {
      // A deferred foreign key is checked at COMMIT: this batch cannot commit.
      await trx.insertInto('children').values({ id: 1, parent_id: 99 }).execute();
    });
    const innocent = insert(db, 8);
    const results = await Promise.allSettled([orphan, innocent]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(committed()).toEqual([]);
    // The connection is usable afterwards, with no transaction left open.
    await insert(db, 9);
    expect(committed()).toEqual([{ id: 9, name: 'item 9' }]);
  });

  it('runs a lone transaction and plain statements as before', async () => {
    const { db, sqlite, committed } = await open();
    await insert(db, 10);
    expect(committed()).toEqual([{ id: 10, name: 'item 10' }]);
    await db.insertInto('items').values({ id: 11, name: 'plain' }).execute();
    expect(committed()).toHaveLength(2);
    expect(sqlite.inTransaction).toBe(false);
    const streamed: unknown[] = [];
    for await (const row of db.selectFrom('items').select('id').orderBy('id').stream()) streamed.push(row);
    expect(streamed).toEqual([{ id: 10 }, { id: 11 }]);
  });

  it('gives unique, gapless values to concurrent read-then-write transactions (like incident numbers)', async () => {
    const { db, committed } = await open();
    const next = () =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('items')
          .select(sql<number>`coalesce(max(id), 0) + 1`.as('next'))
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('items')
          .values({ id: row.next, name: `n${row.next}` })
          .execute();
        return row.next;
      });
    const numbers = await Promise.all(Array.from({ length: 25 }, next));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(committed()).toHaveLength(25);
  });
});

describe('SQLite group commit across processes', () => {
  it('runs a write outside a transaction as one: it waits for another connection’s lock from a timer', async () => {
    const { db, batches } = await open();
    const file = (
      await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db)
    ).rows[0]!.file;
    const holder = new SQLite(file);
    try {
      await db.insertInto('items').values({ id: 1, name: 'a' }).execute();
      holder.prepare('begin immediate').run();
      holder.prepare("insert into items (id, name) values (2, 'b')").run();
      let ticks = 0;
      const ticker = setInterval(() => ticks++, 10);
      batches.length = 0;
      const waiting = db.updateTable('items').set({ name: 'c' }).where('id', '=', 1).execute();
      const analysing = sql`analyze`.execute(db);
      // A write that also returns rows (RETURNING) is a write too.
      const returning = sql<{
        id: number;
      }>`insert into items (id, name) values (3, 'r') returning id`.execute(db);
      await new Promise((resolve) => setTimeout(resolve, 150));
      clearInterval(ticker);
      // The plain writes wait (SQLite's busy handler would have held this thread, or failed at once).
      expect(ticks).toBeGreaterThanOrEqual(5);
      expect(batches).toEqual([]);
      holder.prepare('commit').run();
      const [updated] = await waiting;
      await analysing;
      expect((await returning).rows).toEqual([{ id: 3 }]);
      expect(updated?.numUpdatedRows).toBe(1n);
      expect(batches).toEqual([1, 1, 1]);
      expect(await db.selectFrom('items').select('id').orderBy('id').execute()).toEqual([
        { id: 1 },
        { id: 2 },
        { id: 3 },
      ]);
      expect(holder.prepare('select name from items where id = 1').get()).toEqual({ name: 'c' });
    } finally {
      holder.close();
    }
  });

  it('rolls back a failing write outside a transaction and keeps the connection usable', async () => {
    const { db, committed } = await open();
    await db.insertInto('items').values({ id: 1, name: 'a' }).execute();
    await expect(db.insertInto('items').values({ id: 2, name: 'a' }).execute()).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    });
    await db.insertInto('items').values({ id: 3, name: 'c' }).execute();
    expect(committed()).toEqual([
      { id: 1, name: 'a' },
      { id: 3, name: 'c' },
    ]);
  });

  it('waits for another connection’s write lock without blocking the event loop, then fails after lockWaitMs', async () => {
    const { db } = await open();
    const file = (
      await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db)
    ).rows[0]!.file;
    const holder = new SQLite(file);
    holder.pragma('busy_timeout = 5000');
    const contender = new SQLite(file);
    contender.pragma('busy_timeout = 5000');
    const second = new Kysely<Tables>({
      dialect: new SqliteGroupCommitDialect(contender, withStatementCache(contender), { lockWaitMs: 300 }),
    });
    try {
      holder.prepare('begin immediate').run();
      let ticks = 0;
      const ticker = setInterval(() => ticks++, 10);
      const started = performance.now();
      const waiting = second
        .transaction()
        .execute((trx) => trx.insertInto('items').values({ id: 1, name: 'a' }).execute());
      await new Promise((resolve) => setTimeout(resolve, 150));
      // SQLite's busy handler would have held this thread; timers ran while the transaction waited.
      expect(ticks).toBeGreaterThanOrEqual(5);
      holder.prepare('commit').run();
      await waiting;
      expect(performance.now() - started).toBeLessThan(1000);

      holder.prepare('begin immediate').run();
      const refused = second
        .transaction()
        .execute((trx) => trx.insertInto('items').values({ id: 2, name: 'b' }).execute());
      await expect(refused).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      expect(performance.now() - started).toBeGreaterThanOrEqual(300);
      clearInterval(ticker);
      holder.prepare('rollback').run();
      expect(contender.pragma('busy_timeout', { simple: true })).toBe(5000);
      expect(holder.prepare('select id from items').all()).toEqual([{ id: 1 }]);
    } finally {
      await second.destroy();
      holder.close();
    }
  });
});
