import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysetPart } from '../../test/helpers/keyset-plan';
import { startTestApp, type TestApp } from '../../test/helpers/test-app';
import { usingPostgres } from '../../test/helpers/test-database';
import type { KeysetWalkPlan } from './keyset-walk';
import { exportThreadName } from './postgres-export-thread';

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
  const fromPool = async () =>
    (
      await sql`select amount as sort_key, id, amount, flag, at, note from walk_items order by amount, id`.execute(
        t.db,
      )
    ).rows;

  it('walks the batches with the values the pool gives (numerics as text, booleans, timestamps)', async () => {
    const batches = await walkAll(3);
    expect(batches.map((b) => b.length)).toEqual([3, 3, 2]);
    expect(batches.flat()).toEqual(await fromPool());
    expect(batches[0]?.[0]).toEqual({
      sort_key: '0',
      id: 'w0',
      amount: '0',
      flag: true,
      at: new Date(Date.UTC(2026, 0, 1)),
      note: 'note ✓ 0',
    });
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
    // The walk that meets the closed connection may fail; the one after it connects again.
    const first = await walkAll(4).catch((error: unknown) => error);
    if (first instanceof Error) expect(first.name).toMatch(/Error/);
    expect((await walkAll(4)).flat()).toEqual(await fromPool());
  });
});
