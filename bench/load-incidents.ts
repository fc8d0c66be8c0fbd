/**
 * Load test of the incident pages on a generated database (bench/generate-incidents.ts):
 *   npx tsx bench/load-incidents.ts [DATA_DIR] [--duration=20] [--connections=20] [--only=1,3]
 * Starts the built server, signs in as the demo quality user, runs autocannon on each scenario and writes
 * bench/results/incidents-<date>.json. A throughput probe without think time (connections send back to back),
 * so it has no target of its own: the interactive targets are judged by the soak (soak/run.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { signIn } from './lib/api-client';
import { benchDataDir, machineLoad, numberOption, RESULTS_DIR, resultFile } from './lib/bench-paths';
import { incidentScenarios } from './lib/incident-scenarios';
import { formatTable, runScenario, type ScenarioResult, waitUntilIdle } from './lib/load-run';
import { startServer } from './lib/server-process';

async function main(): Promise<void> {
  const dataDir = benchDataDir();
  const duration = numberOption('duration', 'BENCH_DURATION', 20);
  const connections = Math.floor(numberOption('connections', 'BENCH_CONNECTIONS', 20));
  if (!process.env.DATABASE_URL && !fs.existsSync(path.join(dataDir, 'app.db'))) {
    throw new Error(`No database in ${dataDir}: run bench/generate-incidents.ts first`);
  }
  const loadBefore = machineLoad();
  console.log(`Machine load before: ${JSON.stringify(loadBefore)}`);
  const server = await startServer(dataDir);
  const results: ScenarioResult[] = [];
  let total = 0;
  let filter: unknown = null;
  try {
    const token = await signIn(server.url);
    const setup = await incidentScenarios(server.url, token);
    total = setup.total;
    filter = setup.filter;
    console.log(`Server pid ${server.pid} on ${server.url}; ${total} incidents in the list`);
    const only = process.argv.find((a) => a.startsWith('--only='));
    const chosen = only ? only.slice(7).split(',').map(Number) : setup.scenarios.map((_, i) => i + 1);
    for (const scenario of setup.scenarios.filter((_, i) => chosen.includes(i + 1))) {
      const idle = await waitUntilIdle(server.url);
      if (idle > 1) console.log(`  (waited ${idle.toFixed(1)} s for the server to finish earlier requests)`);
      console.log(`Running "${scenario.name}" for ${duration} s with ${connections} connections…`);
      const result = await runScenario(scenario, { connections, duration });
      results.push(result);
      console.log(
        `  ${result.requestsPerSecond} req/s, p95 ${result.latencyMs.p95} ms, non-2xx ${result.non2xx}`,
      );
    }
  } finally {
    await server.stop();
  }
  const loadAfter = machineLoad();
  const file = resultFile('incidents');
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const report = {
    benchmark: 'incidents',
    database: process.env.DATABASE_URL ? 'postgres' : 'sqlite',
    incidentsInList: total,
    connections,
    durationSeconds: duration,
    listFilter: filter,
    machine: { before: loadBefore, after: loadAfter },
    results,
  };
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\n${formatTable(
      ['scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors'],
      results.map((r) => [
        r.name,
        String(r.requestsPerSecond),
        String(r.latencyMs.p50),
        String(r.latencyMs.p95),
        String(r.latencyMs.p99),
        String(r.non2xx),
        String(r.errors + r.timeouts),
      ]),
    )}`,
  );
  console.log(
    `\nMachine load after: ${JSON.stringify(loadAfter)}\nWritten ${path.relative(process.cwd(), file)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
