import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache';

describe('SQLite statement cache', () => {
  function open(capacity?: number) {
    const raw = new SQLite(':memory:');
    raw.exec('create table t (n integer)');
    raw.exec('insert into t values (1), (2), (3)');
    return withStatementCache(raw, capacity);
  }

  it('hands out the same prepared statement for the same SQL', () => {
    const db = open();
    const first = db.prepare('select n from t order by n');
    expect(db.prepare('select n from t order by n')).toBe(first);
    expect(db.prepare('select n from t order by n desc')).not.toBe(first);
    db.close();
  });

  it('prepares a fresh statement while the cached one is iterating', () => {
    const db = open();
    const sql = 'select n from t order by n';
    const iterating = db.prepare(sql).iterate([]);
    const first = iterating.next();
    const again = db.prepare(sql);
    expect(again.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(first.value).toEqual({ n: 1 });
    expect([...iterating]).toEqual([{ n: 2 }, { n: 3 }]);
    db.close();
  });

  it('keeps at most `capacity` statements, dropping the least recently used', () => {
    const db = open(2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a);
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
    db.close();
  });
});
