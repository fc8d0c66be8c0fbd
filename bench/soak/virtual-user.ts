import { seededRandom, weighted } from '../lib/description-text';
import { OPERATION_MIX, PERFORM, type SoakWorld } from './operations';
import type { Session } from './sessions';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface LoopOptions {
  endsAt: number;
  thinkMinMs: number;
  thinkMaxMs: number;
  seed: number;
}

/**
 * One virtual user in a closed loop: think (uniform in [min, max]), do one operation of the mix, wait for its
 * answer, repeat until the end. A slow server therefore slows its users down instead of piling up requests,
 * as with real people. The users start spread over the first think time so that they do not move in step.
 */
export async function runVirtualUser(
  world: SoakWorld,
  session: Session,
  options: LoopOptions,
): Promise<number> {
  const random = seededRandom(options.seed);
  const think = () => options.thinkMinMs + random() * (options.thinkMaxMs - options.thinkMinMs);
  let operations = 0;
  await sleep(random() * options.thinkMaxMs);
  while (performance.now() < options.endsAt) {
    await session.keepFresh(world.recorder);
    const choice = weighted(random, OPERATION_MIX);
    await PERFORM[choice](world, session, random);
    operations++;
    const pause = think();
    if (performance.now() + pause >= options.endsAt) break;
    await sleep(pause);
  }
  return operations;
}
