import type { Verification } from './verify';
import type { WorkloadStats } from './workload';

export interface CycleRow {
  cycle: number;
  killAfterMs: number;
  /** --kill-postgres: whether PostgreSQL replayed its WAL when it started again. */
  databaseRecovered?: boolean;
  workload: WorkloadStats;
  verification: Verification;
}

const COLUMNS = [
  ['cycle', 5],
  ['kill at s', 9],
  ['writes acked', 12],
  ['in flight at kill', 17],
  ['of which committed', 18],
  ['acked checked (run)', 19],
  ['lost', 4],
  ['wrong state', 11],
  ['unexplained', 11],
  ['errors', 6],
  ['integrity', 9],
] as const;

export function tableHeader(): string {
  const names = COLUMNS.map(([name, width]) => name.padStart(width));
  const rule = COLUMNS.map(([, width]) => `${'-'.repeat(width + 1)}:`);
  return `| ${names.join(' | ')} |\n|${rule.join('|')}|`;
}

export function tableRow(row: CycleRow): string {
  const v = row.verification;
  const cells = [
    row.cycle,
    (row.killAfterMs / 1000).toFixed(2),
    row.workload.acknowledged,
    row.workload.inFlightAtKill,
    v.inFlightCommitted,
    v.acknowledgedChecked,
    v.lostWrites,
    v.wrongState,
    v.unexplained + v.duplicateNumbers,
    row.workload.errors,
    v.integrity === 'ok' ? 'ok' : 'FAILED',
  ];
  return `| ${cells.map((c, i) => String(c).padStart(COLUMNS[i]![1])).join(' | ')} |`;
}

/** Anything that makes the run fail (exit code 1). */
export function problems(rows: readonly CycleRow[]): string[] {
  const found: string[] = [];
  for (const { cycle, workload, verification: v } of rows) {
    if (v.lostWrites > 0) found.push(`cycle ${cycle}: ${v.lostWrites} acknowledged write(s) lost`);
    if (v.wrongState > 0)
      found.push(`cycle ${cycle}: ${v.wrongState} incident(s) missing or in a wrong state`);
    if (v.unexplained > 0) found.push(`cycle ${cycle}: ${v.unexplained} unexplained row(s)`);
    if (v.duplicateNumbers > 0)
      found.push(`cycle ${cycle}: ${v.duplicateNumbers} duplicate incident number(s)`);
    if (v.integrity !== 'ok') found.push(`cycle ${cycle}: integrity ${v.integrity}`);
    if (workload.errors > 0) {
      found.push(`cycle ${cycle}: ${workload.errors} error(s) before the kill: ${workload.errorSamples[0]}`);
    }
    for (const line of v.details) found.push(`cycle ${cycle}: ${line}`);
  }
  return found;
}
