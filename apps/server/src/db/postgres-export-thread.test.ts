import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysetPart } from '../../test/helpers/keyset-plan';
import { startTestApp, type TestApp } from '../../test/helpers/test-app';
import { usingPostgres } from '../../test/helpers/test-database';
import { WALK_FORMATS_MODULE } from '../../test/helpers/walk-formats';
import { type KeysetWalkPlan, keysetStep } from './keyset-walk';
import {
  createPostgresExportThread,
  EXPORT_THREADS,
  exportThreadName,
  isoTimestamp,
  PREPARED_PER_CONNECTION,
} from './postgres-export-thread';
import type { ReadPool } from './reader-threads';
import { fromDbTimestamp } from './values';

/** Items in (amount, id) order: one part (amount is never null here), batches of `batchSize`. */
function plan(batchSize: number): KeysetWalkPlan {
  const select = 'select amount as sort_key, id, amount, flag, at, note from walk_items';
  return {
    batchSize,
    cursor: { value: 'sort_key', id: 'id' },
    parts: [keysetPart(select, '', `order by amount, id limit ${batchSize}`, (n) => `$${n}`)],
  };
}

describe.runIf(usingPostgres())("PostgreSQL's export thread", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await sql`create table walk_items (id text primary key, amount numeric not null, flag boolean, at timestamptz, note text)`.execute(
      t.db,
    );
    for (let i = 0; i < 8; i++) {
      await sql`insert into walk_items values (${`w${i}`}, ${i % 3}, ${i % 2 === 0}, ${new Date(Date.UTC(2026, 0, 1 + i))}, ${i === 5 ? null : `note ✓ ${i}`})`.execute(
        t.db,
      );
    }
  });
  afterAll(() => t.close());

  const walkAll = async (batchSize: number) => {
    const batches: Record<string, unknown>[][] = [];
    for await (const batch of t.app.appContext.exportWalker.walk(plan(batchSize))) batches.push(batch);
    return batches;
  };
  /** The pool's rows, with the timestamps as the thread gives them. */
  const fromPool = async () =>
    (
      await sql<{
        at: Date;
      }>`select amount as sort_key, id, amount, flag, at, note from walk_items order by amount, id`.execute(
        t.db,
      )
    ).rows.map((row) => ({ ...row, at: row.at.toISOString() }));

  it('runs its statements without parallel workers, in UTC (decision 030)', async () => {
    const config = t.app.appContext.config.database;
    if (config.kind !== 'postgres') throw new Error('PostgreSQL only');
    const thread = createPostgresExportThread(config.url, config.schema);
    try {
      const settings = await thread.all(
        `select current_setting('max_parallel_workers_per_gather') as workers, current_setting('TimeZone') as zone`,
        [],
      );
      expect(settings).toEqual([{ workers: '0', zone: 'UTC' }]);
    } finally {
      await thread.close();
    }
  });

  it('walks the batches with the values the pool gives (numerics as text, booleans), timestamps as ISO texts', async () => {
    const batches = await walkAll(3);
    expect(batches.map((b) => b.length)).toEqual([3, 3, 2]);
    expect(batches.flat()).toEqual(await fromPool());
    expect(batches[0]?.[0]).toEqual({
      sort_key: '0',
      id: 'w0',
      amount: '0',
      flag: true,
      at: '2026-01-01T00:00:00.000Z',
      note: 'note ✓ 0',
    });
  });

  it('gives timestamps that fromDbTimestamp reads as it reads the pool Dates, whatever their fraction', async () => {
    const stamps = [
      '2026-03-01T12:34:56.000Z',
      '2026-03-01T12:34:56.500Z',
      '2026-03-01T12:34:56.120Z',
      '2026-03-01T12:34:56.123Z',
      '0099-12-31T23:59:59.999Z',
    ];
    // Microseconds, and a year past 9999: not the ISO form; the driver's Date, as before.
    const otherForms = ['2026-03-01 12:34:56.123456+00', '12345-01-01 00:00:00+00'];
    const values = [...stamps, ...otherForms].map((at, i) => sql`(${`t${i}`}, ${at}::timestamptz)`);
    const select = sql`select at, id from (values ${sql.join(values)}) as stamps (id, at) order by id`;
    // One batch (fewer rows than batchSize): only `first` runs; the cursor's statements are never asked for.
    const step = keysetStep(select.compile(t.db));
    const walked = t.app.appContext.exportWalker.walk({
      batchSize: 100,
      cursor: { value: 'at', id: 'id' },
      parts: [{ first: step, after: { ...step, valueAt: 0, idAt: 1 }, afterNull: { ...step, idAt: 1 } }],
    });
    const rows: Record<string, unknown>[] = [];
    for await (const batch of walked) rows.push(...batch);
    const pooled = (await select.execute(t.db)).rows as { at: Date }[];
    expect(rows.slice(0, stamps.length).map((row) => row.at)).toEqual(stamps);
    expect(rows.map((row) => fromDbTimestamp(row.at))).toEqual(pooled.map((row) => fromDbTimestamp(row.at)));
    for (const row of rows.slice(stamps.length)) expect(row.at).toBeInstanceOf(Date);
  });

  it('opens a connection per thread and imports a format module when prepared, before any walk', async () => {
    const config = t.app.appContext.config.database;
    if (config.kind !== 'postgres') throw new Error('PostgreSQL only');
    const thread = createPostgresExportThread(config.url, config.schema);
    const connections = () =>
      sql<{
        n: number;
      }>`select count(*)::int as n from pg_stat_activity where application_name = ${exportThreadName(config.schema)}`
        .execute(t.db)
        .then((result) => result.rows[0]?.n);
    const before = await connections();
    try {
      await thread.prepare(WALK_FORMATS_MODULE);
      expect(await connections()).toBe((before ?? 0) + EXPORT_THREADS);
      const chunks: string[] = [];
      for await (const chunk of thread.walkChunks(plan(5), {
        module: WALK_FORMATS_MODULE,
        name: 'ids',
        context: ' ',
      })) {
        chunks.push(new TextDecoder().decode(chunk));
      }
      expect(chunks).toEqual(['w0 w3 w6 w1 w4 ', 'w7 w2 w5 ']);
    } finally {
      await thread.close();
    }
    // Gone from pg_stat_activity before the next test counts the export thread's connections.
    for (let tries = 0; tries < 100 && (await connections()) !== before; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await connections()).toBe(before);
  });

  it('runs two walks at once on two connections: neither waits for the statements of the other (032)', async () => {
    const config = t.app.appContext.config.database;
    if (config.kind !== 'postgres') throw new Error('PostgreSQL only');
    const thread = createPostgresExportThread(config.url, config.schema);
    const events: string[] = [];
    // Every statement of this walk takes 0.4 s.
    const slow: KeysetWalkPlan = {
      ...plan(3),
      parts: [
        keysetPart(
          'select amount as sort_key, id from walk_items cross join (select pg_sleep(0.4)) as pause',
          '',
          'order by amount, id limit 3',
          (n) => `$${n}`,
        ),
      ],
    };
    const walk = async (name: string, walked: KeysetWalkPlan) => {
      for await (const batch of thread.walk(walked)) events.push(`${name} ${batch.length}`);
      events.push(`${name} done`);
    };
    try {
      await thread.prepare();
      const slowWalk = walk('slow', slow);
      // The slow walk's first statement is running on one connection when the fast walk starts.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await walk('fast', plan(3));
      await slowWalk;
      // On one connection the fast walk's first statement would have waited for the slow one's.
      expect(events).toEqual([
        'fast 3',
        'fast 3',
        'fast 2',
        'fast done',
        'slow 3',
        'slow 3',
        'slow 2',
        'slow done',
      ]);
    } finally {
      await thread.close();
    }
  });

  it('prepares each statement once, at most PREPARED_PER_CONNECTION of them, and the others run unnamed', async () => {
    const thread = t.app.appContext.exportWalker as ReadPool;
    for (let i = 0; i < PREPARED_PER_CONNECTION + 5; i++) {
      expect(await thread.all(`select ${i} as n`, [])).toEqual([{ n: i }]);
    }
    const prepared = await thread.all('select count(*)::int as n from pg_prepared_statements', []);
    expect(prepared).toEqual([{ n: PREPARED_PER_CONNECTION }]);
    // The same statement again: the prepared one, same answers.
    expect(await thread.all('select 7 as n', [])).toEqual([{ n: 7 }]);
  });

  it('runs a prepared statement again after its table changed shape (a migration by another server)', async () => {
    await sql`create table walk_shape (id text primary key)`.execute(t.db);
    await sql`insert into walk_shape values ('a')`.execute(t.db);
    // A thread of its own: the test before filled the shared one's prepared statements.
    const config = t.app.appContext.config.database;
    if (config.kind !== 'postgres') throw new Error('PostgreSQL only');
    const thread = createPostgresExportThread(config.url, config.schema);
    try {
      const read = () => thread.all('select * from walk_shape where id = $1', ['a']);
      expect(await read()).toEqual([{ id: 'a' }]);
      expect(await thread.all('select name from pg_prepared_statements', [])).toHaveLength(2);
      await sql`alter table walk_shape add column note text default 'added'`.execute(t.db);
      expect(await read()).toEqual([{ id: 'a', note: 'added' }]);
    } finally {
      await thread.close();
    }
  });

  it('runs a read again on a new connection when its connection is lost under it', async () => {
    const schema =
      t.app.appContext.config.database.kind === 'postgres' ? t.app.appContext.config.database.schema : '';
    const thread = t.app.appContext.exportWalker as ReadPool;
    await thread.all('select 1 as n', []);
    // The backend is terminated while it runs the read (57P01): the read is run once more, not failed.
    const slow = thread.all('select 1 as n from pg_sleep(0.6)', []);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const killed = await sql<{ ok: boolean }>`select pg_terminate_backend(pid) as ok from pg_stat_activity
      where application_name = ${exportThreadName(schema)} and query like '%pg_sleep%'`.execute(t.db);
    expect(killed.rows).toEqual([{ ok: true }]);
    expect(await slow).toEqual([{ n: 1 }]);
  });

  it('connects again after its connection is lost', async () => {
    await walkAll(4);
    const schema =
      t.app.appContext.config.database.kind === 'postgres' ? t.app.appContext.config.database.schema : '';
    const killed = await sql<{
      pid: number;
    }>`select pg_terminate_backend(pid) as pid from pg_stat_activity where application_name = ${exportThreadName(schema)}`.execute(
      t.db,
    );
    expect(killed.rows).toHaveLength(1);
    // The read that meets the closed connection drops it and runs again on a new one: no walk fails.
    expect((await walkAll(4)).flat()).toEqual(await fromPool());
    expect((await walkAll(4)).flat()).toEqual(await fromPool());
  });
});

describe('isoTimestamp', () => {
  it("turns PostgreSQL's UTC text into Date#toISOString's", () => {
    expect(isoTimestamp('2026-03-01 12:34:56+00')).toBe('2026-03-01T12:34:56.000Z');
    expect(isoTimestamp('2026-03-01 12:34:56.5+00')).toBe('2026-03-01T12:34:56.500Z');
    expect(isoTimestamp('2026-03-01 12:34:56.07+00')).toBe('2026-03-01T12:34:56.070Z');
    expect(isoTimestamp('2026-03-01 12:34:56.123+00')).toBe('2026-03-01T12:34:56.123Z');
  });

  it('leaves every other form to the driver', () => {
    for (const text of [
      '2026-03-01 12:34:56.1234+00',
      '2026-03-01 13:34:56+01',
      '2026-03-01 12:34:56+00:30',
      '12345-03-01 12:34:56+00',
      '2026-03-01 12:34:56+00 BC',
      'infinity',
    ]) {
      expect(isoTimestamp(text)).toBeNull();
    }
  });
});
