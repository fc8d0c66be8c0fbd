import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiContract } from '../helpers/openapi-contract-check';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createRawClient, type RawClient, type RawResponse } from './fuzz-client';
import { CONCURRENCY, FUZZ_SEED, inPool, MIN_REQUESTS, plan, TARGET_REQUESTS } from './fuzz-plan';
import { callerArb, type FuzzRequest, requestArb, strayRequestArb, summary } from './fuzz-requests';
import { createRunner, type Runner } from './fuzz-runner';
import { CALLERS, type CallerName, FuzzSessions } from './fuzz-sessions';
import { allowedCallers, FuzzStats } from './fuzz-stats';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';
import { type OpenApiDocument, type Operation, operationsOf } from './operations';
import { problemsWith } from './response-checks';
import { captureServerErrors } from './server-errors';
import { comparable, WRITE_SNAPSHOTS } from './write-snapshots';

/**
 * Property-based fuzzing of every route of the OpenAPI document, over HTTP against the real app and
 * database (SQLite, or PostgreSQL with TEST_DATABASE=postgres). See docs/reliability.md "Fuzzing".
 * A failure prints the run's seed: FUZZ_SEED=<seed> replays the same requests (the server's state may differ
 * as concurrent requests interleave differently).
 */
const SEED_NOTE = `fuzz seed ${FUZZ_SEED} (replay with FUZZ_SEED=${FUZZ_SEED})`;

describe('API fuzzing', { timeout: 600_000 }, () => {
  let t: TestApp;
  let client: RawClient;
  let sessions: FuzzSessions;
  let world: FuzzWorld;
  let operations: Operation[];
  let runner: Runner;
  let contract: ReturnType<typeof openApiContract>;
  const stats = new FuzzStats();
  const serverErrors = captureServerErrors();

  beforeAll(async () => {
    // NORMAL: no fsync per commit (SQLite only). Durability is not under test here and fsyncs dominate the run.
    t = await startTestApp({
      env: { SQLITE_SYNCHRONOUS: 'NORMAL', LOG_LEVEL: 'error' },
      deps: { logStream: serverErrors.stream },
    });
    client = createRawClient(t.baseUrl, CONCURRENCY);
    sessions = new FuzzSessions(t);
    await sessions.setup();
    const document = await t.request<OpenApiDocument>('GET', '/v1/openapi.json');
    operations = operationsOf(document.body);
    // The list's sortBy enum names every incident column: the keys of valid column filters.
    const incidentColumns = operations
      .find((op) => op.key === 'GET /v1/incidents')
      ?.queryParams.find((p) => p.name === 'sortBy')?.schema.enum as string[] | undefined;
    if (!incidentColumns) throw new Error('GET /v1/incidents has no sortBy enum in the OpenAPI document');
    world = await buildFuzzWorld(t, sessions, incidentColumns);
    runner = createRunner(client, sessions, stats);
    contract = openApiContract(t.baseUrl);
  }, 120_000);

  afterAll(async () => {
    client?.close();
    await t?.close();
  });

  /** What the OpenAPI document does not say of this answer (a status it does not declare, a body off schema). */
  function documentProblems(request: FuzzRequest, response: RawResponse): Promise<string[]> {
    if (response.error !== undefined) return Promise.resolve([]);
    const contentType = String(response.headers['content-type'] ?? '');
    const text = response.body.toString('utf8');
    let body: unknown = text;
    try {
      if (contentType.includes('json') && text) body = JSON.parse(text);
    } catch {
      return Promise.resolve([`a JSON answer that does not parse: ${text.slice(0, 200)}`]);
    }
    return contract({
      method: request.method,
      url: request.path,
      status: response.status,
      contentType,
      body,
    });
  }

  /** fc.assert one property; a failure is collected (with fast-check's report) instead of stopping the run. */
  async function check(
    label: string,
    arbitrary: fc.Arbitrary<FuzzRequest>,
    allowed: readonly CallerName[],
    runs: number,
    seed: number,
    failures: string[],
  ) {
    try {
      await fc.assert(
        fc.asyncProperty(arbitrary, async (request) => {
          const response = await runner.execute(request, allowed);
          const problems = [
            ...problemsWith(request, response),
            ...(await documentProblems(request, response)),
          ];
          if (problems.length > 0) {
            const text = response.body.toString('utf8').slice(0, 600);
            throw new Error(
              `${problems.join('; ')}\n  answer ${response.status}: ${text}\n  request: ${summary(request)}`,
            );
          }
        }),
        { numRuns: runs, seed, includeErrorInReport: true },
      );
    } catch (error) {
      failures.push(`${label}: ${String((error as Error).message).slice(0, 3000)}`);
    }
  }

  it('answers every generated request with 2xx or 4xx, a proper error body and no leaks', async () => {
    const started = performance.now();
    const failures: string[] = [];
    const planned = plan(operations);
    expect(planned.length).toBeGreaterThanOrEqual(40);
    const strayRuns = Math.ceil(TARGET_REQUESTS / 40);

    await inPool([...planned, null], CONCURRENCY, async (item) => {
      if (item === null) {
        const callers = callerArb(CALLERS, CALLERS);
        await check('stray routes', strayRequestArb(callers), [], strayRuns, FUZZ_SEED, failures);
        return;
      }
      const { operation, runs, seed } = item;
      const allowed = allowedCallers(t.app, operation.method, operation.template);
      const arbitrary = requestArb(operation, world, callerArb(allowed, CALLERS));
      await check(operation.key, arbitrary, allowed, runs, seed, failures);
    });

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${SEED_NOTE}: ${seconds} s, ${sessions.renewals} sessions opened\n${stats.summary()}`);
    expect(failures, `${SEED_NOTE}\n${failures.join('\n\n')}\n${serverErrors.report()}`).toEqual([]);
    // A 4xx that the server also logged as an error (or a stream that failed after its headers) is a bug too.
    expect(serverErrors.count, serverErrors.report()).toBe(0);
    // At least 10 000 per run (fewer only when FUZZ_REQUESTS asks for a short local run).
    expect(stats.sent).toBeGreaterThanOrEqual(Math.min(MIN_REQUESTS, TARGET_REQUESTS));
    // Most requests must get past the session check to the route's validation and handler.
    expect(stats.authorized / stats.sent).toBeGreaterThan(0.6);
    expect(stats.reachedRoute / stats.authorized).toBeGreaterThan(0.9);
  });

  it('leaves rows and collections unchanged when it refuses a write', async () => {
    const failures: string[] = [];
    let compared = 0;
    for (const [index, operation] of operations.entries()) {
      const snapshot = WRITE_SNAPSHOTS[operation.key];
      if (!snapshot) continue;
      const allowed = allowedCallers(t.app, operation.method, operation.template).filter(
        (c) => c !== 'anonymous',
      );
      // Signed-in callers the route lets in, with bodies one mutation away from valid and real targets.
      const arbitrary = requestArb(operation, world, fc.constantFrom(...allowed)).filter(
        (r) =>
          r.variant.startsWith('mutated') && (operation.pathParams.length === 0 || r.target !== undefined),
      );
      try {
        await fc.assert(
          fc.asyncProperty(arbitrary, async (request) => {
            const before = comparable(await snapshot(runner, request));
            const response = await runner.execute(request, allowed);
            expect(problemsWith(request, response), summary(request)).toEqual([]);
            if (response.status < 400) return;
            compared += 1;
            const after = comparable(await snapshot(runner, request));
            expect(after, `refused ${summary(request)} → ${response.status}`).toEqual(before);
          }),
          { numRuns: 20, seed: (FUZZ_SEED + index) % 2 ** 31, includeErrorInReport: true },
        );
      } catch (error) {
        failures.push(`${operation.key}: ${String((error as Error).message).slice(0, 3000)}`);
      }
    }
    console.log(`${SEED_NOTE}: ${compared} refused writes compared before and after`);
    expect(failures, `${SEED_NOTE}\n${failures.join('\n\n')}\n${serverErrors.report()}`).toEqual([]);
    expect(serverErrors.count, serverErrors.report()).toBe(0);
    expect(compared).toBeGreaterThanOrEqual(100);
  });
});
