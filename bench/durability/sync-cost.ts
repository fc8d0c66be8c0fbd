/**
 * What SQLITE_SYNCHRONOUS=FULL costs against NORMAL: the built server on SQLite (WAL), submits
 * (`POST /v1/incidents`, action submit) one at a time and 8 at a time, alternating the two settings over
 * several rounds so that the shared machine's load falls on both alike. Prints creates/s and latency
 * percentiles per setting (median over the rounds), then the same for bare one-row SQLite commits (the
 * disk's share alone), and writes bench/results/durability-sync-cost-<date>.json. Options: --rounds=3
 * --creates=300.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { BENCH_PASSWORD, getJson, signIn } from '../lib/api-client';
import { machineLoad, numberOption, RESULTS_DIR, resultFile } from '../lib/bench-paths';
import { submitBody } from '../lib/incident-scenarios';
import { ensureServerBuild, startServer } from '../lib/server-process';

const SETTINGS = ['FULL', 'NORMAL'] as const;
type Setting = (typeof SETTINGS)[number];
const CONCURRENCY = [1, 8] as const;
const rounds = numberOption('rounds', 'SYNC_COST_ROUNDS', 3);
const creates = numberOption('creates', 'SYNC_COST_CREATES', 300);
/** This script's ports: 4170 + round (FULL) and 4180 + round (NORMAL). */
const PORTS: Record<Setting, number> = { FULL: 4170, NORMAL: 4180 };

interface Measure {
  setting: Setting;
  round: number;
  concurrency: number;
  creates: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round1 = (n: number) => Math.round(n * 10) / 10;

async function timeCreates(url: string, token: string, body: string, count: number, width: number) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const lanes = Array.from({ length: width }, async () => {
    while (next++ < count) {
      const t0 = performance.now();
      const response = await fetch(`${url}/v1/incidents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      const text = await response.text();
      if (response.status !== 201) throw new Error(`POST /v1/incidents answered ${response.status}: ${text}`);
      latencies.push(performance.now() - t0);
    }
  });
  await Promise.all(lanes);
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: round1(latencies.length / seconds),
    p50: round1(percentile(latencies, 50)),
    p95: round1(percentile(latencies, 95)),
    p99: round1(percentile(latencies, 99)),
  };
}

async function measureRound(setting: Setting, round: number, dataDir: string): Promise<Measure[]> {
  const server = await startServer(dataDir, {
    port: PORTS[setting] + round,
    quiet: true,
    env: { DATABASE_URL: '', SQLITE_SYNCHRONOUS: setting, DEMO: 'true', DEMO_PASSWORD: BENCH_PASSWORD },
  });
  try {
    const token = await signIn(server.url, 'user@example.com');
    const reference = await getJson<Parameters<typeof submitBody>[0]>(`${server.url}/v1/data`, token);
    const body = JSON.stringify(submitBody(reference));
    await timeCreates(server.url, token, body, 50, 4); // warm-up: JIT, statement caches
    const out: Measure[] = [];
    for (const concurrency of CONCURRENCY) {
      const figures = await timeCreates(server.url, token, body, creates, concurrency);
      out.push({ setting, round, concurrency, creates, ...figures });
    }
    return out;
  } finally {
    await server.stop();
  }
}

/**
 * The disk's share without the HTTP path: 1,000 one-row transactions on a bare WAL database, which is what
 * FULL adds an fsync to. Shows how much of the difference above is the disk and how much is noise.
 */
function rawCommits(setting: Setting): { setting: Setting; commitsPerSecond: number; meanMs: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qi-sync-raw-'));
  try {
    const db = new SQLite(path.join(dir, 'raw.db'));
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${setting}`);
    db.exec('create table t (id integer primary key, body text not null)');
    const insert = db.prepare('insert into t (body) values (?)');
    const body = 'x'.repeat(600);
    const count = 1000;
    const started = performance.now();
    for (let i = 0; i < count; i++) insert.run(body); // each statement is its own transaction
    const ms = performance.now() - started;
    db.close();
    return { setting, commitsPerSecond: Math.round((count / ms) * 1000), meanMs: round1(ms / count) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return round1(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}

async function main(): Promise<void> {
  ensureServerBuild();
  const dirs = Object.fromEntries(
    SETTINGS.map((s) => [s, fs.mkdtempSync(path.join(os.tmpdir(), `qi-sync-cost-${s.toLowerCase()}-`))]),
  ) as Record<Setting, string>;
  const before = machineLoad();
  console.log(
    `SQLite WAL, synchronous FULL vs NORMAL: ${rounds} rounds of ${creates} submits per concurrency`,
  );
  const measures: Measure[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      // Alternate which setting goes first, so neither always runs on the warmer (or busier) machine.
      const order = round % 2 ? SETTINGS : ([...SETTINGS].reverse() as Setting[]);
      for (const setting of order) measures.push(...(await measureRound(setting, round, dirs[setting])));
    }
  } finally {
    for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
  }
  const summary = SETTINGS.flatMap((setting) =>
    CONCURRENCY.map((concurrency) => {
      const of = measures.filter((m) => m.setting === setting && m.concurrency === concurrency);
      return {
        setting,
        concurrency,
        perSecond: median(of.map((m) => m.perSecond)),
        p50: median(of.map((m) => m.p50)),
        p95: median(of.map((m) => m.p95)),
        p99: median(of.map((m) => m.p99)),
      };
    }),
  );
  console.log('| synchronous | concurrency | creates/s | p50 ms | p95 ms | p99 ms |');
  console.log('|:------------|------------:|----------:|-------:|-------:|-------:|');
  for (const s of summary) {
    console.log(
      `| ${s.setting.padEnd(11)} | ${String(s.concurrency).padStart(11)} | ${String(s.perSecond).padStart(9)} | ` +
        `${String(s.p50).padStart(6)} | ${String(s.p95).padStart(6)} | ${String(s.p99).padStart(6)} |`,
    );
  }
  const raw = [...SETTINGS, ...SETTINGS].map(rawCommits);
  console.log('\nBare SQLite, 1,000 one-row commits (twice each):');
  for (const r of raw)
    console.log(`  ${r.setting.padEnd(6)} ${r.commitsPerSecond} commits/s, ${r.meanMs} ms each`);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = resultFile('durability-sync-cost');
  const result = {
    benchmark: 'durability-sync-cost',
    rounds,
    creates,
    machine: { before, after: machineLoad() },
    summary,
    rawCommits: raw,
    measures,
  };
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Results: ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
