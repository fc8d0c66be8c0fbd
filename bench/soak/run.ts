/**
 * Soak test: N virtual users (default 50) in a closed loop with think time doing a weighted mix of what
 * people do with the app (list with filters, detail + history, submit, transitions, charts, a filtered CSV
 * export), for M minutes (default 10), on a generated dataset of 100,000 incidents:
 *   npm run soak -w bench -- --db sqlite|postgres --minutes 10 --users 50
 * Prints per-operation counts and latency percentiles, the server's memory over time and the machine's load;
 * writes bench/results/soak-<db>-<date>.json; exits non-zero when any request failed. See bench/README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { machineLoad, RESULTS_DIR, resultFile } from '../lib/bench-paths';
import { startServer } from '../lib/server-process';
import { setClientNice } from './client-priority';
import { prepareDataset } from './dataset';
import { startMonitor } from './monitor';
import { OPERATION_MIX, type SoakWorld } from './operations';
import { parseSoakOptions } from './options';
import { Recorder } from './recorder';
import {
  kindTable,
  meetsTargets,
  memorySummary,
  minuteTable,
  operationTable,
  perMinute,
  TARGET_P95_MS,
  TARGET_P99_MS,
} from './report';
import { signInUsers } from './sessions';
import { freePortInRange, loadWorld, readDataset } from './setup';
import { runVirtualUser } from './virtual-user';
import { prewarmPostgres } from './warm';
import { chartDefinitions } from './workload';

async function main(): Promise<number> {
  const options = parseSoakOptions(process.argv.slice(2), process.env);
  console.log(
    `Soak: ${options.users} users for ${options.minutes} min on ${options.db}` +
      ` (${options.databaseUrl ? new URL(options.databaseUrl).pathname.slice(1) : options.dataDir})` +
      `${options.workers ? `, WORKERS=${options.workers}` : ''}, think time ${options.thinkMinMs}–${options.thinkMaxMs} ms, mix ${OPERATION_MIX.map(([n, w]) => `${n} ${w}%`).join(', ')}`,
  );
  prepareDataset(options);
  // Kept in the report: shared_buffers changes PostgreSQL's figures more than most server changes do.
  const prewarm = options.databaseUrl ? await prewarmPostgres(options.databaseUrl) : null;
  if (prewarm) console.log(`PostgreSQL: ${prewarm}`);
  const port = await freePortInRange(4400, 4499);
  const server = await startServer(options.dataDir, {
    port,
    env: {
      DATABASE_URL: options.databaseUrl ?? '',
      ...(options.workers ? { WORKERS: options.workers } : {}),
    },
  });
  try {
    const clientPriority = setClientNice(options.clientNice);
    if (clientPriority) console.log(`Load generator: ${clientPriority}`);
    const { reference, dataset, admin } = await loadWorld(server.url, options.minIncidents);
    const charts = chartDefinitions(reference);
    console.log(
      `Server pid ${server.pid} on ${server.url}; ${dataset.incidents} incidents; ${charts.length} dashboard charts`,
    );
    console.log(`Signing in ${options.users} users…`);
    const sessions = await signInUsers(server.url, options.users);
    const loadBefore = machineLoad();
    console.log(`Machine load before: ${loadBefore.loadAverage.join(', ')} (${loadBefore.cpus} CPUs)`);

    // The warm-up's requests go to their own recorder; the measured minutes start when it ends, with a recorder
    // and a monitor of their own.
    const warmUp = options.warmUpSeconds > 0 ? new Recorder() : null;
    const world: SoakWorld = {
      url: server.url,
      reference,
      charts,
      recorder: warmUp ?? new Recorder(),
      seenIds: [],
      claimed: new Set(),
    };
    const database = options.databaseUrl
      ? decodeURIComponent(new URL(options.databaseUrl).pathname.slice(1))
      : null;
    const seconds = options.minutes * 60;
    const endsAt = performance.now() + (options.warmUpSeconds + seconds) * 1000;
    let progress: NodeJS.Timeout | undefined;
    const measure = () => {
      const recorder = new Recorder();
      world.recorder = recorder;
      const monitor = startMonitor(server.pid, database);
      let minute = 0;
      progress = setInterval(() => {
        minute++;
        const [row] = perMinute(recorder, monitor.samples, minute * 60).slice(-1);
        if (row) {
          console.log(
            `  minute ${row.minute}: ${row.requests} requests, p95 ${row.p95} ms, p99 ${row.p99} ms, RSS ${row.rssMb} MB,` +
              ` server CPU ${row.serverCpuPercent} %${Number.isNaN(row.databaseCpuPercent) ? '' : `, database CPU ${row.databaseCpuPercent} %`}, load ${row.load1}, errors so far ${recorder.errorCount()}`,
          );
        }
      }, 60_000);
      return monitor;
    };
    // The run lasts the warm-up and the measured minutes, so the measurement has always started when it ends.
    const measuring = warmUp
      ? new Promise<ReturnType<typeof startMonitor>>((resolve) => {
          console.log(`Warming up for ${options.warmUpSeconds} s (not measured)…`);
          setTimeout(() => resolve(measure()), options.warmUpSeconds * 1000);
        })
      : Promise.resolve(measure());
    const operations = await Promise.all(
      sessions.map((session, i) =>
        runVirtualUser(world, session, {
          endsAt,
          thinkMinMs: options.thinkMinMs,
          thinkMaxMs: options.thinkMaxMs,
          seed: options.seed * 1000 + i,
        }),
      ),
    );
    const monitor = await measuring;
    clearInterval(progress);
    await Promise.all(sessions.map((session) => session.close()));
    const recorder = world.recorder;
    const elapsedSeconds = recorder.elapsedMs() / 1000;
    const samples = await monitor.stop();
    const loadAfter = machineLoad();
    await admin.keepFresh(recorder);
    const datasetAfter = await readDataset(server.url, admin.token);
    await admin.close();

    const summaries = recorder.summarise(elapsedSeconds);
    const kinds = recorder.summariseKinds();
    const minutes = perMinute(recorder, samples, elapsedSeconds);
    const memory = memorySummary(samples, options.minutes * 60);
    const report = {
      benchmark: 'soak',
      database: options.db,
      // No paths or credentials of the machine in a file that is kept in the repository.
      options: {
        ...options,
        dataDir: path.basename(options.dataDir),
        databaseUrl: options.databaseUrl ? '(set)' : null,
      },
      operationMix: Object.fromEntries(OPERATION_MIX),
      targets: { p95Ms: TARGET_P95_MS, p99Ms: TARGET_P99_MS, errors: 0 },
      dataset: { before: dataset, after: datasetAfter },
      durationSeconds: Math.round(elapsedSeconds),
      userOperations: operations.reduce((s, n) => s + n, 0),
      machine: { before: loadBefore, after: loadAfter },
      ...(prewarm ? { postgres: prewarm } : {}),
      ...(clientPriority ? { loadGenerator: clientPriority } : {}),
      ...(warmUp
        ? {
            warmUp: {
              seconds: options.warmUpSeconds,
              operations: warmUp.summarise(options.warmUpSeconds),
              exports: warmUp.exports,
              errors: warmUp.errors,
            },
          }
        : {}),
      operations: summaries.map((s) => ({ ...s, metTargets: meetsTargets(s) })),
      kinds,
      perMinute: minutes,
      memory,
      monitor: samples,
      notes: Object.fromEntries([...recorder.notes].map(([k, v]) => [k, Math.round(v * 10) / 10])),
      exports: recorder.exports,
      errors: recorder.errors,
    };
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    const file = resultFile(`soak-${options.db}`);
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

    if (warmUp) {
      console.log(`\nWarm-up, ${options.warmUpSeconds} s (not in the figures below):`);
      console.log(operationTable(warmUp.summarise(options.warmUpSeconds)));
    }
    console.log(`\n${operationTable(summaries)}`);
    console.log(`\n${kindTable(kinds)}`);
    console.log(`\n${minuteTable(minutes)}`);
    console.log(
      `\nServer RSS (${samples.at(-1)?.serverProcesses ?? 1} process(es)): start ${memory.startMb} MB, end ${memory.endMb} MB, peak ${memory.peakMb} MB;` +
        ` slope ${memory.slopeMbPerMinute} MB/min (after the first minute ${memory.slopeAfterFirstMinuteMbPerMinute} MB/min);` +
        ` lowest in minute 2 ${memory.floorSecondMinuteMb} MB, in the last minute ${memory.floorLastMinuteMb} MB`,
    );
    console.log(
      `Done: ${
        Object.entries(report.notes)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ') || 'nothing noted'
      }`,
    );
    console.log(
      `Machine load: before ${loadBefore.loadAverage.join(', ')}, after ${loadAfter.loadAverage.join(', ')}` +
        ` (${loadAfter.cpus} CPUs); incidents ${dataset.incidents} → ${datasetAfter.incidents}`,
    );
    const slowest = [...recorder.exports].sort((a, b) => b.ms - a.ms).slice(0, 8);
    console.log(
      `Slowest exports: ${slowest.map((e) => `${e.ms} ms (${e.rows} rows, at ${Math.round(e.atSeconds)} s)`).join(', ')}`,
    );
    for (const error of [...(warmUp?.errors ?? []), ...recorder.errors].slice(0, 10)) {
      console.log(`  error at ${error.atSeconds} s, ${error.operation}, ${error.status}: ${error.message}`);
    }
    console.log(`Written ${path.relative(process.cwd(), file)}`);
    const errors = recorder.errorCount() + (warmUp?.errorCount() ?? 0);
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
