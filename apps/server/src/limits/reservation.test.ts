import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers/test-app';
import { LimitReached, release, reserveSettled, settle } from './reservation';

/** Only failures fill a limit: tries that give theirs back never make another try wait in vain or be refused. */
describe('reserved tries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const rule = (key: string) => ({ kind: 'test-tries', key, limit: 2, windowMinutes: 10, account: key });

  it('40 tries at once on a limit of 2, each given back: none is refused', async () => {
    const tryOnce = async () => {
      const taken = await reserveSettled(t.db, [rule('all-good')]);
      await release(t.db, taken);
      return 'checked';
    };
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, tryOnce));
    expect(
      outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason)),
    ).toEqual([]);
  });

  it('a limit filled by settled failures refuses at once', async () => {
    for (let i = 0; i < 2; i++) await settle(t.db, await reserveSettled(t.db, [rule('failed')]));
    await expect(reserveSettled(t.db, [rule('failed')])).rejects.toBeInstanceOf(LimitReached);
  });
});
