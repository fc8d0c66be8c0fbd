import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type IncidentKit, incidentKit } from './incident-test-kit';

/**
 * List totals with the configured cache (the other tests count at every request): on SQLite a total follows
 * every write at once; on PostgreSQL it may be reused for LIST_TOTALS_CACHE_SECONDS, and no longer.
 */
describe('list totals cache', () => {
  let t: TestApp;
  let k: IncidentKit;
  beforeAll(async () => {
    t = await startTestApp({ env: { LIST_TOTALS_CACHE_SECONDS: '1' } });
    k = await incidentKit(t);
  });
  afterAll(() => t.close());

  const total = async () =>
    (
      await k.list(k.callers.quality, {
        filters: [{ key: 'product', type: 'category', filter: [k.form.product] }],
      })
    ).total;

  it('counts a write at once on SQLite, within the time to live on PostgreSQL', async () => {
    const before = await total();
    const submitted = await k.create(k.callers.user, 'submit', { description: 'zqcache' });
    // The rows themselves are never stale.
    const page = await k.list<{ id: string }>(k.callers.quality, { search: 'zqcache' });
    expect(page.items.map((i) => i.id)).toEqual([submitted.id]);
    if (t.config.database.kind === 'sqlite') {
      expect(await total()).toBe(before + 1);
      return;
    }
    expect(await total()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await total()).toBe(before + 1);
  });
});
