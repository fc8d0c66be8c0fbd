/**
 * The exports of the whole incident list, measured apart from the soak:
 *   npm run bench:export -w bench -- --db sqlite|postgres [--only csv|xlsx] [--users 10] [--lead-in 10] [DATA_DIR]
 * For each of GET /v1/incidents/export.csv and export.xlsx, on a fresh server: signs in the demo admin (who
 * sees every incident), starts a light interactive load (the soak's virtual users, autocannon), and after the
 * lead-in downloads the whole file while sampling the server's RSS every 100 ms and asking /health every 20 ms
 * (one probe after another, from the export's start to its end). Prints the time to the first byte, the total
 * time, the rows, the RSS growth, the other users' p95 before and during the export and the /health probes'
 * count, p50, p95 and max (every probe that started during the export, however long it waited), against the
 * targets; writes bench/results/export-<db>-<date>.json; exits non-zero when a request failed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { machineLoad, RESULTS_DIR, resultFile } from './lib/bench-paths';
import { DATABASE_USAGE, databaseOptions, parseArgs, positiveNumber, wholeSeconds } from './lib/cli-options';
import { prepareDataset } from './lib/dataset';
import { download } from './lib/download';
import { formatTable, percentile } from './lib/load-run';
import { medianRssMb, sampleRss } from './lib/rss-sampler';
import { startServer } from './lib/server-process';
import { countXlsxRows } from './lib/xlsx-rows';
import { startLoad } from './soak/load';
import type { SoakWorld } from './soak/operations';
import { Recorder } from './soak/recorder';
import { signInUsers } from './soak/sessions';
import { type Dataset, loadWorld, readDataset } from './soak/setup';
import { VirtualUser } from './soak/virtual-user';
import { chartDefinitions } from './soak/workload';

const FORMATS = ['csv', 'xlsx'] as const;
type Format = (typeof FORMATS)[number];

/** The export targets of docs/performance.md, 100,000 incidents, 2 cores. */
const TARGETS = {
  csv: { firstByteMs: 1000, totalMs: 15_000 },
  xlsx: { firstByteMs: Number.POSITIVE_INFINITY, totalMs: 60_000 },
  growthMb: 150,
  othersP95Ms: 500,
  /** No export may hold another request longer than this. */
  healthMaxMs: 200,
};

const USAGE = `npm run bench:export -w bench -- ${DATABASE_USAGE} [--only csv|xlsx] [--users 10] [--lead-in 10]`;
const round1 = (n: number) => Math.round(n * 10) / 10;
const yesNo = (ok: boolean) => (ok ? 'yes' : 'NO');
const ms = (n: number) => (Number.isNaN(n) ? '-' : String(n));

/**
 * What the admin's export should hold: every incident but the cancelled ones (docs/product.md §9), counted
 * from the status counts, which are not cached as the list's total may be.
 */
const exportable = (dataset: Dataset) =>
  Object.entries(dataset.byStatus).reduce((sum, [status, n]) => sum + (status === 'cancelled' ? 0 : n), 0);

interface ExportResult {
  format: Format;
  bytes: number;
  /** Data rows (the header left out): CSV records, or the worksheet's rows. */
  rows: number;
  /** What the admin's list could export when the export began and when it ended. */
  expectedRows: { from: number; to: number };
  unquotedLineFeeds: number | null;
  firstByteMs: number;
  totalMs: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  growthMb: number;
  /** The interactive users' requests that ended before the export and while it ran. */
  others: { before: OthersFigures; during: OthersFigures };
  /** The /health probes that started during the export. */
  health: HealthFigures;
  verdict: {
    firstByte: boolean;
    total: boolean;
    growth: boolean;
    others: boolean | null;
    health: boolean | null;
    rows: boolean;
  };
}

interface HealthFigures {
  count: number;
  p50: number;
  p95: number;
  max: number;
  errors: number;
}

/** Pause between two /health probes: often enough to catch any stall, rare enough not to load the server. */
const PROBE_PAUSE_MS = 20;

/**
 * Asks /health one request after another, a short pause apart, until stopped: a request that waits behind the
 * export is counted however long it waits (the figures of requests that ended during the export missed exactly
 * those). Without the pause the probes alone were hundreds of requests a second, taking the server's and the
 * client's time from the export they watch.
 */
function probeHealth(url: string) {
  let stopped = false;
  const latencies: number[] = [];
  let errors = 0;
  const running = (async () => {
    while (!stopped) {
      const started = performance.now();
      try {
        const res = await fetch(`${url}/health`);
        await res.arrayBuffer();
        if (res.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
      await sleep(PROBE_PAUSE_MS);
    }
  })();
  return {
    async stop(): Promise<HealthFigures> {
      stopped = true;
      await running;
      const sorted = latencies.sort((a, b) => a - b);
      return {
        count: sorted.length,
        p50: Math.round(percentile(sorted, 50)),
        p95: Math.round(percentile(sorted, 95)),
        max: Math.round(sorted.at(-1) ?? Number.NaN),
        errors,
      };
    },
  };
}

interface OthersFigures {
  requests: number;
  p95: number;
  p99: number;
  errors: number;
}

function othersIn(recorder: Recorder, fromMs: number, toMs: number): OthersFigures {
  const all = recorder.summarise(fromMs, toMs).at(-1)!;
  return { requests: all.count, p95: all.p95, p99: all.p99, errors: all.errors };
}

async function measure(
  format: Format,
  options: ReturnType<typeof parseOptions>,
): Promise<{ result: ExportResult; errors: number; messages: string[] }> {
  const server = await startServer(options.dataDir, { env: { DATABASE_URL: options.databaseUrl ?? '' } });
  try {
    const { reference, dataset, adminToken } = await loadWorld(server.url, options.minIncidents);
    const sessions = options.users > 0 ? await signInUsers(server.url, options.users) : [];
    const recorder = new Recorder();
    const world: SoakWorld = {
      reference,
      charts: chartDefinitions(reference),
      recorder,
      seenIds: [],
      claimed: new Set(),
    };
    const users = sessions.map((s, i) => new VirtualUser(world, s, 7000 + i, { min: 500, max: 2000 }));
    const rss = sampleRss(server.pid, 100);
    // An hour at most: the load stops when the export has ended.
    const load = users.length > 0 ? startLoad(server.url, users, 3600, recorder) : null;
    console.log(
      `${format}: server pid ${server.pid}; ${dataset.incidents} incidents;` +
        ` ${users.length} other users for ${options.leadInSeconds} s, then the export…`,
    );
    await new Promise((resolve) => setTimeout(resolve, options.leadInSeconds * 1000));
    // The other users submit meanwhile: the export must hold what there was when it began, and may hold more.
    const exportedBefore = exportable(await readDataset(server.url, adminToken));
    const startMs = recorder.elapsedMs();
    const rssBefore = medianRssMb(rss.samples, startMs - 3000, startMs);
    const file =
      format === 'xlsx' ? path.join(os.tmpdir(), `qi-bench-export-${process.pid}.xlsx`) : undefined;
    const probes = probeHealth(server.url);
    try {
      const answer = await download(`${server.url}/v1/incidents/export.${format}`, adminToken, {
        countCsvRecords: format === 'csv',
        saveTo: file,
      });
      const endMs = recorder.elapsedMs();
      const health = await probes.stop();
      load?.stop();
      await load?.finished;
      const exportedAfter = exportable(await readDataset(server.url, adminToken));
      const { samples } = rss.stop();
      const peak = samples
        .filter((s) => s.atMs >= startMs && s.atMs <= endMs)
        .reduce((m, s) => Math.max(m, s.rssMb), 0);
      const rows = format === 'csv' ? (answer.records ?? 0) : Math.max(0, (await countXlsxRows(file!)) - 1);
      const others = { before: othersIn(recorder, 0, startMs), during: othersIn(recorder, startMs, endMs) };
      const target = TARGETS[format];
      const result: ExportResult = {
        format,
        bytes: answer.bytes,
        rows,
        expectedRows: { from: exportedBefore, to: exportedAfter },
        unquotedLineFeeds: answer.unquotedLineFeeds,
        firstByteMs: answer.firstByteMs,
        totalMs: answer.totalMs,
        rssBeforeMb: round1(rssBefore),
        rssPeakMb: round1(peak),
        growthMb: round1(peak - rssBefore),
        others,
        health,
        verdict: {
          firstByte: answer.firstByteMs < target.firstByteMs,
          total: answer.totalMs < target.totalMs,
          growth: peak - rssBefore < TARGETS.growthMb,
          // Without other users' requests during the export there is nothing to judge.
          others: others.during.requests === 0 ? null : others.during.p95 < TARGETS.othersP95Ms,
          health: health.count === 0 ? null : health.max < TARGETS.healthMaxMs && health.errors === 0,
          rows: rows >= exportedBefore && rows <= exportedAfter && (answer.unquotedLineFeeds ?? 0) === 0,
        },
      };
      console.log(
        `  ${(answer.bytes / 1e6).toFixed(1)} MB, ${rows} rows, first byte ${answer.firstByteMs} ms, total` +
          ` ${answer.totalMs} ms, RSS +${result.growthMb} MB; others' p95 ${ms(others.before.p95)} ms before,` +
          ` ${ms(others.during.p95)} ms during (${others.during.requests} requests); /health ${health.count}` +
          ` probes p50 ${ms(health.p50)} ms, p95 ${ms(health.p95)} ms, max ${ms(health.max)} ms`,
      );
      return {
        result,
        errors: recorder.errorCount(),
        messages: recorder.errors.map((e) => `${e.operation} ${e.status}: ${e.message}`),
      };
    } finally {
      await probes.stop();
      load?.stop();
      rss.stop();
      if (file) fs.rmSync(file, { force: true });
    }
  } finally {
    await server.stop();
  }
}

function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv) {
  const parsed = parseArgs(argv, ['only', 'users', 'lead-in'], [], USAGE);
  const only = parsed.values.get('only');
  if (only !== undefined && only !== 'csv' && only !== 'xlsx')
    throw new Error(`--only must be csv or xlsx\n${USAGE}`);
  const users = parsed.values.get('users');
  return {
    ...databaseOptions(parsed, env, USAGE),
    formats: FORMATS.filter((f) => !only || f === only),
    users: users === '0' ? 0 : Math.floor(positiveNumber(users, 'users', 10)),
    leadInSeconds: wholeSeconds(parsed.values.get('lead-in'), 'lead-in', 10),
  };
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2), process.env);
  prepareDataset(options);
  const loadBefore = machineLoad();
  const results: ExportResult[] = [];
  const failures: { format: Format; error: string }[] = [];
  let errors = 0;
  const messages: string[] = [];
  // A fresh server for each file, so that one export's garbage does not count against the next.
  for (const format of options.formats) {
    try {
      const measured = await measure(format, options);
      results.push(measured.result);
      errors += measured.errors;
      messages.push(...measured.messages);
    } catch (error) {
      console.error(`  ${format}: FAILED: ${String(error)}`);
      failures.push({ format, error: String(error) });
    }
  }
  const report = {
    benchmark: 'export',
    database: options.db,
    options: {
      ...options,
      dataDir: path.basename(options.dataDir),
      databaseUrl: options.databaseUrl ? '(set)' : null,
    },
    targets: TARGETS,
    machine: { before: loadBefore, after: machineLoad() },
    results,
    failures,
    otherUsersErrors: messages.slice(0, 100),
  };
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const out = resultFile(`export-${options.db}`);
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\n${formatTable(
      [
        'export',
        'MB',
        'rows',
        'expected',
        'first byte ms',
        'total s',
        'RSS before MB',
        'peak MB',
        'growth MB',
        "others' p95 before ms",
        'during ms',
        '/health probes',
        'p50 ms',
        'p95 ms',
        'max ms',
      ],
      results.map((r) => [
        r.format,
        (r.bytes / 1e6).toFixed(1),
        String(r.rows),
        r.expectedRows.from === r.expectedRows.to
          ? String(r.expectedRows.from)
          : `${r.expectedRows.from}–${r.expectedRows.to}`,
        String(r.firstByteMs),
        (r.totalMs / 1000).toFixed(1),
        String(r.rssBeforeMb),
        String(r.rssPeakMb),
        String(r.growthMb),
        ms(r.others.before.p95),
        ms(r.others.during.p95),
        String(r.health.count),
        ms(r.health.p50),
        ms(r.health.p95),
        ms(r.health.max),
      ]),
    )}`,
  );
  console.log(
    `\n${formatTable(
      [
        'verdict',
        'first byte (CSV < 1 s)',
        'total (CSV < 15 s, XLSX < 60 s)',
        'growth < 150 MB',
        "others' p95 < 500 ms",
        '/health max < 200 ms',
        'rows complete',
      ],
      results.map((r) => [
        r.format,
        r.format === 'csv' ? yesNo(r.verdict.firstByte) : '-',
        yesNo(r.verdict.total),
        yesNo(r.verdict.growth),
        r.verdict.others === null ? '-' : yesNo(r.verdict.others),
        r.verdict.health === null ? '-' : yesNo(r.verdict.health),
        yesNo(r.verdict.rows),
      ]),
    )}`,
  );
  for (const message of messages.slice(0, 10)) console.log(`  other users' error: ${message}`);
  console.log(`Written ${path.relative(process.cwd(), out)}`);
  if (errors > 0) console.error(`${errors} of the other users' requests failed`);
  return failures.length > 0 || errors > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
