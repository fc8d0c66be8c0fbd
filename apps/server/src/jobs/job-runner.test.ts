import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../../test/helpers/log-capture';
import { startTestApp, type TestApp } from '../../test/helpers/test-app';
import { fromDbTimestamp } from '../db/values';
import { defineJob, type JobDefinition } from './define-job';
import { startJobs } from './job-runner';

const logs = captureLogs();
let first: TestApp;
let second: TestApp;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  first = await startTestApp({ env: { LOG_LEVEL: 'info' }, deps: { logStream: logs.stream } });
  // A second instance on the same database (SQLite file or PostgreSQL schema), as behind a load balancer.
  second = await startTestApp({ shareDatabaseWith: first });
});
afterAll(async () => {
  for (const stop of stops.splice(0)) await stop();
  await second.close();
  await first.close();
});

let jobCounter = 0;
const uniqueName = (what: string) => `test.${what}-${++jobCounter}`;

function run(app: TestApp, jobs: JobDefinition[]) {
  const stop = startJobs(app.app.appContext, jobs, app.app.log);
  stops.push(stop);
  return stop;
}

const leaseOf = (name: string) =>
  first.db.selectFrom('job_leases').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job runner (docs/architecture.md, Background jobs)', () => {
  it('runs a job on its schedule and records the pass in its lease row', async () => {
    let passes = 0;
    const name = uniqueName('schedule');
    const stop = run(first, [
      defineJob({ name, every: 10, retry: { attempts: 1, backoffMs: 1 }, run: async () => void passes++ }),
    ]);
    await vi.waitFor(() => expect(passes).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    await stop();
    const lease = await leaseOf(name);
    expect(lease).toMatchObject({ locked_by: null, last_error: null });
    expect(Number(lease.attempts)).toBe(0);
    expect(lease.last_finished_at).not.toBeNull();
  });

  it('retries a failing pass with its attempt number, then gives it up until the next scheduled pass', async () => {
    const attempts: number[] = [];
    const name = uniqueName('retried');
    const stop = run(first, [
      defineJob({
        name,
        every: 3_600_000,
        retry: { attempts: 3, backoffMs: 1 },
        run: async (_ctx, { attempt }) => {
          attempts.push(attempt);
          if (attempt < 3) throw new Error(`attempt ${attempt} failed`);
        },
      }),
    ]);
    await vi.waitFor(() => expect(attempts).toEqual([1, 2, 3]), { timeout: 10_000 });
    await stop();
    const failures = logs.lines.filter((line) => line.job === name && line.msg === 'jobs.pass.failed');
    expect(failures.map((line) => line.attempt)).toEqual([1, 2]);
    expect(failures[0].err.message).toBe('attempt 1 failed');
    const lease = await leaseOf(name);
    expect(lease).toMatchObject({ last_error: null });
    expect(Number(lease.attempts)).toBe(0);
  });

  it('waits the backoff before a retry, doubled for each failure, and logs the pass it gives up', async () => {
    const backoff = uniqueName('backoff');
    const givenUp = uniqueName('given-up');
    const failing = (name: string, attempts: number) =>
      defineJob({
        name,
        every: 3_600_000,
        retry: { attempts, backoffMs: 600_000 },
        run: async () => {
          throw new Error('database unreachable');
        },
      });
    const stop = run(first, [failing(backoff, 3), failing(givenUp, 1)]);
    await vi.waitFor(
      async () => {
        expect((await leaseOf(backoff)).last_error).toBe('database unreachable');
        expect((await leaseOf(givenUp)).last_error).toBe('database unreachable');
      },
      { timeout: 10_000 },
    );
    await stop();
    const ms = (value: unknown) => Date.parse(fromDbTimestamp(value));
    const retried = await leaseOf(backoff);
    expect(Number(retried.attempts)).toBe(1);
    expect(ms(retried.locked_until) - ms(retried.last_finished_at)).toBe(600_000);
    // Given up: next due at the schedule, counted from the pass's start, with no failures carried over.
    const abandoned = await leaseOf(givenUp);
    expect(Number(abandoned.attempts)).toBe(0);
    expect(ms(abandoned.locked_until) - ms(abandoned.last_started_at)).toBe(3_600_000);
    const gaveUp = logs.lines.filter((line) => line.job === givenUp && line.msg === 'jobs.pass.given-up');
    expect(gaveUp).toHaveLength(1);
    expect(gaveUp[0].level).toBe(50);
  });

  it('never runs a job in two runners at once, on one database', async () => {
    let running = 0;
    let most = 0;
    let passes = 0;
    const name = uniqueName('exclusive');
    const job = defineJob({
      name,
      every: 1,
      retry: { attempts: 1, backoffMs: 1 },
      run: async () => {
        running++;
        most = Math.max(most, running);
        await sleep(15);
        running--;
        passes++;
      },
    });
    const stopFirst = run(first, [job]);
    const stopSecond = run(second, [job]);
    await vi.waitFor(() => expect(passes).toBeGreaterThanOrEqual(8), { timeout: 20_000 });
    await Promise.all([stopFirst(), stopSecond()]);
    expect(most).toBe(1);
    expect(running).toBe(0);
  });

  it("takes over a dead holder's expired lease, and leaves a live holder's lease alone", async () => {
    const expired = uniqueName('expired');
    const held = uniqueName('held');
    const now = Date.now();
    await first.db
      .insertInto('job_leases')
      .values([
        { name: expired, locked_until: new Date(now - 1000).toISOString(), locked_by: 'dead-instance' },
        { name: held, locked_until: new Date(now + 3_600_000).toISOString(), locked_by: 'live-instance' },
      ])
      .execute();
    const ran: string[] = [];
    const job = (name: string) =>
      defineJob({
        name,
        every: 3_600_000,
        retry: { attempts: 1, backoffMs: 1 },
        run: async () => void ran.push(name),
      });
    const stop = run(first, [job(expired), job(held)]);
    await vi.waitFor(() => expect(ran).toContain(expired), { timeout: 10_000 });
    await stop();
    expect(ran).toEqual([expired]);
    expect((await leaseOf(expired)).locked_by).toBeNull();
    expect((await leaseOf(held)).locked_by).toBe('live-instance');
  });

  it("runs the app's declared jobs, leaving out those turned off (reminders and webhooks at 0, statistics off SQLite)", async () => {
    const expected = [
      'email-outbox',
      'idempotency.purge',
      'imports.expire',
      'incident-import',
      'trend-signals',
      'uploads.cleanup',
    ];
    if (first.config.database.kind === 'sqlite') expected.push('sqlite.statistics');
    const names = async () =>
      (await first.db.selectFrom('job_leases').select('name').where('name', 'not like', 'test.%').execute())
        .map((row) => row.name)
        .sort();
    await vi.waitFor(async () => expect(await names()).toEqual(expected.sort()), { timeout: 10_000 });
    // Jobs declared with delayFirstRun wait one interval on a new database (the statistics were refreshed
    // at the start); the outbox and the imports' runner, which look for queued work, run at once.
    const atOnce = ['email-outbox', 'incident-import'];
    for (const name of expected.filter((job) => !atOnce.includes(job))) {
      expect((await leaseOf(name)).last_started_at).toBeNull();
    }
    await vi.waitFor(async () => expect((await leaseOf('email-outbox')).last_started_at).not.toBeNull());
  });

  it('stops by signalling the running pass and waiting for it; the lease is handed back', async () => {
    const name = uniqueName('stopped');
    let started = false;
    let sawAbort = false;
    let finished = false;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stop = run(first, [
      defineJob({
        name,
        every: 3_600_000,
        retry: { attempts: 1, backoffMs: 1 },
        run: async (_ctx, { signal }) => {
          started = true;
          await new Promise((resolve) => signal.addEventListener('abort', resolve));
          sawAbort = true;
          await gate;
          finished = true;
        },
      }),
    ]);
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 10_000 });
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.waitFor(() => expect(sawAbort).toBe(true));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    expect((await leaseOf(name)).locked_by).toBeNull();
  });
});
