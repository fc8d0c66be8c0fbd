import { formatTable, percentile } from '../lib/load-run';
import { medianRssMb, type RssSample } from '../lib/rss-sampler';
import type { KindSummary, OperationSummary, Recorder } from './recorder';

/** Every interactive operation, 50 users, 100,000 incidents (docs/performance.md). */
export const TARGET_P95_MS = 250;
export const TARGET_P99_MS = 600;
/** "Flat": the last minute's median RSS is at most this much above the first measured minute's. */
export const RSS_FLAT_TOLERANCE = 0.1;

const round1 = (n: number) => Math.round(n * 10) / 10;
const fmt = (n: number) => (Number.isNaN(n) ? '-' : String(round1(n)));

export const meetsTargets = (s: OperationSummary) =>
  s.errors === 0 && s.p95 < TARGET_P95_MS && s.p99 < TARGET_P99_MS;

export interface MinuteRow {
  minute: number;
  requests: number;
  p95: number;
  p99: number;
  errors: number;
  /** The median of the server's RSS samples in the minute (garbage collection swings single samples). */
  rssMb: number;
}

/** One row per minute of [fromMs, toMs). */
export function perMinute(
  recorder: Recorder,
  rss: readonly RssSample[],
  fromMs: number,
  toMs: number,
): MinuteRow[] {
  const rows: MinuteRow[] = [];
  for (let start = fromMs, minute = 1; start < toMs; start += 60_000, minute++) {
    const end = Math.min(toMs, start + 60_000);
    const latencies = recorder.latencies(start, end);
    rows.push({
      minute,
      requests: latencies.length,
      p95: round1(percentile(latencies, 95)),
      p99: round1(percentile(latencies, 99)),
      errors: recorder.errorCount(start, end),
      rssMb: round1(medianRssMb(rss, start, end)),
    });
  }
  return rows;
}

export interface MemoryVerdict {
  /** The windows compared: the first and the last minute measured (half the run each when it is shorter). */
  windowSeconds: number;
  firstMb: number;
  lastMb: number;
  peakMb: number;
  growthMb: number;
  flat: boolean;
}

export function memoryVerdict(rss: readonly RssSample[], fromMs: number, toMs: number): MemoryVerdict {
  const window = Math.min(60_000, (toMs - fromMs) / 2);
  const first = medianRssMb(rss, fromMs, fromMs + window);
  const last = medianRssMb(rss, toMs - window, toMs);
  const peak = rss
    .filter((s) => s.atMs >= fromMs && s.atMs <= toMs)
    .reduce((m, s) => Math.max(m, s.rssMb), 0);
  return {
    windowSeconds: Math.round(window / 1000),
    firstMb: round1(first),
    lastMb: round1(last),
    peakMb: round1(peak),
    growthMb: round1(last - first),
    flat: last - first <= first * RSS_FLAT_TOLERANCE,
  };
}

export function operationTable(summaries: readonly OperationSummary[]): string {
  return formatTable(
    [
      'operation',
      'count',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'errors',
      `p95<${TARGET_P95_MS} p99<${TARGET_P99_MS}`,
    ],
    summaries.map((s) => [
      s.operation,
      String(s.count),
      String(s.perSecond),
      fmt(s.p50),
      fmt(s.p95),
      fmt(s.p99),
      fmt(s.max),
      String(s.errors),
      meetsTargets(s) ? 'yes' : 'NO',
    ]),
  );
}

export function minuteTable(rows: readonly MinuteRow[]): string {
  return formatTable(
    ['minute', 'requests', 'p95 ms', 'p99 ms', 'errors', 'RSS MB (median)'],
    rows.map((r) => [
      String(r.minute),
      String(r.requests),
      fmt(r.p95),
      fmt(r.p99),
      String(r.errors),
      fmt(r.rssMb),
    ]),
  );
}

export function kindTable(kinds: readonly KindSummary[]): string {
  return formatTable(
    ['request kind', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    kinds.map((k) => [k.kind, String(k.count), fmt(k.p50), fmt(k.p95), fmt(k.p99), fmt(k.max)]),
  );
}
