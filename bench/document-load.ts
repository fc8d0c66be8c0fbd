/**
 * Prints under load, against the server's responsiveness:
 *   npm run bench:documents -w bench -- [--prints 60] [--rounds 3]
 * On a fresh SQLite server with demo data: submits incidents whose descriptions are among the slowest to lay
 * out, prints each alone `--rounds` times (a document's own time), then, as one role-`user` account inside its
 * per-minute limit, asks for `--prints` prints of the slowest at once while /health is asked continuously,
 * one request after another, from the start of the burst to its end. Prints the documents' times and
 * statuses (200, or 503 past the render queue) and /health's p50/p95/p99/max against the target (p99 < 200 ms);
 * writes bench/results/documents-<date>.json; exits 1 when the target is missed or a print failed otherwise.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signIn } from './lib/api-client';
import { machineLoad, RESULTS_DIR, resultFile } from './lib/bench-paths';
import { parseArgs, positiveNumber } from './lib/cli-options';
import { seededRandom } from './lib/description-text';
import { formatTable, percentile } from './lib/load-run';
import { startServer } from './lib/server-process';
import { loadWorld } from './soak/setup';
import { submitBody } from './soak/workload';

const USAGE = 'npm run bench:documents -w bench -- [--prints 60] [--rounds 3]';
const TARGET_HEALTH_P99_MS = 200;
const MAX = 20_000;

/** Descriptions at the longest the API accepts that cost the layout the most. */
const WORST: Record<string, string> = {
  'nested link openers [[…](': `${'[['.repeat(MAX / 4)}${']('.repeat(MAX / 4 - 1)}`,
  'open brackets': '['.repeat(MAX),
  'alternating emphasis': '*a* **b** '.repeat(MAX / 10),
  'one unbroken word': 'x'.repeat(MAX),
};

interface Timed {
  status: number;
  ms: number;
}

async function timedGet(url: string, token?: string): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const round = (n: number) => Math.round(n);
function figures(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

async function submit(url: string, token: string, body: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${url}/v1/incidents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`POST /v1/incidents answered ${res.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { id: string }).id;
}

async function main(): Promise<number> {
  const parsed = parseArgs(process.argv.slice(2), ['prints', 'rounds'], [], USAGE);
  const prints = Math.floor(positiveNumber(parsed.values.get('prints'), 'prints', 60));
  const rounds = Math.floor(positiveNumber(parsed.values.get('rounds'), 'rounds', 3));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qi-bench-documents-'));
  const server = await startServer(dataDir, {
    env: { DATABASE_URL: '', DEMO: 'true', DEMO_PASSWORD: 'Passw0rd!' },
  });
  const loadBefore = machineLoad();
  try {
    const { reference } = await loadWorld(server.url, 0);
    const random = seededRandom(1);
    const quality = await signIn(server.url);
    const user = await signIn(server.url, 'user@example.com');

    // A document's own time: each description printed alone, one after another (as quality).
    const alone: Record<string, ReturnType<typeof figures> & { id: string }> = {};
    for (const [name, description] of Object.entries(WORST)) {
      const id = await submit(server.url, user, { ...submitBody(random, reference), description });
      const times: number[] = [];
      for (let i = 0; i < rounds; i += 1) {
        const res = await timedGet(`${server.url}/v1/incidents/${id}/print.pdf`, quality);
        if (res.status !== 200) throw new Error(`print of ${name} answered ${res.status}`);
        times.push(res.ms);
      }
      alone[name] = { id, ...figures(times) };
      console.log(`${name}: print alone p50 ${alone[name].p50} ms, max ${alone[name].max} ms`);
    }
    const [slowestName, slowest] = Object.entries(alone).sort(([, a], [, b]) => b.p50 - a.p50)[0]!;

    // The burst: `prints` prints of the slowest at once by one user, /health asked continuously meanwhile.
    console.log(`${prints} prints of '${slowestName}' at once, /health asked continuously…`);
    let done = false;
    const health: Timed[] = [];
    const probing = (async () => {
      while (!done) health.push(await timedGet(`${server.url}/health`));
    })();
    const started = performance.now();
    const burst = await Promise.all(
      Array.from({ length: prints }, () =>
        timedGet(`${server.url}/v1/incidents/${slowest.id}/print.pdf`, user),
      ),
    );
    const burstMs = performance.now() - started;
    done = true;
    await probing;

    const statuses: Record<string, number> = {};
    for (const res of burst) statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    const printed = figures(burst.filter((r) => r.status === 200).map((r) => r.ms));
    const refused = figures(burst.filter((r) => r.status === 503).map((r) => r.ms));
    const healthFigures = figures(health.map((r) => r.ms));
    const healthErrors = health.filter((r) => r.status !== 200).length;
    const failed = burst.filter((r) => r.status !== 200 && r.status !== 503).length;
    const met = healthFigures.p99 < TARGET_HEALTH_P99_MS && healthErrors === 0;

    console.log(
      `\n${formatTable(
        ['document', 'prints', 'p50 ms', 'p95 ms', 'max ms'],
        [
          ...Object.entries(alone).map(([name, f]) => [
            `${name} (alone)`,
            String(f.count),
            String(f.p50),
            String(f.p95),
            String(f.max),
          ]),
          [
            'burst: printed (200)',
            String(printed.count),
            String(printed.p50),
            String(printed.p95),
            String(printed.max),
          ],
          [
            'burst: refused (503)',
            String(refused.count),
            String(refused.p50),
            String(refused.p95),
            String(refused.max),
          ],
        ],
      )}`,
    );
    console.log(
      `\n${formatTable(
        [
          '/health during the burst',
          'requests',
          'p50 ms',
          'p95 ms',
          'p99 ms',
          'max ms',
          'errors',
          `p99 < ${TARGET_HEALTH_P99_MS} ms`,
        ],
        [
          [
            `${(burstMs / 1000).toFixed(1)} s`,
            String(healthFigures.count),
            String(healthFigures.p50),
            String(healthFigures.p95),
            String(healthFigures.p99),
            String(healthFigures.max),
            String(healthErrors),
            met ? 'yes' : 'NO',
          ],
        ],
      )}`,
    );
    const report = {
      benchmark: 'documents',
      options: { prints, rounds },
      machine: { before: loadBefore, after: machineLoad() },
      alone,
      burst: { document: slowestName, ms: Math.round(burstMs), statuses, printed, refused },
      health: { ...healthFigures, errors: healthErrors },
      target: { healthP99Ms: TARGET_HEALTH_P99_MS, met },
    };
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    const out = resultFile('documents');
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Written ${path.relative(process.cwd(), out)}`);
    return met && failed === 0 ? 0 : 1;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
