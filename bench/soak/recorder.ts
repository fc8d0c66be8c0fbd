import { percentile } from '../lib/load-run';

/**
 * What the soak times: one HTTP request each. A detail page is `detail` then `history`; a transition is the
 * work queue (`queue`) then the change (`transition`).
 */
export const OPERATIONS = [
  'list',
  'search',
  'detail',
  'history',
  'chart',
  'queue',
  'transition',
  'submit',
  'profile',
  'profile-update',
  'data',
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
  /** 'all': every request of the window together. */
  operation: Operation | 'all';
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
}

export interface KindSummary {
  kind: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

interface Sample {
  operation: Operation;
  kind: string | undefined;
  /** When the answer ended, from the recorder's start. */
  atMs: number;
  ms: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Every latency (tens of thousands in a 10-minute run: exact percentiles are cheap) and every error, with the
 * time it happened, so that the run can be cut into warm-up, measured minutes or an export's window.
 */
export class Recorder {
  private readonly samples: Sample[] = [];
  private readonly failures: { operation: Operation; atMs: number }[] = [];
  /** The first errors, with the server's answer (thousands of copies of one would only bloat the report). */
  readonly errors: ErrorSample[] = [];
  /** Counters for things that are not requests (e.g. a transition skipped for want of a candidate). */
  readonly notes = new Map<string, number>();
  private readonly startedAt = performance.now();

  elapsedMs(): number {
    return performance.now() - this.startedAt;
  }

  ok(operation: Operation, ms: number, kind?: string): void {
    this.samples.push({ operation, kind, atMs: this.elapsedMs(), ms });
  }

  fail(operation: Operation, status: number, message: string): void {
    const atMs = this.elapsedMs();
    this.failures.push({ operation, atMs });
    if (this.errors.length < 100) {
      this.errors.push({ operation, atSeconds: round(atMs / 1000), status, message: message.slice(0, 300) });
    }
  }

  note(name: string, amount = 1): void {
    this.notes.set(name, (this.notes.get(name) ?? 0) + amount);
  }

  errorCount(fromMs = 0, toMs = Number.POSITIVE_INFINITY, operation?: Operation): number {
    return this.failures.filter(
      (f) => f.atMs >= fromMs && f.atMs < toMs && (!operation || f.operation === operation),
    ).length;
  }

  /** Sorted latencies of the requests (of one operation, or all) that ended in [fromMs, toMs). */
  latencies(fromMs: number, toMs: number, operation?: Operation): number[] {
    return this.samples
      .filter((s) => s.atMs >= fromMs && s.atMs < toMs && (!operation || s.operation === operation))
      .map((s) => s.ms)
      .sort((a, b) => a - b);
  }

  /** One row per operation that happened in [fromMs, toMs), then the row 'all'. */
  summarise(fromMs: number, toMs: number): OperationSummary[] {
    const seconds = (Math.min(toMs, this.elapsedMs()) - fromMs) / 1000;
    const rows = OPERATIONS.map((operation) =>
      summary(
        operation,
        this.latencies(fromMs, toMs, operation),
        this.errorCount(fromMs, toMs, operation),
        seconds,
      ),
    ).filter((row) => row.count > 0 || row.errors > 0);
    rows.push(summary('all', this.latencies(fromMs, toMs), this.errorCount(fromMs, toMs), seconds));
    return rows;
  }

  /** Latency by `operation kind` (e.g. `list product`), slowest p95 first: which shape of a request is slow. */
  summariseKinds(fromMs: number, toMs: number): KindSummary[] {
    const byKind = new Map<string, number[]>();
    for (const s of this.samples) {
      if (!s.kind || s.atMs < fromMs || s.atMs >= toMs) continue;
      const key = `${s.operation} ${s.kind}`;
      const list = byKind.get(key) ?? [];
      list.push(s.ms);
      byKind.set(key, list);
    }
    return [...byKind]
      .map(([kind, list]) => {
        const sorted = list.sort((a, b) => a - b);
        return {
          kind,
          count: sorted.length,
          p50: round(percentile(sorted, 50)),
          p95: round(percentile(sorted, 95)),
          p99: round(percentile(sorted, 99)),
          max: round(sorted.at(-1) ?? Number.NaN),
        };
      })
      .sort((a, b) => b.p95 - a.p95);
  }
}

function summary(
  operation: OperationSummary['operation'],
  sorted: readonly number[],
  errors: number,
  seconds: number,
): OperationSummary {
  return {
    operation,
    count: sorted.length,
    perSecond: seconds > 0 ? Math.round((sorted.length / seconds) * 100) / 100 : Number.NaN,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    errors,
  };
}
