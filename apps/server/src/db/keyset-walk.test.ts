import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { keysetPart } from '../../test/helpers/keyset-plan';
import { WALK_FORMATS_MODULE } from '../../test/helpers/walk-formats';
import { type DatabaseHandle, openDatabase } from './database';
import { compiledWithCursor, type KeysetWalkPlan } from './keyset-walk';
import { CHUNK_WALK_WINDOW, type ReadPool, WALK_WINDOW } from './reader-threads';
import { createReadPool } from './sqlite-read-pool';

const opened: { handle: DatabaseHandle; pool: ReadPool; dir: string }[] = [];
afterEach(async () => {
  for (const { handle, pool, dir } of opened.splice(0)) {
    await pool.close();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** A database with `items` (amounts with ties and nulls) and a one-thread pool, as the export has. */
async function open(count: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qi-keyset-walk-'));
  const file = path.join(dir, 'app.db');
  const handle = openDatabase({ kind: 'sqlite', file, synchronous: 'FULL' });
  await sql`create table items (id text primary key, amount real)`.execute(handle.db);
  await sql`create index items_amount on items (amount, id)`.execute(handle.db);
  for (let i = 0; i < count; i++) await insert(handle, `i${String(i).padStart(3, '0')}`, amountOf(i));
  const pool = createReadPool(file, 1);
  opened.push({ handle, pool, dir });
  return { handle, pool };
}

const amountOf = (i: number) => (i % 4 === 0 ? null : i % 3);
const insert = (handle: DatabaseHandle, id: string, amount: number | null) =>
  sql`insert into items (id, amount) values (${id}, ${amount})`.execute(handle.db);

/** The items in (amount, id) order, nulls last: the rows with an amount, then those without. */
function plan(batchSize: number): KeysetWalkPlan {
  const select = 'select amount as sort_key, id, amount from items';
  const sqlite = () => '?';
  return {
    batchSize,
    cursor: { value: 'sort_key', id: 'id' },
    parts: [
      keysetPart(select, 'amount is not null', `order by amount, id limit ${batchSize}`, sqlite),
      keysetPart(select, 'amount is null', `order by id limit ${batchSize}`, sqlite),
    ],
  };
}

async function ordered(handle: DatabaseHandle) {
  return (
    await sql<{ id: string }>`select id from items order by amount is null, amount, id`.execute(handle.db)
  ).rows.map((row) => row.id);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('keyset walks on a reader thread', () => {
  it('read every part in order, batch after batch, each row once', async () => {
    const { handle, pool } = await open(17);
    const batches: { id: string; sort_key: unknown; amount: unknown }[][] = [];
    for await (const batch of pool.walk(plan(3))) batches.push(batch as never);
    // 12 rows with an amount (3 batches of 3, one of 3), 5 without (3, 2).
    expect(batches.map((b) => b.length)).toEqual([3, 3, 3, 3, 3, 2]);
    expect(batches.flat().map((row) => row.id)).toEqual(await ordered(handle));
    expect(batches.flat()[0]).toEqual({ sort_key: 0, id: 'i003', amount: 0 });
  });

  it('end a walk whose last batch is exactly full, without an empty batch', async () => {
    const { handle, pool } = await open(16);
    const sizes: number[] = [];
    const ids: string[] = [];
    // 12 rows with an amount and 4 without: both parts end on a full batch.
    for await (const batch of pool.walk(plan(4))) {
      sizes.push(batch.length);
      ids.push(...batch.map((row) => row.id as string));
    }
    expect(sizes).toEqual([4, 4, 4, 4]);
    expect(ids).toEqual(await ordered(handle));
  });

  it(`read no more than ${WALK_WINDOW} batches ahead of the event loop`, async () => {
    const { handle, pool } = await open(16);
    const walk = pool.walk(plan(2));
    const first = await walk.next();
    expect(first.value).toHaveLength(2);
    // Time enough for the thread to read the whole walk if nothing held it back.
    await sleep(200);
    // Rows at the end of the first part: a thread that had read ahead freely would not see them.
    await insert(handle, 'z1', 5);
    await insert(handle, 'z2', 5);
    const rest: string[] = [];
    for await (const batch of walk) rest.push(...batch.map((row) => row.id as string));
    expect([...(first.value as { id: string }[]).map((row) => row.id), ...rest]).toEqual(
      await ordered(handle),
    );
    expect(rest).toContain('z2');
  });

  it('stop when the event loop stops reading, and the thread goes on with other work', async () => {
    const { handle, pool } = await open(40);
    for await (const batch of pool.walk(plan(2))) {
      expect(batch).toHaveLength(2);
      break;
    }
    await sleep(50);
    expect(await pool.all('select count(*) as n from items', [])).toEqual([{ n: 40 }]);
    const ids: string[] = [];
    for await (const batch of pool.walk(plan(7))) ids.push(...batch.map((row) => row.id as string));
    expect(ids).toEqual(await ordered(handle));
  });

  it('serve two walks at once on one thread, each with its own rows', async () => {
    const { handle, pool } = await open(23);
    const read = async (batchSize: number) => {
      const ids: string[] = [];
      for await (const batch of pool.walk(plan(batchSize))) {
        ids.push(...batch.map((row) => row.id as string));
        await sleep(1);
      }
      return ids;
    };
    const [a, b] = await Promise.all([read(2), read(5)]);
    const expected = await ordered(handle);
    expect(a).toEqual(expected);
    expect(b).toEqual(expected);
  });

  it("end with the database's error when a statement fails, and the thread goes on", async () => {
    const { pool } = await open(5);
    const broken = plan(2);
    broken.parts[0]!.after.sql = 'select nope from items where amount > ? and id > ?';
    const seen: number[] = [];
    const failure = await (async () => {
      for await (const batch of pool.walk(broken)) seen.push(batch.length);
    })().catch((error: unknown) => error);
    expect(seen).toEqual([2]);
    expect(failure).toMatchObject({ name: 'SqliteError', code: 'SQLITE_ERROR' });
    expect(String((failure as Error).message)).toMatch(/no such column: nope/);
    expect(await pool.all('select count(*) as n from items', [])).toEqual([{ n: 5 }]);
  });
});

describe('formatted keyset walks (the thread writes the batches)', () => {
  const format = (name: string, context: unknown) => ({ module: WALK_FORMATS_MODULE, name, context });
  const decoder = new TextDecoder();
  const chunksOf = async (pool: ReadPool, batchSize: number, name: string, context: unknown) => {
    const chunks: string[] = [];
    for await (const chunk of pool.walkChunks(plan(batchSize), format(name, context))) {
      expect(chunk).toBeInstanceOf(Uint8Array);
      chunks.push(decoder.decode(chunk));
    }
    return chunks;
  };

  it('send one chunk per batch, written by the format, in order', async () => {
    const { handle, pool } = await open(17);
    const chunks = await chunksOf(pool, 3, 'ids', ';');
    expect(chunks).toHaveLength(6);
    expect(chunks[0]).toBe('i003;i006;i009;');
    expect(chunks.join('').split(';').slice(0, -1)).toEqual(await ordered(handle));
  });

  it(`write no more than ${CHUNK_WALK_WINDOW} batches ahead of the event loop`, async () => {
    const { handle, pool } = await open(16);
    // In order: i003 i006 i009 i015 (amount 0), i001 i007 i010 i013 (1), i002 … (2), then the nulls.
    const walk = pool.walkChunks(plan(2), format('ids', ';'));
    const first = await walk.next();
    expect(decoder.decode(first.value as Uint8Array)).toBe('i003;i006;');
    // Time enough for the thread to write the whole walk if nothing held it back.
    await sleep(200);
    // Taking the first chunk gave one batch of credit back: with a window of 3 the thread has written the
    // batches up to i013 (4 of them) and no further, so a row placed after i007 comes too late, and one
    // placed after i013 is read.
    await insert(handle, 'i008a', 1);
    await insert(handle, 'i014a', 1);
    const rest: string[] = [];
    for await (const chunk of walk) rest.push(decoder.decode(chunk));
    const ids = rest.join('').split(';').slice(0, -1);
    expect(ids).toContain('i014a');
    expect(ids).not.toContain('i008a');
    expect(ids.slice(0, 7)).toEqual(['i009', 'i015', 'i001', 'i007', 'i010', 'i013', 'i014a']);
  });

  it('fail a walk whose format is missing, throws or cannot be imported, and the thread goes on', async () => {
    const { handle, pool } = await open(5);
    const failure = async (name: string, module = WALK_FORMATS_MODULE): Promise<Error> => {
      try {
        for await (const _ of pool.walkChunks(plan(2), { module, name, context: 'x' })) break;
      } catch (error) {
        return error as Error;
      }
      throw new Error('The walk did not fail');
    };
    expect((await failure('nope')).message).toMatch(/walk-formats\.ts has no format nope$/);
    expect((await failure('failing')).message).toBe('x');
    const missing = new URL('./no-such-formats.ts', WALK_FORMATS_MODULE).href;
    expect((await failure('ids', missing)).message).toMatch(/no-such-formats/);
    expect(await pool.all('select count(*) as n from items', [])).toEqual([{ n: 5 }]);
    expect((await chunksOf(pool, 2, 'ids', ',')).join('')).toBe(`${(await ordered(handle)).join(',')},`);
  });

  it('prepare: import the module ahead of the first walk, or say why it cannot', async () => {
    const { pool } = await open(3);
    await expect(pool.prepare(WALK_FORMATS_MODULE)).resolves.toBeUndefined();
    await expect(pool.prepare()).resolves.toBeUndefined();
    const missing = new URL('./no-such-formats.ts', WALK_FORMATS_MODULE).href;
    await expect(pool.prepare(missing)).rejects.toThrow(/no-such-formats/);
    expect(await chunksOf(pool, 2, 'ids', ' ')).toEqual(['i001 i002 ', 'i000 ']);
  });

  it('stop a formatted walk that the event loop leaves; rows walks on the thread are not formatted', async () => {
    const { handle, pool } = await open(40);
    for await (const chunk of pool.walkChunks(plan(2), format('ids', ';'))) {
      expect(decoder.decode(chunk)).toBe('i003;i006;');
      break;
    }
    await sleep(50);
    const ids: string[] = [];
    for await (const batch of pool.walk(plan(7))) ids.push(...batch.map((row) => row.id as string));
    expect(ids).toEqual(await ordered(handle));
  });
});

describe('compiledWithCursor', () => {
  const query = (parameters: unknown[]) => ({ ...CompiledQuery.raw('select 1', parameters) });

  it('says where each mark is among the parameters', () => {
    expect(compiledWithCursor(query(['a', 'V', 3, 'I']), { valueAt: 'V', idAt: 'I' })).toEqual({
      sql: 'select 1',
      parameters: ['a', 'V', 3, 'I'],
      valueAt: 1,
      idAt: 3,
    });
  });

  it('refuses a mark that is missing or appears twice', () => {
    expect(() => compiledWithCursor(query(['a']), { idAt: 'I' })).toThrow(/once/);
    expect(() => compiledWithCursor(query(['I', 'I']), { idAt: 'I' })).toThrow(/once/);
  });
});
