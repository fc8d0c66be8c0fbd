import { formatTable, percentile } from '../lib/load-run';
import { type MonitorSample, rssSlopeMbPerMinute } from './monitor';
import type { KindSummary, OperationSummary, Recorder } from './recorder';

export const TARGET_P95_MS = 150;
export const TARGET_P99_MS = 400;

const round1 = (n: number) => Math.round(n * 10) / 10;
const fmt = (n: number) => (Number.isNaN(n) ? '-' : String(round1(n)));

export interface MinuteRow {
  minute: number;
  requests: number;
  perSecond: number;
  p95: number;
  p99: number;
  /** RSS at the last sample of the minute, and the lowest and highest sample in it (garbage comes and goes:
   * the lowest is the floor that would show retained growth). */
  rssMb: number;
  rssMinMb: number;
  rssMaxMb: number;
  serverCpuPercent: number;
  clientCpuPercent: number;
  /** PostgreSQL only (NaN on SQLite, where the queries run inside the server process). */
  databaseCpuPercent: number;
  /** The longest the load generator's event loop was late in the minute (MonitorSample). */
  clientLoopDelayMaxMs: number;
  /** The load generator's longest garbage-collection pause in the minute. */
  clientGcMaxMs: number;
  load1: number;
}

/** Every request of each minute of the run, with the server's memory and CPU over that minute. */
export function perMinute(
  recorder: Recorder,
  monitor: readonly MonitorSample[],
  seconds: number,
): MinuteRow[] {
  const rows: MinuteRow[] = [];
  for (let start = 0; start < seconds; start += 60) {
    const end = Math.min(seconds, start + 60);
    const latencies = recorder.latencies(start * 1000, end * 1000);
    const inMinute = monitor.filter((s) => s.atSeconds > start && s.atSeconds <= end + 2.5);
    const largest = (pick: (s: MonitorSample) => number | undefined) =>
      inMinute.length > 0 ? Math.max(...inMinute.map((s) => pick(s) ?? 0)) : Number.NaN;
    const average = (pick: (s: MonitorSample) => number) =>
      inMinute.length > 0 ? Math.round(inMinute.reduce((sum, s) => sum + pick(s), 0) / inMinute.length) : NaN;
    rows.push({
      minute: start / 60 + 1,
      requests: latencies.length,
      perSecond: round1(latencies.length / (end - start)),
      p95: round1(percentile(latencies, 95)),
      p99: round1(percentile(latencies, 99)),
      rssMb: inMinute.at(-1)?.rssMb ?? Number.NaN,
      rssMinMb: inMinute.length > 0 ? Math.min(...inMinute.map((s) => s.rssMb)) : Number.NaN,
      rssMaxMb: inMinute.length > 0 ? Math.max(...inMinute.map((s) => s.rssMb)) : Number.NaN,
      serverCpuPercent: average((s) => s.serverCpuPercent),
      clientCpuPercent: average((s) => s.clientCpuPercent),
      databaseCpuPercent: average((s) => s.databaseCpuPercent ?? Number.NaN),
      clientLoopDelayMaxMs: largest((s) => s.clientLoopDelayMaxMs),
      clientGcMaxMs: largest((s) => s.clientGcMaxMs),
      load1: inMinute.at(-1)?.load1 ?? Number.NaN,
    });
  }
  return rows;
}

export interface MemorySummary {
  startMb: number;
  endMb: number;
  peakMb: number;
  slopeMbPerMinute: number;
  /** The slope without the first minute (caches and JIT warm up then). */
  slopeAfterFirstMinuteMbPerMinute: number;
  /**
   * The lowest RSS of the second minute and of the last minute: RSS swings by 100 MB with garbage collection,
   * so the floor is the fairer sign of memory that is kept.
   */
  floorSecondMinuteMb: number;
  floorLastMinuteMb: number;
}

export function memorySummary(monitor: readonly MonitorSample[], seconds: number): MemorySummary {
  const floor = (from: number, to: number) => {
    const inRange = monitor.filter((s) => s.atSeconds >= from && s.atSeconds <= to).map((s) => s.rssMb);
    return inRange.length > 0 ? Math.min(...inRange) : Number.NaN;
  };
  return {
    startMb: monitor[0]?.rssMb ?? Number.NaN,
    endMb: monitor.at(-1)?.rssMb ?? Number.NaN,
    peakMb: monitor.reduce((max, s) => Math.max(max, s.rssMb), 0),
    slopeMbPerMinute: rssSlopeMbPerMinute(monitor),
    slopeAfterFirstMinuteMbPerMinute: rssSlopeMbPerMinute(monitor.filter((s) => s.atSeconds >= 60)),
    floorSecondMinuteMb: floor(60, 120),
    floorLastMinuteMb: floor(Math.max(0, seconds - 60), seconds),
  };
}

export const meetsTargets = (s: OperationSummary) =>
  s.errors === 0 && s.p95 < TARGET_P95_MS && s.p99 < TARGET_P99_MS;

export function operationTable(summaries: readonly OperationSummary[]): string {
  return formatTable(
    ['operation', 'count', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'p95<150 p99<400'],
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
    [
      'minute',
      'requests',
      'req/s',
      'p95 ms',
      'p99 ms',
      'RSS MB',
      'RSS min–max',
      'server CPU %',
      'database CPU %',
      'client CPU %',
      'client loop late max ms',
      'client GC max ms',
      'load 1m',
    ],
    rows.map((r) => [
      String(r.minute),
      String(r.requests),
      String(r.perSecond),
      fmt(r.p95),
      fmt(r.p99),
      fmt(r.rssMb),
      `${fmt(r.rssMinMb)}–${fmt(r.rssMaxMb)}`,
      fmt(r.serverCpuPercent),
      fmt(r.databaseCpuPercent),
      fmt(r.clientCpuPercent),
      fmt(r.clientLoopDelayMaxMs),
      fmt(r.clientGcMaxMs),
      fmt(r.load1),
    ]),
  );
}

export function kindTable(kinds: readonly KindSummary[]): string {
  return formatTable(
    ['request kind', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'total s'],
    kinds.map((k) => [
      k.kind,
      String(k.count),
      fmt(k.p50),
      fmt(k.p95),
      fmt(k.p99),
      fmt(k.max),
      fmt(k.totalSeconds),
    ]),
  );
}
