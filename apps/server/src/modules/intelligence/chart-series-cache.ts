import type { ChartPoint } from '@qi/domain/chart-aggregation';
import { LRUCache } from 'lru-cache';

/** Distinct chart definitions kept at most (the dashboard shows a handful; the chart form previews more). */
const CAPACITY = 200;

/**
 * The points of each chart definition (docs/decisions/034-performance-architecture.md); the headline figures
 * use it too (T: what is cached). lru-cache does the work: `fetch` shares one computation per key, `ttl` ages
 * the points and `allowStale` answers them while the next computation runs.
 *
 * A chart adds up every incident (tens to hundreds of milliseconds at 100,000 incidents), and a dashboard shows the
 * same few charts to everyone who opens it. Requests for the same definition within `ttlMs` of a computation
 * share its result, and requests that arrive while it is computed wait for it instead of computing it again.
 *
 * After `ttlMs`, up to `staleMs` from its computation, the points are still answered at once while the next
 * computation runs in the background (stale while refreshing); it replaces them when it succeeds. So a busy
 * dashboard computes each chart as often as before, but no request waits for it. Older points, or none, are
 * computed while the request waits. A failed computation is not kept (the points it should have replaced are
 * answered until `staleMs`). `ttlMs` 0 computes every request (still sharing one that is running).
 */
export function createSeriesCache<T extends object = ChartPoint[]>(
  ttlMs: number,
  staleMs: number = ttlMs,
  now: () => number = () => performance.now(),
) {
  const cache = new LRUCache<string, T, () => Promise<T>>({
    max: CAPACITY,
    // lru-cache reads ttl 0 as "never expires": without a ttl nothing is kept past its computation (below).
    ...(ttlMs > 0 ? { ttl: ttlMs } : {}),
    // Ages read from `now` at every call, not from a clock cached for a millisecond.
    ttlResolution: 0,
    perf: { now },
    fetchMethod: (_key, _stale, { context }) => context(),
  });

  return {
    async points(key: string, run: () => Promise<T>): Promise<T> {
      // Stale points may be answered (and kept when their refresh fails) only up to `staleMs` of age.
      const age = ttlMs - cache.getRemainingTTL(key);
      const staleAllowed = ttlMs > 0 && cache.info(key) !== undefined && age <= staleMs;
      const fetched = cache.fetch(key, {
        context: run,
        allowStale: staleAllowed,
        allowStaleOnFetchRejection: staleAllowed,
        noDeleteOnFetchRejection: staleAllowed,
      });
      if (ttlMs <= 0) {
        fetched.then(
          (points) => {
            if (cache.peek(key) === points) cache.delete(key);
          },
          () => undefined,
        );
      }
      const points = await fetched;
      if (points === undefined) throw new Error(`The points of ${key} could not be computed`);
      return points;
    },
  };
}

export type SeriesCache = ReturnType<typeof createSeriesCache>;
