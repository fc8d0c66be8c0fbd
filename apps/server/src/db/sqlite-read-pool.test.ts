import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { slowCount } from '../../test/helpers/slow-read';
import { type DatabaseHandle, openDatabase } from './database';

const opened: { handle: DatabaseHandle; dir: string }[] = [];
afterEach(async () => {
  for (const { handle, dir } of opened.splice(0)) {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

async function open() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qi-read-pool-'));
  const handle = openDatabase({ kind: 'sqlite', file: path.join(dir, 'app.db'), synchronous: 'FULL' });
  opened.push({ handle, dir });
  await sql`create table items (id integer primary key, name text, amount real)`.execute(handle.db);
  return handle;
}

describe('SQLite reader threads', () => {
  it('return the rows the main connection returns, parameters and types included', async () => {
    const { db, readDb } = await open();
    await db
      .insertInto('items' as never)
      .values([
        { id: 1, name: 'bolt', amount: 2.5 },
        { id: 2, name: null, amount: 7 },
        { id: 3, name: 'nut ✓', amount: null },
      ] as never)
      .execute();
    const query = sql`select id, name, amount from items where id >= ${2} or name = ${'bolt'} order by id`;
    const main = (await query.execute(db)).rows;
    expect((await query.execute(readDb)).rows).toEqual(main);
    expect(main).toHaveLength(3);
  });

  it('return long and non-ASCII texts whole, and blobs (which are not packed) as the main connection does', async () => {
    const { db, readDb } = await open();
    await sql`create table notes (id integer primary key, body text, data blob)`.execute(db);
    const bodies = ['', 'short', 'Corrective action: "replace" seal ✓ 😀\r\n'.repeat(500), 'ß'.repeat(13)];
    for (const [index, body] of bodies.entries()) {
      await sql`insert into notes (id, body, data) values (${index + 1}, ${body}, null)`.execute(db);
    }
    const texts = sql`select id, body, length(body) as chars from notes order by id`;
    expect((await texts.execute(readDb)).rows).toEqual((await texts.execute(db)).rows);
    expect((await texts.execute(readDb)).rows.map((row) => (row as { body: string }).body)).toEqual(bodies);

    await sql`update notes set data = ${Buffer.from([0, 1, 2, 255])} where id = 2`.execute(db);
    const blobs = sql`select id, data from notes where data is not null`;
    const fromThread = (await blobs.execute(readDb)).rows as { id: number; data: Uint8Array }[];
    expect(fromThread).toHaveLength(1);
    expect([...(fromThread[0]?.data ?? [])]).toEqual([0, 1, 2, 255]);
  });

  it('see every write of the main connection once it has resolved', async () => {
    const { db, readDb } = await open();
    for (let id = 1; id <= 20; id++) {
      await db
        .transaction()
        .execute((trx) => sql`insert into items (id, name) values (${id}, 'x')`.execute(trx));
      const { rows } = await sql<{ n: number }>`select count(*) as n from items`.execute(readDb);
      expect(rows[0]?.n).toBe(id);
    }
  });

  it('refuse writes and report SQL errors with their code; the pool goes on working', async () => {
    const { db, readDb } = await open();
    await expect(sql`insert into items (id) values (1)`.execute(readDb)).rejects.toThrow(
      /only statements that return rows/,
    );
    await expect(sql`select * from no_such_table`.execute(readDb)).rejects.toMatchObject({
      code: 'SQLITE_ERROR',
      message: expect.stringContaining('no such table'),
    });
    await expect(readDb.transaction().execute(async () => 1)).rejects.toThrow(/not transactions/);
    expect((await sql`select count(*) as n from items`.execute(db)).rows).toEqual([{ n: 0 }]);
    expect((await sql`select 1 as one`.execute(readDb)).rows).toEqual([{ one: 1 }]);
  });

  it('run long reads off the event loop, two at a time', async () => {
    const { db, readDb } = await open();
    // How long the read takes on this thread (which nothing else can use meanwhile).
    const started = performance.now();
    await slowCount(1_500_000).execute(db);
    const alone = performance.now() - started;

    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    const onThreads = performance.now();
    const results = await Promise.all([
      slowCount(1_500_000).execute(readDb),
      slowCount(1_500_000).execute(readDb),
    ]);
    const elapsed = performance.now() - onThreads;
    clearInterval(ticker);
    expect(results.map((r) => r.rows[0]?.n)).toEqual([1_500_000, 1_500_000]);
    // The event loop kept running while the reads ran (on this thread it would have stood still).
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(elapsed / 5 / 4));
    expect(alone).toBeGreaterThan(50);
  });

  it('refuse queries after close', async () => {
    const { readDb } = await open();
    await sql`select 1`.execute(readDb);
    await readDb.destroy();
    await expect(sql`select 1`.execute(readDb)).rejects.toThrow();
  });
});
