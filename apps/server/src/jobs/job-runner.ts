import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import type { JobDefinition } from './define-job';
import {
  ensureJobLease,
  jobLeaseUntil,
  releaseJobLease,
  renewJobLease,
  takeJobLease,
} from './job-lease-repository';
import { type JobSchedule, nextRunAt, retryDelayMs } from './job-schedule';

const DEFAULT_LEASE_MS = 5 * 60_000;
/** The longest a runner sleeps before it looks at a job's lease again (another instance may have moved it). */
const MAX_SLEEP_MS = 60_000;
/** The shortest, so that a lease read a moment too early is not read again in a tight loop. */
const MIN_SLEEP_MS = 5;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Runs the enabled jobs in the background, each once per cluster: a pass takes the job's lease row first, so
 * of every process on the database (several instances, or several runners in tests) one runs it at a time;
 * a failed pass is retried with exponential backoff. Timers do not keep the process alive. Returns the
 * function that stops: it signals the running passes and waits for them; their leases are handed back.
 */
export function startJobs(
  ctx: AppContext,
  jobs: JobDefinition[],
  log: FastifyBaseLogger,
): () => Promise<void> {
  const holder = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const stopping = new AbortController();
  const names = new Set<string>();
  const loops = jobs
    .filter((job) => job.enabled?.(ctx) ?? true)
    .map((job) => {
      if (names.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
      names.add(job.name);
      const schedule = typeof job.every === 'function' ? job.every(ctx) : job.every;
      nextRunAt(schedule, new Date()); // a bad schedule fails the start, not a pass later
      return runLoop(ctx, job, schedule, holder, stopping.signal, log);
    });
  return async () => {
    stopping.abort();
    await Promise.all(loops);
  };
}

async function runLoop(
  ctx: AppContext,
  job: JobDefinition,
  schedule: JobSchedule,
  holder: string,
  stopping: AbortSignal,
  log: FastifyBaseLogger,
): Promise<void> {
  let ready = false;
  while (!stopping.aborted) {
    let waitMs = MAX_SLEEP_MS;
    try {
      if (!ready) {
        const now = new Date();
        await ensureJobLease(ctx.db, job.name, job.delayFirstRun ? nextRunAt(schedule, now) : now);
        ready = true;
      }
      waitMs = await tryPass(ctx, job, schedule, holder, stopping, log);
    } catch (error) {
      // The lease table itself failed (the database is restarting): look again later.
      if (!stopping.aborted) log.warn({ err: error, job: job.name }, 'jobs.lease.failed');
    }
    await sleep(Math.min(Math.max(waitMs, MIN_SLEEP_MS), MAX_SLEEP_MS), stopping);
  }
}

/** Runs one pass if the job is due and its lease is free; answers how long to wait before looking again. */
async function tryPass(
  ctx: AppContext,
  job: JobDefinition,
  schedule: JobSchedule,
  holder: string,
  stopping: AbortSignal,
  log: FastifyBaseLogger,
): Promise<number> {
  const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
  const startedAt = new Date();
  const taken = await takeJobLease(
    ctx.db,
    job.name,
    holder,
    startedAt,
    new Date(startedAt.getTime() + leaseMs),
  );
  if (!taken) {
    const until = await jobLeaseUntil(ctx.db, job.name);
    return until ? until.getTime() - Date.now() : 0;
  }
  const attempt = taken.attempts + 1;
  const pass = new AbortController();
  const abortPass = () => pass.abort();
  stopping.addEventListener('abort', abortPass);
  // Renewed while the pass runs, so that only a dead holder's lease expires; a lost lease stops the pass.
  const heartbeat = setInterval(() => {
    renewJobLease(ctx.db, job.name, holder, new Date(Date.now() + leaseMs))
      .then((held) => {
        if (!held) abortPass();
      })
      .catch(() => undefined);
  }, leaseMs / 3);
  heartbeat.unref();
  let error: unknown = null;
  try {
    await job.run(ctx, { signal: pass.signal, attempt, log });
  } catch (caught) {
    error = caught;
  } finally {
    clearInterval(heartbeat);
    stopping.removeEventListener('abort', abortPass);
  }
  const finishedAt = new Date();
  if (error === null) {
    await releaseJobLease(ctx.db, job.name, holder, {
      nextDue: nextRunAt(schedule, startedAt),
      attempts: 0,
      error: null,
      finishedAt,
    });
    return nextRunAt(schedule, startedAt).getTime() - Date.now();
  }
  if (stopping.aborted) {
    // Cut short by the stop (its database may be closing): due again at once, for whichever process is up.
    await releaseJobLease(ctx.db, job.name, holder, {
      nextDue: finishedAt,
      attempts: taken.attempts,
      error: errorText(error),
      finishedAt,
    }).catch(() => undefined);
    return 0;
  }
  const retry = attempt < job.retry.attempts;
  const nextDue = retry
    ? new Date(finishedAt.getTime() + retryDelayMs(job.retry.backoffMs, attempt))
    : nextRunAt(schedule, startedAt);
  await releaseJobLease(ctx.db, job.name, holder, {
    nextDue,
    attempts: retry ? attempt : 0,
    error: errorText(error),
    finishedAt,
  });
  const details = { err: error, job: job.name, attempt, nextDue: nextDue.toISOString() };
  if (retry) log.warn(details, 'jobs.pass.failed');
  else log.error(details, 'jobs.pass.given-up');
  return nextDue.getTime() - Date.now();
}

/** Waits `ms`, or less when the runner stops. */
function sleep(ms: number, stopping: AbortSignal): Promise<void> {
  if (stopping.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stopping.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    stopping.addEventListener('abort', done);
  });
}
