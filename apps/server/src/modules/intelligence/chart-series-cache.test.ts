import type { ChartPoint } from '@qi/domain/chart-aggregation';
import { describe, expect, it } from 'vitest';
import { createSeriesCache } from './chart-series-cache';

const point = (value: number): ChartPoint[] => [{ group: 'A', value1: value, value2: value }] as ChartPoint[];

function counter() {
  let calls = 0;
  const compute = () => {
    calls += 1;
    return Promise.resolve(point(calls));
  };
  return { compute, calls: () => calls };
}

/** A computation that ends when the test says (`finish` ends the latest one started). */
function controlled() {
  let finish: (points: ChartPoint[]) => void = () => {};
  let calls = 0;
  const run = () => {
    calls += 1;
    return new Promise<ChartPoint[]>((resolve) => (finish = resolve));
  };
  return { run, finish: (points: ChartPoint[]) => finish(points), calls: () => calls };
}

/** The test clock's start: lru-cache takes a start time of 0 for "no ttl", as performance.now() never is. */
const T0 = 1_000_000;

describe('chart series cache', () => {
  it('reuses the points of a definition for ttl, then computes them again', async () => {
    let clock = T0;
    const cache = createSeriesCache(5000, 5000, () => clock);
    const { compute, calls } = counter();
    expect(await cache.points('a', compute)).toEqual(point(1));
    clock = T0 + 5000;
    expect(await cache.points('a', compute)).toEqual(point(1));
    expect(calls()).toBe(1);
    clock = T0 + 5001;
    expect(await cache.points('a', compute)).toEqual(point(2));
    expect(await cache.points('b', compute)).toEqual(point(3));
    expect(calls()).toBe(3);
  });

  it('shares a computation that is running, also without a ttl, and computes afresh once it ended', async () => {
    const cache = createSeriesCache(0, 30_000, () => 0);
    const { run: slow, finish, calls } = controlled();
    const first = cache.points('a', slow);
    const second = cache.points('a', slow);
    expect(calls()).toBe(1);
    finish(point(7));
    expect(await first).toEqual(point(7));
    expect(await second).toEqual(point(7));
    const third = cache.points('a', slow);
    expect(calls()).toBe(2);
    finish(point(8));
    expect(await third).toEqual(point(8));
  });

  it('does not keep a failure', async () => {
    const cache = createSeriesCache(60_000, 60_000, () => 0);
    await expect(cache.points('a', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.points('a', () => Promise.resolve(point(1)))).toEqual(point(1));
  });

  it('answers stale points at once while one background computation replaces them, until staleMs', async () => {
    let clock = T0;
    const cache = createSeriesCache(5000, 30_000, () => clock);
    const { run: slow, finish, calls } = controlled();
    const first = cache.points('a', slow);
    finish(point(1));
    expect(await first).toEqual(point(1));
    // Past the ttl: the stale points at once, and one computation starts (not one per request).
    clock = T0 + 6000;
    expect(await cache.points('a', slow)).toEqual(point(1));
    expect(await cache.points('a', slow)).toEqual(point(1));
    expect(calls()).toBe(2);
    finish(point(2));
    await new Promise((resolve) => setImmediate(resolve));
    // The new points, fresh from their computation (T0 + 6000).
    clock = T0 + 10_000;
    expect(await cache.points('a', slow)).toEqual(point(2));
    expect(calls()).toBe(2);
    // Older than staleMs: the request waits for a new computation.
    clock = T0 + 6000 + 30_001;
    const waited = cache.points('a', slow);
    expect(calls()).toBe(3);
    finish(point(3));
    expect(await waited).toEqual(point(3));
  });

  it('keeps answering the stale points when their background computation fails, and tries again', async () => {
    let clock = T0;
    const cache = createSeriesCache(5000, 30_000, () => clock);
    expect(await cache.points('a', () => Promise.resolve(point(1)))).toEqual(point(1));
    clock = T0 + 6000;
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('database gone'));
    };
    expect(await cache.points('a', failing)).toEqual(point(1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.points('a', failing)).toEqual(point(1));
    expect(calls).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    clock = T0 + 40_000;
    await expect(cache.points('a', failing)).rejects.toThrow('database gone');
  });

  it('keeps at most 200 definitions: the least recently used goes first', async () => {
    const cache = createSeriesCache(60_000, 60_000, () => 0);
    const { compute, calls } = counter();
    for (let i = 0; i < 200; i++) await cache.points(`k${i}`, compute);
    // Used again, so k1 is now the least recently used.
    await cache.points('k0', compute);
    await cache.points('k200', compute);
    expect(calls()).toBe(201);
    await cache.points('k0', compute);
    expect(calls()).toBe(201);
    await cache.points('k1', compute);
    expect(calls()).toBe(202);
  });

  it('without a ttl never answers stale points', async () => {
    const cache = createSeriesCache(0, 30_000, () => 0);
    const { compute, calls } = counter();
    expect(await cache.points('a', compute)).toEqual(point(1));
    expect(await cache.points('a', compute)).toEqual(point(2));
    expect(calls()).toBe(2);
  });
});
