import { percentile } from '../lib/load-run';

/** What the soak test times: one HTTP request each (a detail page issues `detail` and `history` together). */
export const OPERATIONS = [
  'list',
  'detail',
  'history',
  'submit',
  'queue',
  'transition',
  'chart',
  'export',
  'refresh',
] as const;
export type Operation = (typeof OPERATIONS)[number];

export interface ErrorSample {
  operation: Operation;
  atSeconds: number;
  /** The HTTP status, or 0 for a network error or a timeout. */
  status: number;
  message: string;
}

export interface OperationSummary {
  /** 'all': every request of the run together. */
  operation: Operation | 'all';
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  errors: number;
  /** Log-spaced latency histogram: upper bound in ms → count (enough to redraw the distribution). */
  histogram: Record<string, number>;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Bucket bounds 1, 2, …, 10 ms, then 10 % steps: at most 10 % error on any percentile read from it. */
function bucketOf(ms: number): number {
  if (ms <= 10) return Math.max(1, Math.ceil(ms));
  return Math.round(10 * 1.1 ** Math.ceil(Math.log(ms / 10) / Math.log(1.1)));
}

/**
 * Keeps every latency sample (a 10-minute run at 50 users is some tens of thousands: exact percentiles are
 * cheap) with the time it finished, so that the run can also be cut per minute.
 */
export class Recorder {
  private readonly samples = new Map<Operation, { atMs: number; ms: number }[]>();
  private readonly errorCounts = new Map<Operation, number>();
  /** The same latencies by `operation kind` (e.g. `list search`), to find which shape of a request is slow. */
  private readonly byKind = new Map<string, number[]>();
  readonly errors: ErrorSample[] = [];
  /** Every export that succeeded: when it ended, its time, when its headers came (before the walk), its rows. */
  readonly exports: { atSeconds: number; ms: number; headersMs: number; rows: number }[] = [];
  /** Counters for things that are not requests (e.g. a transition skipped for want of a candidate). */
  readonly notes = new Map<string, number>();
  private readonly startedAt = performance.now();

  elapsedMs(): number {
    return performance.now() - this.startedAt;
  }

  ok(operation: Operation, ms: number, kind?: string): void {
    let list = this.samples.get(operation);
    if (!list) {
      list = [];
      this.samples.set(operation, list);
    }
    list.push({ atMs: this.elapsedMs(), ms });
    if (kind) {
      const key = `${operation} ${kind}`;
      const kindList = this.byKind.get(key) ?? [];
      kindList.push(ms);
      this.byKind.set(key, kindList);
    }
  }

  fail(operation: Operation, status: number, message: string): void {
    this.errorCounts.set(operation, (this.errorCounts.get(operation) ?? 0) + 1);
    // The first errors tell the story; thousands of copies of the same one would only bloat the report.
    if (this.errors.length < 100) {
      this.errors.push({
        operation,
        atSeconds: round(this.elapsedMs() / 1000),
        status,
        message: message.slice(0, 300),
      });
    }
  }

  note(name: string, amount = 1): void {
    this.notes.set(name, (this.notes.get(name) ?? 0) + amount);
  }

  errorCount(): number {
    let total = 0;
    for (const n of this.errorCounts.values()) total += n;
    return total;
  }

  /** Latencies of every operation (or one) that finished in [fromMs, toMs). */
  latencies(fromMs: number, toMs: number, operation?: Operation): number[] {
    const out: number[] = [];
    for (const [name, list] of this.samples) {
      if (operation && name !== operation) continue;
      for (const s of list) if (s.atMs >= fromMs && s.atMs < toMs) out.push(s.ms);
    }
    return out.sort((a, b) => a - b);
  }

  /** One row per operation that happened, then the row 'all'. */
  summarise(durationSeconds: number): OperationSummary[] {
    const rows = OPERATIONS.filter((op) => this.samples.has(op) || this.errorCounts.has(op)).map(
      (operation) =>
        summary(
          operation,
          (this.samples.get(operation) ?? []).map((s) => s.ms).sort((a, b) => a - b),
          this.errorCounts.get(operation) ?? 0,
          durationSeconds,
        ),
    );
    rows.push(
      summary('all', this.latencies(0, Number.POSITIVE_INFINITY), this.errorCount(), durationSeconds),
    );
    return rows;
  }

  summariseKinds(): KindSummary[] {
    return [...this.byKind]
      .map(([kind, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return {
          kind,
          count: sorted.length,
          p50: round(percentile(sorted, 50)),
          p95: round(percentile(sorted, 95)),
          p99: round(percentile(sorted, 99)),
          max: round(sorted[sorted.length - 1] ?? Number.NaN),
          totalSeconds: round(sorted.reduce((sum, ms) => sum + ms, 0) / 1000),
        };
      })
      .sort((a, b) => b.p95 - a.p95);
  }
}

/** Latency by kind of request, slowest p95 first. */
export interface KindSummary {
  kind: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The sum of the latencies: with one user this is the time the server spent on the kind. */
  totalSeconds: number;
}

function summary(
  operation: OperationSummary['operation'],
  sorted: readonly number[],
  errors: number,
  durationSeconds: number,
): OperationSummary {
  const histogram: Record<string, number> = {};
  for (const ms of sorted) {
    const bucket = String(bucketOf(ms));
    histogram[bucket] = (histogram[bucket] ?? 0) + 1;
  }
  const count = sorted.length;
  return {
    operation,
    count,
    perSecond: Math.round((count / durationSeconds) * 100) / 100,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[count - 1] ?? Number.NaN),
    mean: round(count > 0 ? sorted.reduce((s, n) => s + n, 0) / count : Number.NaN),
    errors,
    histogram,
  };
}
