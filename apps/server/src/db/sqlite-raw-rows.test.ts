import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../../test/helpers/temp-dirs';
import { SqliteGroupCommitDialect } from './sqlite-dialect';
import { readRows, rowMaker } from './sqlite-raw-rows';
import { withStatementCache } from './sqlite-statement-cache';

const tempDir = useTempDirs();

function openFile() {
  const file = path.join(tempDir('qi-raw-rows-'), 'test.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.exec(`create table a (id integer primary key, name text, note text);
    create table b (id integer primary key, a_id integer, name text);
    insert into a values (1, 'one', null), (2, 'two', 'x');
    insert into b values (10, 1, 'b-one'), (11, 2, 'b-two');`);
  return { file, sqlite };
}

describe('rows read as arrays', () => {
  it('are the objects better-sqlite3 builds itself, a name given twice keeping its last value', () => {
    const { sqlite } = openFile();
    const query =
      'select a.*, b.name, b.id as b_id, 3.5 as n, null as empty from a join b on b.a_id = a.id order by a.id';
    expect(readRows(sqlite.prepare(query), [])).toEqual(sqlite.prepare(query).all());
    expect(readRows(sqlite.prepare(query), [])[0]).toEqual({
      id: 1,
      name: 'b-one',
      note: null,
      b_id: 10,
      n: 3.5,
      empty: null,
    });
    expect(readRows(sqlite.prepare('select * from a where id = ?'), [99])).toEqual([]);
    sqlite.close();
  });

  it('follow a column that another connection added after the statement was prepared', () => {
    const { file, sqlite } = openFile();
    const statement = sqlite.prepare('select * from a order by id');
    expect(readRows(statement, [])[0]).toEqual({ id: 1, name: 'one', note: null });
    const other = new SQLite(file);
    other.exec("alter table a add column extra text not null default 'e'");
    other.close();
    expect(readRows(statement, [])[0]).toEqual({ id: 1, name: 'one', note: null, extra: 'e' });
    sqlite.close();
  });

  it('follow a column renamed through the driver, for statements it prepared before', async () => {
    const { sqlite } = openFile();
    const db = new Kysely<{ a: { id: number } }>({
      dialect: new SqliteGroupCommitDialect(sqlite, withStatementCache(sqlite)),
    });
    const all = () => sql`select * from a order by id`.execute(db).then((r) => r.rows[0]);
    expect(await all()).toEqual({ id: 1, name: 'one', note: null });
    await sql`alter table a rename column note to remark`.execute(db);
    expect(await all()).toEqual({ id: 1, name: 'one', remark: null });
    const streamed: unknown[] = [];
    for await (const row of db.selectFrom('a').selectAll().orderBy('id').stream()) streamed.push(row);
    expect(streamed).toEqual([
      { id: 1, name: 'one', remark: null },
      { id: 2, name: 'two', remark: 'x' },
    ]);
    await db.destroy();
  });

  it('are made by a maker compiled once per column list, whatever the names hold', () => {
    const names = [
      'id',
      'we"ird \\ name',
      "it's",
      '"}; throw new Error("injected"); ({"',
      '0',
      'naïve ✓',
      'id',
    ];
    const row = [1, 'a', 'b', 'c', 'd', 'e', 2];
    const expected: Record<string, unknown> = {};
    names.forEach((name, i) => {
      expected[name] = row[i];
    });
    expect(rowMaker(names)(row)).toEqual(expected);
    expect(rowMaker(names)(row).id).toBe(2);
    expect(rowMaker([...names])).toBe(rowMaker(names));
  });

  it('keep __proto__ an ordinary key store, as the generic maker does', () => {
    const made = rowMaker(['a', '__proto__'])(['x', null]);
    expect(made.a).toBe('x');
    // What one keyed store per column made (the maker before the compiled ones).
    const direct: Record<string, unknown> = {};
    for (const [name, value] of [
      ['a', 'x'],
      ['__proto__', null],
    ] as const)
      direct[name] = value;
    expect(Object.getPrototypeOf(made)).toBe(Object.getPrototypeOf(direct));
  });

  it('still make rows after more column lists than it keeps', () => {
    for (let i = 0; i < 600; i++)
      expect(rowMaker([`c${i}`, 'v'])([i, 'x'])).toEqual({ [`c${i}`]: i, v: 'x' });
    expect(rowMaker(['c0', 'v'])([0, 'y'])).toEqual({ c0: 0, v: 'y' });
  });
});
