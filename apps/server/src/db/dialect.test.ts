import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers/test-app';
import { elapsedDays, lockKeyForTransaction, locksRows, monthOfTimestamp, timestampValue } from './dialect';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// The helpers on the database the suite runs against (TEST_DATABASE): the same answers from both dialects.
describe('db/dialect', () => {
  const kind = () => t.app.appContext.dbKind;
  const cast = (iso: string) => timestampValue(kind(), iso);

  it('measures elapsed days between two timestamps, with the fraction', async () => {
    const from = cast('2026-01-01T00:00:00.000Z');
    const to = cast('2026-01-03T12:00:00.000Z');
    const { rows } = await sql<{ d: number }>`select ${elapsedDays(kind(), from, to)} as d`.execute(t.db);
    expect(Number(rows[0]?.d)).toBeCloseTo(2.5, 6);
  });

  it("reads a timestamp's month in UTC", async () => {
    const at = cast('2026-03-31T23:30:00.000Z');
    const { rows } = await sql<{ m: string }>`select ${monthOfTimestamp(kind(), at)} as m`.execute(t.db);
    expect(rows[0]?.m).toBe('2026-03');
  });

  it('takes row locks on PostgreSQL only, and a key lock that lets the transaction go on', async () => {
    expect(locksRows(kind())).toBe(kind() === 'postgres');
    const answer = await t.db.transaction().execute(async (trx) => {
      await lockKeyForTransaction(trx, kind(), 'dialect-test');
      await lockKeyForTransaction(trx, kind(), 'dialect-test');
      return (await sql<{ one: number }>`select 1 as one`.execute(trx)).rows[0]?.one;
    });
    expect(Number(answer)).toBe(1);
  });
});
