import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { commandArbitrary, prologueArbitrary } from './command-arbitraries';
import { verifyEverything } from './model-checks';
import { createWorld, newModel, type World } from './model-world';

/**
 * Model-based state tests (docs/reliability.md, "State-sequence tests"): fast-check generates sequences of
 * actions by random people; each is sent to the real app over HTTP and checked against a hand-written model
 * of docs/product.md §4 and §6. The defaults keep the file well under a minute; for longer local runs:
 *   MODEL_RUNS=500 MODEL_MAX_COMMANDS=60 npx vitest run test/model
 * A failure prints its seed and path; replay it with MODEL_SEED, MODEL_PATH (and MODEL_REPLAY_PATH).
 */
const env = process.env;
const RUNS = Number(env.MODEL_RUNS ?? 25);
const MAX_COMMANDS = Number(env.MODEL_MAX_COMMANDS ?? 40);
/** Bounds shrinking after a failure too; a run that cannot finish in time fails rather than passing short. */
const TIME_LIMIT_MS = Number(env.MODEL_TIME_LIMIT_S ?? 240) * 1000;

function assertParameters(): fc.Parameters<unknown> {
  const parameters: fc.Parameters<unknown> = {
    numRuns: RUNS,
    plugins: [fc.interruptAfterTimeLimit(TIME_LIMIT_MS, { failOnInterrupt: true })],
  };
  if (env.MODEL_SEED) parameters.seed = Number(env.MODEL_SEED);
  if (env.MODEL_PATH) parameters.path = env.MODEL_PATH;
  return parameters;
}

describe('incidents and investigations follow the docs/product.md §4/§6 model under random action sequences', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startTestApp();
    w = await createWorld(t);
  });
  afterAll(() => t?.close());

  it(
    'every answer, status, history, number and completed investigation agrees with the model',
    async () => {
      const started = Date.now();
      const commands = fc.commands([commandArbitrary], {
        maxCommands: MAX_COMMANDS,
        size: 'max',
        ...(env.MODEL_REPLAY_PATH ? { replayPath: env.MODEL_REPLAY_PATH } : {}),
      });
      await fc.assert(
        fc.asyncProperty(prologueArbitrary, commands, async (prologue, sequence) => {
          await w.refreshSessions();
          w.stats.runs += 1;
          const model = newModel();
          await fc.asyncModelRun(() => ({ model, real: w }), prologue);
          await fc.asyncModelRun(() => ({ model, real: w }), sequence);
          await verifyEverything(w, model);
        }),
        assertParameters(),
      );
      const s = w.stats;
      console.info(
        `model runs: ${s.runs}, commands: ${s.commands}, answers: ${s.accepted} allowed, ${s.refused} refused, ` +
          `requests: ${s.requests}, investigations completed: ${s.completedInvestigations}, ` +
          `statuses reached: ${[...s.reached].sort().join(', ')}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (env.MODEL_VERBOSE) console.info(Object.fromEntries(s.outcomes));
      // Guards against a generator that silently stopped exercising the lifecycle.
      expect(s.accepted).toBeGreaterThan(0);
      expect(s.refused).toBeGreaterThan(0);
    },
    TIME_LIMIT_MS + 60_000,
  );

  it('no two incidents in the database share a number', async () => {
    const numbers: number[] = [];
    for (let page = 0; ; page += 1) {
      const res = await w.read(`/v1/incidents?view=list&rowsPerPage=200&page=${page}`);
      expect(res.status).toBe(200);
      for (const item of res.body.items as { incidentNumber: number | null }[]) {
        if (item.incidentNumber !== null) numbers.push(item.incidentNumber);
      }
      if ((page + 1) * 200 >= res.body.total) break;
    }
    expect(numbers.length).toBeGreaterThan(0);
    expect(new Set(numbers).size, 'duplicate incident numbers').toBe(numbers.length);
  });
});
