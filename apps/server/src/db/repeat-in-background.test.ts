import { describe, expect, it } from 'vitest';
import { repeatInBackground } from './repeat-in-background';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fail = (error: unknown) => {
  throw error;
};

describe('repeatInBackground', () => {
  it('runs passes one at a time, and its stop waits for the running pass, which sees that it was stopped', async () => {
    let running = 0;
    let most = 0;
    let passes = 0;
    let sawStopped = false;
    const stop = repeatInBackground(
      5,
      async (stopped) => {
        running++;
        most = Math.max(most, running);
        passes++;
        await sleep(30);
        sawStopped = stopped();
        running--;
      },
      fail,
    );
    while (passes < 3) await sleep(2);
    await stop();
    expect(passes).toBe(3);
    expect(most).toBe(1);
    expect(running).toBe(0);
    expect(sawStopped).toBe(true);
    const after = passes;
    await sleep(30);
    expect(passes).toBe(after);
  });

  it('reports the errors of a pass, but not those of a pass that was stopped', async () => {
    const errors: unknown[] = [];
    let passes = 0;
    const stop = repeatInBackground(
      5,
      async (stopped) => {
        passes++;
        if (passes === 1) throw new Error('first pass failed');
        await sleep(20);
        if (stopped()) throw new Error('closing');
      },
      (error) => errors.push(error),
    );
    // Stopped while the second pass runs: it fails after the stop.
    while (passes < 2) await sleep(2);
    await stop();
    expect(passes).toBe(2);
    expect(errors.map((e) => (e as Error).message)).toEqual(['first pass failed']);
  });
});
