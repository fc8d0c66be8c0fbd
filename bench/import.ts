/**
 * An incident log imported through the API (decision 054):
 *   npm run bench:import -w bench -- [--rows=100000] [--users=4] [--rate=8]
 * Starts the built server on a fresh SQLite folder (or DATABASE_URL's database, which must be fresh too) with
 * the demo data, writes a CSV of `rows` incidents in the demo reference data (unique references, dates over
 * three years, mostly closed, descriptions of one line to a paragraph), then uploads it, runs the dry run and
 * the import, and waits for the job to finish, while sampling the server's RSS every 100 ms and sending other
 * users' requests (autocannon, `rate` a second over `users` connections: the incident list, incidents' details
 * and submissions). Prints each step's time, the rows a second (overall and by fifth of the file), the RSS
 * growth and the other users' p95 and p99 of each kind against the targets; writes
 * bench/results/import-<date>.json; exits non-zero when a step failed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machineLoad, numberOption, RESULTS_DIR, resultFile } from './lib/bench-paths';
import { othersFigures, startOthers } from './lib/import-others';
import { formatTable } from './lib/load-run';
import { medianRssMb, sampleRss } from './lib/rss-sampler';
import { startServer } from './lib/server-process';

/** The targets of issue 48 on 2 cores: minutes for 100,000 rows, bounded memory, others barely slowed. */
const TARGETS = { importMs: 10 * 60_000, growthMb: 150, othersP95Ms: 500 };
const PASSWORD = 'Passw0rd!';
const BOUNDARY = '----qi-bench-import-boundary';

const round1 = (n: number) => Math.round(n * 10) / 10;
const seconds = (ms: number) => round1(ms / 1000);

async function call<T>(url: string, token: string | null, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const signIn = async (url: string, email: string) =>
  (await call<{ idToken: string }>(`${url}/v1/auth/login`, null, 'POST', { email, password: PASSWORD }))
    .idToken;

interface Node {
  title: string;
  categories?: Node[];
  subcategories?: Node[];
  furtherSubcategories?: Node[];
}

/** Every full path of titles of the tree (a row must name the deepest level its branch has). */
function leafPaths(nodes: readonly Node[], above: string[] = []): string[][] {
  return nodes.flatMap((node) => {
    const children = node.categories ?? node.subcategories ?? node.furtherSubcategories ?? [];
    const path = [...above, node.title];
    return children.length === 0 ? [path] : leafPaths(children, path);
  });
}

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const STATUSES = ['Closed', 'Closed', 'Closed', 'Closed', 'Closed', 'Acknowledged', 'Submitted', 'Rejected'];
const WORDS = 'crack weld burr scratch dent porosity misaligned housing bracket fastener coating seal'.split(
  ' ',
);

/** Writes the CSV (streamed to disk, never whole in memory) and answers its size in bytes. */
async function writeCsv(
  file: string,
  rows: number,
  reference: { products: string[]; parts: string[]; paths: string[][] },
) {
  const out = fs.createWriteStream(file);
  const write = (line: string) =>
    out.write(line) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve()));
  await write(
    '\ufeffRef,Date,Product,Part No,Qty,GRN,Order No,Location,Category,Subcategory,Subcategory 2,Details,Status,Reject Reason,Raised By\r\n',
  );
  const today = Date.now();
  for (let i = 1; i <= rows; i++) {
    const date = new Date(today - ((i * 7919) % (3 * 365)) * 86_400_000 - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const [d, m, y] = [date.slice(8, 10), date.slice(5, 7), date.slice(0, 4)];
    const levels = reference.paths[i % reference.paths.length]!;
    const status = STATUSES[i % STATUSES.length]!;
    const words = Array.from({ length: 4 + (i % 40) }, (_, k) => WORDS[(i + k * 7) % WORDS.length]);
    const cells = [
      `LEG-${String(i).padStart(6, '0')}`,
      i % 3 === 0 ? `${y}-${m}-${d}` : `${d}-${m}-${y}`,
      reference.products[i % reference.products.length]!,
      reference.parts[i % reference.parts.length]!,
      String(1 + (i % 250)),
      `S${String(10_000 + (i % 89_999))}`,
      `PO-${i}`,
      levels[0] ?? '',
      levels[1] ?? '',
      levels[2] ?? '',
      levels[3] ?? '',
      `Legacy record ${i}: ${words.join(' ')}`,
      status,
      status === 'Rejected' ? 'Not a supplier fault' : '',
      `Inspector ${i % 57}`,
    ];
    await write(`${cells.map(cell).join(',')}\r\n`);
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return fs.statSync(file).size;
}

/** POST /v1/imports with the file streamed from disk as one multipart part. */
async function upload(url: string, token: string, file: string) {
  async function* body() {
    yield Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${path.basename(file)}"\r\nContent-Type: text/csv\r\n\r\n`,
    );
    for await (const chunk of fs.createReadStream(file)) yield chunk as Buffer;
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  const response = await fetch(`${url}/v1/imports?kind=incidents`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    body: ReadableStreamFrom(body()),
    duplex: 'half',
  } as RequestInit);
  const text = await response.text();
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as { id: string; proposedMapping: Record<string, string | null> };
}

function ReadableStreamFrom(source: AsyncGenerator<Buffer>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      const next = await source.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
}

/** Rows a second over each fifth of the rows, from the polls' progress (the time the job took for each). */
function ratesByFifth(progress: readonly { atMs: number; rowsDone: number }[], rows: number): number[] {
  const firstAt = (count: number) => progress.find((p) => p.rowsDone >= count);
  const rates: number[] = [];
  let from = progress.find((p) => p.rowsDone > 0);
  for (let fifth = 1; from && fifth <= 5; fifth++) {
    const to = firstAt((rows * fifth) / 5);
    if (!to || to.atMs <= from.atMs) break;
    rates.push(Math.round((to.rowsDone - from.rowsDone) / ((to.atMs - from.atMs) / 1000)));
    from = to;
  }
  return rates;
}

async function main() {
  const rows = numberOption('rows', 'BENCH_IMPORT_ROWS', 100_000);
  const users = numberOption('users', 'BENCH_IMPORT_USERS', 4);
  const rate = numberOption('rate', 'BENCH_IMPORT_RATE', 8);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qi-bench-import-'));
  const csv = path.join(dataDir, `incident-log-${rows}.csv`);
  const server = await startServer(dataDir, {
    env: {
      DEMO: 'true',
      DEMO_PASSWORD: PASSWORD,
      IMPORT_JOB_SECONDS: '1',
      EXPENSIVE_REQUESTS_PER_MINUTE: '100000',
    },
  });
  let failed = false;
  try {
    const admin = await signIn(server.url, 'admin@example.com');
    const other = await signIn(server.url, 'quality@example.com');
    const data = await call<{
      products: { name: string; active: boolean }[];
      partNumbers: { id: string; active: boolean }[];
      locations: Node[];
    }>(`${server.url}/v1/data`, admin, 'GET');
    const reference = {
      products: data.products.filter((p) => p.active).map((p) => p.name),
      parts: data.partNumbers.filter((p) => p.active).map((p) => p.id),
      paths: leafPaths(data.locations),
    };
    const bytes = await writeCsv(csv, rows, reference);
    console.log(`Wrote ${rows} rows (${round1(bytes / 1_048_576)} MB) to ${csv}`);

    const rss = sampleRss(server.pid);
    const others = await startOthers(server.url, other, users, rate);
    await new Promise((resolve) => setTimeout(resolve, 5000)); // the others' figures before the import
    const beforeEndMs = others.sinceStart();
    const t0 = performance.now();
    const uploaded = await upload(server.url, admin, csv);
    const t1 = performance.now();
    const plan = { mapping: uploaded.proposedMapping };
    const dryRun = await call<{ counts: Record<string, number> }>(
      `${server.url}/v1/imports/${uploaded.id}/dry-run`,
      admin,
      'POST',
      plan,
    );
    const t2 = performance.now();
    await call(`${server.url}/v1/imports/${uploaded.id}/run`, admin, 'POST', plan);
    let done: { status: string; counts: Record<string, number>; rowsDone: number } | null = null;
    // The rows written by each poll: whether the rate holds as the tables grow.
    const progress: { atMs: number; rowsDone: number }[] = [];
    while (!done) {
      const current = await call<{ status: string; counts: Record<string, number>; rowsDone: number }>(
        `${server.url}/v1/imports/${uploaded.id}`,
        admin,
        'GET',
      );
      progress.push({ atMs: performance.now(), rowsDone: current.rowsDone });
      if (current.status === 'done' || current.status === 'failed') done = current;
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const t3 = performance.now();
    const duringEndMs = others.sinceStart();
    const load = await others.stop();
    const { peakMb, samples } = rss.stop();
    const rssBeforeMb = medianRssMb(samples, 0, 4000);
    const before = othersFigures(load.latencies, 0, beforeEndMs);
    const during = othersFigures(load.latencies, beforeEndMs, duringEndMs);
    const importMs = t3 - t0;
    const growthMb = round1(peakMb - rssBeforeMb);
    const result = {
      rows,
      megabytes: round1(bytes / 1_048_576),
      database: process.env.DATABASE_URL ? 'postgres' : 'sqlite',
      uploadS: seconds(t1 - t0),
      dryRunS: seconds(t2 - t1),
      runS: seconds(t3 - t2),
      totalS: seconds(importMs),
      rowsPerSecond: Math.round(rows / ((t3 - t2) / 1000)),
      rowsPerSecondByFifth: ratesByFifth(progress, rows),
      dryRunCounts: dryRun.counts,
      final: done,
      rssBeforeMb: round1(rssBeforeMb),
      rssPeakMb: round1(peakMb),
      rssEndMb: round1(samples.at(-1)?.rssMb ?? Number.NaN),
      growthMb,
      others: { before, during, errors: load.errors },
      verdict: {
        time: importMs < TARGETS.importMs * (rows / 100_000),
        growth: growthMb < TARGETS.growthMb,
        othersP95: [during.list, during.detail, during.submit].every((k) => k.p95 < TARGETS.othersP95Ms),
        allImported: done.status === 'done' && done.counts.created === rows,
      },
      machine: machineLoad(),
    };
    console.log(
      formatTable(
        ['step', 'value'],
        [
          ['upload', `${result.uploadS} s`],
          ['dry run', `${result.dryRunS} s`],
          ['import (job)', `${result.runS} s (${result.rowsPerSecond} rows/s)`],
          ['rows/s by fifth of the file', result.rowsPerSecondByFifth.join(' → ')],
          ['created / refused', `${done.counts.created} / ${done.counts.refused}`],
          [
            'RSS before → peak; end',
            `${result.rssBeforeMb} → ${result.rssPeakMb} MB (+${growthMb}); at the end ${result.rssEndMb} MB`,
          ],
          ...(['list', 'detail', 'submit'] as const).map((kind) => [
            `others' ${kind} p95 / p99: before; during`,
            `${before[kind].p95} / ${before[kind].p99} ms (${before[kind].requests}); ${during[kind].p95} / ${during[kind].p99} ms (${during[kind].requests})`,
          ]),
          ['verdict', JSON.stringify(result.verdict)],
        ],
      ),
    );
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(resultFile('import'), `${JSON.stringify(result, null, 2)}\n`);
    failed = load.errors > 0 || done.status !== 'done';
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
}

await main();
