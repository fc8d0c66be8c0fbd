import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import type { JobSchedule } from './job-schedule';

/** What a pass of a job receives besides the app's context. */
export interface JobRunOptions {
  /** Aborted when the server stops (or the pass lost its lease): a long pass ends early at the next step. */
  signal: AbortSignal;
  /** 1 for a scheduled pass, 2 and more for the retries after a failure. */
  attempt: number;
  /** The server's log, for what a pass did (its failure is logged by the runner). */
  log: FastifyBaseLogger;
}

export interface JobDefinition {
  /** Unique; the key of the job's lease row (job_leases.name). */
  name: string;
  /** Milliseconds between passes or a cron expression (UTC); a function reads it from the configuration. */
  every: JobSchedule | ((ctx: AppContext) => JobSchedule);
  /** Attempts per scheduled pass (1: no retry) and the wait before the first retry, doubled for each next one. */
  retry: { attempts: number; backoffMs: number };
  /** Off when this answers false (a knob set to 0, or another database kind). */
  enabled?: (ctx: AppContext) => boolean;
  /** The first pass waits for the schedule instead of running at the first start on a new database. */
  delayFirstRun?: boolean;
  /** How long a holder keeps the lease without renewing it; renewed every third of it while a pass runs. */
  leaseMs?: number;
  /** One pass. Must be idempotent: a pass cut short by a crash is run again by whichever process comes next. */
  run(ctx: AppContext, options: JobRunOptions): Promise<void>;
}

/** Declares a background job; `startJobs` (job-runner.ts) runs the declarations once per cluster. */
export function defineJob(definition: JobDefinition): JobDefinition {
  if (!/^[a-z0-9][a-z0-9.-]*$/.test(definition.name)) throw new Error(`Bad job name: ${definition.name}`);
  if (definition.retry.attempts < 1)
    throw new Error(`Job ${definition.name}: retry.attempts must be at least 1`);
  return definition;
}
