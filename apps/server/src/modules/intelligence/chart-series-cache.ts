import type { ChartPoint } from '@qi/domain/chart-aggregation';
import { LRUCache } from 'lru-cache';

/** Distinct chart definitions kept at most (the dashboard shows a handful; the chart form previews more). */
const CAPACITY = 200;

interface Entry<T> {
  /** When its computation started. */
  at: number;
  points: Promise<T>;
  /** The points, once computed. */
  value?: T;
  /** A newer computation runs in the background while these points are answered (stale). */
  refreshing?: boolean;
}

/**
 * The points of each chart definition (docs/decisions/034-performance-architecture.md); the headline figures
 * use it too (T: what is cached).
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
export function createSeriesCache<T = ChartPoint[]>(
  ttlMs: number,
  staleMs: number = ttlMs,
  now: () => number = () => performance.now(),
) {
  // Only bounds the number of definitions: the ages above are this cache's own (from a computation's start,
  // on the `now` it is given), so the LRU has no ttl. Callbacks look with `peek`, which leaves the order alone.
  const entries = new LRUCache<string, Entry<T>>({ max: CAPACITY });

  function compute(key: string, run: () => Promise<T>, stale: Entry<T> | null): Entry<T> {
    const entry: Entry<T> = { at: now(), points: run() };
    const forget = () => {
      if (stale) stale.refreshing = false;
      if (entries.peek(key) === entry) entries.delete(key);
    };
    const computed = (points: T) => {
      entry.value = points;
      if (stale) {
        stale.refreshing = false;
        // Unless a computation the request waited for has replaced the stale entry meanwhile.
        if (entries.peek(key) === stale) entries.set(key, entry);
      } else if (ttlMs <= 0) forget();
    };
    // A background computation replaces the stale entry only once it has its points.
    if (!stale) entries.set(key, entry);
    entry.points.then(computed, forget);
    return entry;
  }

  return {
    points(key: string, run: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.at : Number.POSITIVE_INFINITY;
      if (entry && age <= ttlMs) return entry.points;
      if (entry?.value && ttlMs > 0 && age <= staleMs) {
        if (!entry.refreshing) {
          entry.refreshing = true;
          compute(key, run, entry);
        }
        return Promise.resolve(entry.value);
      }
      return compute(key, run, null).points;
    },
  };
}

export type SeriesCache = ReturnType<typeof createSeriesCache>;
