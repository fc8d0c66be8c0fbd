import {
  DATABASE_USAGE,
  type DatabaseOptions,
  databaseOptions,
  parseArgs,
  positiveNumber,
  wholeSeconds,
} from '../lib/cli-options';

export interface SoakOptions extends DatabaseOptions {
  /** Measured minutes (after the warm-up); fractions are allowed for short trial runs. */
  minutes: number;
  users: number;
  /** Think time between two operations of one virtual user, uniform in [min, max] ms. */
  thinkMinMs: number;
  thinkMaxMs: number;
  /**
   * Seconds of the same work before the measured minutes, reported apart (their errors still fail the run):
   * a server that has been up for a while has compiled its code and filled its caches.
   */
  warmUpSeconds: number;
  /** Seed of the virtual users' choices (a run can be repeated with the same sequence of choices). */
  seed: number;
}

export const USAGE = `npm run soak -w bench -- ${DATABASE_USAGE} [--minutes 10] [--users 50] [--warm-up 60] [--think-ms 500-2000] [--seed 1]`;

export function parseSoakOptions(argv: readonly string[], env: NodeJS.ProcessEnv): SoakOptions {
  const parsed = parseArgs(argv, ['minutes', 'users', 'warm-up', 'think-ms', 'seed'], [], USAGE);
  const { values } = parsed;
  const think = /^(\d+)-(\d+)$/.exec(values.get('think-ms') ?? '500-2000');
  if (!think || Number(think[1]) > Number(think[2])) throw new Error('--think-ms must look like 500-2000');
  return {
    ...databaseOptions(parsed, env, USAGE),
    minutes: positiveNumber(values.get('minutes'), 'minutes', 10),
    users: Math.floor(positiveNumber(values.get('users'), 'users', 50)),
    thinkMinMs: Number(think[1]),
    thinkMaxMs: Number(think[2]),
    warmUpSeconds: wholeSeconds(values.get('warm-up'), 'warm-up', 60),
    seed: Math.floor(positiveNumber(values.get('seed'), 'seed', 1)),
  };
}
