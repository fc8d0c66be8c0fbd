import { describe, expect, it } from 'vitest';
import { repeatInBackground } from './repeat-in-background';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('repeatInBackground', () => {
  it('runs passes one at a time, and its stop waits for the running pass, which sees that it was stopped', async () => {
    let running = 0;
    let most = 0;
    let passes = 0;
    let sawStopped = false;
    const stop = repeatInBackground(5, async (stopped) => {
      running++;
      most = Math.max(most, running);
      passes++;
      await sleep(30);
      sawStopped = stopped();
      running--;
    });
    await sleep(100);
    await stop();
    expect(passes).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
    expect(running).toBe(0);
    expect(sawStopped).toBe(true);
    const after = passes;
    await sleep(30);
    expect(passes).toBe(after);
  });
});
