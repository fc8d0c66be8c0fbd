/**
 * Every chart of the Intelligence dashboard's first report, computed afresh, on a generated database:
 *   npm run bench:charts -w bench [-- DATA_DIR] [--rounds=3]      (PostgreSQL when DATABASE_URL is set)
 * The server runs with its chart cache off (CHART_CACHE_SECONDS=0), so every request computes its series;
 * one request at a time. Prints each chart's median and slowest time against the 1 s target of an uncached
 * series (docs/performance.md) and writes bench/results/charts-<date>.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { signIn } from './lib/api-client';
import { benchDataDir, machineLoad, resultFile } from './lib/bench-paths';
import { formatTable } from './lib/load-run';
import { startServer } from './lib/server-process';
import { chartDefinitions } from './soak/workload';

type Reference = Parameters<typeof chartDefinitions>[0];

const TARGET_MS = 1000;
const round = (n: number) => Math.round(n * 10) / 10;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

async function main(): Promise<void> {
  const dataDir = benchDataDir();
  if (!process.env.DATABASE_URL && !fs.existsSync(path.join(dataDir, 'app.db'))) {
    throw new Error(`No database in ${dataDir}: run bench/generate-incidents.ts first`);
  }
  const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 3);
  const before = machineLoad();
  const server = await startServer(dataDir, { env: { CHART_CACHE_SECONDS: '0' } });
  const rows: { chart: string; times: number[]; groups: number }[] = [];
  try {
    const token = await signIn(server.url, 'admin@example.com');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const reports = (await (
      await fetch(`${server.url}/v1/reports`, { headers })
    ).json()) as Reference['reports'];
    for (const { body, kind } of chartDefinitions({ reports } as Reference)) {
      const times: number[] = [];
      let groups = 0;
      for (let i = 0; i < rounds; i++) {
        const started = performance.now();
        const response = await fetch(`${server.url}/v1/charts/series`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
        const answer = (await response.json()) as { points: unknown[] };
        if (!response.ok) throw new Error(`chart ${kind} answered ${response.status}`);
        times.push(performance.now() - started);
        groups = answer.points.length;
      }
      rows.push({ chart: kind, times, groups });
    }
  } finally {
    await server.stop();
  }
  console.log(`\nUncached chart series, ${rounds} rounds each (load before: ${JSON.stringify(before)})`);
  console.log(
    formatTable(
      ['chart', 'median ms', 'max ms', 'points', `< ${TARGET_MS} ms`],
      rows.map((r) => {
        const max = Math.max(...r.times);
        return [
          r.chart,
          String(round(median(r.times))),
          String(round(max)),
          String(r.groups),
          max < TARGET_MS ? 'yes' : 'NO',
        ];
      }),
    ),
  );
  fs.writeFileSync(resultFile('charts'), JSON.stringify({ before, rows }, null, 2));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
