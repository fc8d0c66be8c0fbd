import { describe, expect, it } from 'vitest';
import { defineJob } from './define-job';
import { nextRunAt, retryDelayMs } from './job-schedule';

describe('job schedules', () => {
  it('adds an interval in milliseconds, or finds the next time of a cron expression in UTC', () => {
    const from = new Date('2026-03-10T05:00:00.000Z');
    expect(nextRunAt(90_000, from).toISOString()).toBe('2026-03-10T05:01:30.000Z');
    expect(nextRunAt('0 3 * * *', from).toISOString()).toBe('2026-03-11T03:00:00.000Z');
    expect(nextRunAt('*/15 * * * *', from).toISOString()).toBe('2026-03-10T05:15:00.000Z');
  });

  it('refuses an interval of 0 and a cron expression that is not one', () => {
    expect(() => nextRunAt(0, new Date())).toThrow("A job's interval must be above 0 ms, not 0");
    expect(() => nextRunAt('every day', new Date())).toThrow();
  });

  it('doubles the retry wait after each failed attempt', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(1000, failures))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('refuses a job without attempts or with a name that cannot key its lease', () => {
    const run = async () => {};
    expect(() => defineJob({ name: 'x', every: 1, retry: { attempts: 0, backoffMs: 1 }, run })).toThrow(
      'Job x: retry.attempts must be at least 1',
    );
    expect(() => defineJob({ name: 'A job', every: 1, retry: { attempts: 1, backoffMs: 1 }, run })).toThrow(
      'Bad job name: A job',
    );
  });
});
