import type { ChartPoint } from '@qi/domain/chart-aggregation';

/** Distinct chart definitions kept at most (the dashboard shows a handful; the chart form previews more). */
const CAPACITY = 200;

interface Entry {
  at: number;
  points: Promise<ChartPoint[]>;
}

/**
 * The points of each chart definition for `ttlMs` (docs/decisions/016-chart-series-cache.md).
 *
 * A chart adds up every incident (60–220 ms of database time at 100,000 incidents), and a dashboard shows the
 * same few charts to everyone who opens it. Requests for the same definition within `ttlMs` of a computation
 * share its result, and requests that arrive while it is computed wait for it instead of computing it again.
 * A failed computation is not kept. `ttlMs` 0 computes every request (still sharing one that is running).
 */
export function createSeriesCache(ttlMs: number, now: () => number = () => performance.now()) {
  const entries = new Map<string, Entry>();

  return {
    points(key: string, compute: () => Promise<ChartPoint[]>): Promise<ChartPoint[]> {
      const entry = entries.get(key);
      if (entry && now() - entry.at <= ttlMs) return entry.points;
      const points = compute();
      const fresh: Entry = { at: now(), points };
      entries.delete(key);
      entries.set(key, fresh);
      if (entries.size > CAPACITY) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const forget = () => {
        if (entries.get(key) === fresh) entries.delete(key);
      };
      // A failure is not kept; without a TTL the entry only shares the computation while it runs.
      points.then(ttlMs > 0 ? undefined : forget, forget);
      return points;
    },
  };
}

export type SeriesCache = ReturnType<typeof createSeriesCache>;
