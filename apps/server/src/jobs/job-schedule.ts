import { Cron } from 'croner';

/** Milliseconds between passes, or a cron expression read in UTC ('0 3 * * *': every day at 03:00 UTC). */
export type JobSchedule = number | string;

/** When the pass after one that started at `from` is due. */
export function nextRunAt(schedule: JobSchedule, from: Date): Date {
  if (typeof schedule === 'number') {
    if (!(schedule > 0)) throw new Error(`A job's interval must be above 0 ms, not ${schedule}`);
    return new Date(from.getTime() + schedule);
  }
  const next = new Cron(schedule, { timezone: 'UTC', paused: true }).nextRun(from);
  if (!next) throw new Error(`The cron expression ${schedule} has no next run`);
  return next;
}

/** The wait before retry number `failures` (1 after the first failed attempt), doubling each time. */
export function retryDelayMs(backoffMs: number, failures: number): number {
  return backoffMs * 2 ** Math.max(0, failures - 1);
}
