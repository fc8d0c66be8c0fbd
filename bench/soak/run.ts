/**
 * Soak test: N virtual users (default 50) with think time doing a weighted mix of the interactive work (lists
 * with filters and sorts, searches, detail + history, submit, transitions, charts, profile, bulk data) for M
 * minutes (default 10) after a warm-up, on a generated dataset of 100,000 incidents, driven by autocannon:
 *   npm run soak -w bench -- --db sqlite|postgres --minutes 10 --users 50 --warm-up 60
 * Prints per-operation latency percentiles against the targets, a per-minute table and whether the server's
 * memory stayed flat; writes bench/results/soak-<db>-<date>.json; exits non-zero when any request failed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { machineLoad, RESULTS_DIR, resultFile } from '../lib/bench-paths';
import { prepareDataset } from '../lib/dataset';
import { percentile } from '../lib/load-run';
import { sampleRss } from '../lib/rss-sampler';
import { startServer } from '../lib/server-process';
import { startLoad } from './load';
import { OPERATION_MIX, type SoakWorld } from './operations';
import { parseSoakOptions } from './options';
import { Recorder } from './recorder';
import {
  kindTable,
  meetsTargets,
  memoryVerdict,
  minuteTable,
  operationTable,
  perMinute,
  RSS_FLAT_TOLERANCE,
  TARGET_P95_MS,
  TARGET_P99_MS,
} from './report';
import { signInAs, signInUsers } from './sessions';
import { loadWorld, readDataset } from './setup';
import { VirtualUser } from './virtual-user';
import { chartDefinitions } from './workload';

/** How often the server's RSS is read: often enough for a per-minute median, cheap for the load tool. */
const RSS_INTERVAL_MS = 5000;

async function main(): Promise<number> {
  const options = parseSoakOptions(process.argv.slice(2), process.env);
  const where = options.databaseUrl ? new URL(options.databaseUrl).pathname.slice(1) : options.dataDir;
  console.log(
    `Soak: ${options.users} users for ${options.minutes} min after ${options.warmUpSeconds} s of warm-up on` +
      ` ${options.db} (${where}), think time ${options.thinkMinMs}–${options.thinkMaxMs} ms,` +
      ` mix ${OPERATION_MIX.map(([n, w]) => `${n} ${w}%`).join(', ')}`,
  );
  prepareDataset(options);
  const server = await startServer(options.dataDir, { env: { DATABASE_URL: options.databaseUrl ?? '' } });
  try {
    const { reference, dataset } = await loadWorld(server.url, options.minIncidents);
    const charts = chartDefinitions(reference);
    console.log(
      `Server pid ${server.pid}; ${dataset.incidents} incidents; ${charts.length} dashboard charts`,
    );
    console.log(`Signing in ${options.users} users…`);
    const sessions = await signInUsers(server.url, options.users);
    const loadBefore = machineLoad();

    const recorder = new Recorder();
    const world: SoakWorld = { reference, charts, recorder, seenIds: [], claimed: new Set() };
    const think = { min: options.thinkMinMs, max: options.thinkMaxMs };
    const users = sessions.map((s, i) => new VirtualUser(world, s, options.seed * 1000 + i, think));
    const warmUpMs = options.warmUpSeconds * 1000;
    const endMs = warmUpMs + options.minutes * 60_000;
    const rss = sampleRss(server.pid, RSS_INTERVAL_MS);
    const load = startLoad(server.url, users, endMs / 1000, recorder);
    // A line a minute while it runs (the warm-up's requests included while it lasts).
    const progress = setInterval(() => {
      const to = recorder.elapsedMs();
      const from = Math.max(0, to - 60_000);
      const latencies = recorder.latencies(from, to);
      console.log(
        `  ${Math.round(from / 1000)}–${Math.round(to / 1000)} s: ${latencies.length} requests,` +
          ` p95 ${Math.round(percentile(latencies, 95))} ms, p99 ${Math.round(percentile(latencies, 99))} ms,` +
          ` errors ${recorder.errorCount(from, to)}, RSS ${Math.round(rss.samples.at(-1)?.rssMb ?? Number.NaN)} MB`,
      );
    }, 60_000);
    await load.finished;
    clearInterval(progress);
    const rssSamples = rss.stop().samples;
    const loadAfter = machineLoad();
    // A new admin session: the first one's token may have expired during a long run.
    const datasetAfter = await readDataset(server.url, (await signInAs(server.url, 'admin')).token);

    const warmUp = recorder.summarise(0, warmUpMs);
    const measured = recorder.summarise(warmUpMs, endMs);
    const kinds = recorder.summariseKinds(warmUpMs, endMs);
    const minutes = perMinute(recorder, rssSamples, warmUpMs, endMs);
    const memory = memoryVerdict(rssSamples, warmUpMs, endMs);
    const errors = recorder.errorCount();
    const allMet = measured.every(meetsTargets) && memory.flat && errors === 0;
    const report = {
      benchmark: 'soak',
      database: options.db,
      // No paths or credentials of the machine in the report.
      options: {
        ...options,
        dataDir: path.basename(options.dataDir),
        databaseUrl: options.databaseUrl ? '(set)' : null,
      },
      operationMix: Object.fromEntries(OPERATION_MIX),
      targets: {
        p95Ms: TARGET_P95_MS,
        p99Ms: TARGET_P99_MS,
        errors: 0,
        rssFlatTolerance: RSS_FLAT_TOLERANCE,
      },
      dataset: { before: dataset, after: datasetAfter },
      machine: { before: loadBefore, after: loadAfter },
      warmUp,
      operations: measured.map((s) => ({ ...s, metTargets: meetsTargets(s) })),
      kinds,
      perMinute: minutes,
      memory,
      rss: rssSamples,
      notes: Object.fromEntries(recorder.notes),
      errors: recorder.errors,
      allTargetsMet: allMet,
    };
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    const file = resultFile(`soak-${options.db}`);
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

    if (warmUpMs > 0)
      console.log(
        `\nWarm-up, ${options.warmUpSeconds} s (not in the figures below):\n${operationTable(warmUp)}`,
      );
    console.log(`\nMeasured, ${options.minutes} min:\n${operationTable(measured)}`);
    console.log(`\n${kindTable(kinds)}`);
    console.log(`\n${minuteTable(minutes)}`);
    console.log(
      `\nServer RSS: median ${memory.firstMb} MB in the first ${memory.windowSeconds} s measured, ${memory.lastMb} MB in the` +
        ` last ${memory.windowSeconds} s (${memory.growthMb >= 0 ? '+' : ''}${memory.growthMb} MB), peak ${memory.peakMb} MB:` +
        ` ${memory.flat ? 'flat' : 'NOT flat'} (at most +${RSS_FLAT_TOLERANCE * 100} %)`,
    );
    const notes = [...recorder.notes].map(([k, v]) => `${k} ${v}`).join(', ');
    if (notes) console.log(`Notes: ${notes}`);
    console.log(
      `Machine load: before ${loadBefore.loadAverage.join(', ')}, after ${loadAfter.loadAverage.join(', ')}` +
        ` (${loadAfter.cpus} CPUs); incidents ${dataset.incidents} → ${datasetAfter.incidents}`,
    );
    for (const error of recorder.errors.slice(0, 10)) {
      console.log(`  error at ${error.atSeconds} s, ${error.operation}, ${error.status}: ${error.message}`);
    }
    console.log(`Written ${path.relative(process.cwd(), file)}`);
    console.log(
      `Verdict: ${allMet ? 'every target met' : 'targets NOT met'} (p95 < ${TARGET_P95_MS} ms and p99 < ${TARGET_P99_MS} ms` +
        ` for every operation, no errors, RSS flat)`,
    );
    if (errors > 0) console.error(`${errors} requests failed`);
    return errors > 0 ? 1 : 0;
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
