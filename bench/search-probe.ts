/**
 * The text searches of the soak's mix, one request at a time, on a generated database (generate-incidents.ts):
 *   npm run bench:search -w bench [-- DATA_DIR]          (PostgreSQL when DATABASE_URL is set)
 * Every search page the soak can ask for the first, the fourth and the 41st page (8 terms × 6 sorts × 2
 * directions × 3 pages, 200 rows each), then an export of one term (`--export=gasket`) in every sort and
 * direction. Prints the median and the slowest, and writes bench/results/search-<date>.json. With nothing else
 * running, a slow request here is its own plan, not a wait for the machine (docs/decisions/028).
 */
import fs from 'node:fs';
import path from 'node:path';
import { signIn } from './lib/api-client';
import { benchDataDir, machineLoad, resultFile } from './lib/bench-paths';
import { download } from './lib/download';
import { formatTable } from './lib/load-run';
import { startServer } from './lib/server-process';
import { SORTS, SEARCH_TERMS as TERMS } from './soak/workload';

const DIRECTIONS = ['desc', 'asc'];
const PAGES = [0, 3, 40];
const SLOWEST_SHOWN = 10;

interface Timed {
  request: string;
  ms: number;
  /** The list's total (pages) or the CSV's records (exports). */
  rows: number;
}

const round = (n: number) => Math.round(n * 10) / 10;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** A list page, read whole (its total is in the body). Exports go through download(), which keeps nothing. */
async function timedGet(url: string, token: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${body.slice(0, 300)}`);
  return { ms: performance.now() - started, body };
}

function report(title: string, rows: readonly Timed[]): void {
  const slowest = [...rows].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
  console.log(`\n${title}: ${rows.length} requests, median ${round(median(rows.map((r) => r.ms)))} ms`);
  console.log(
    formatTable(
      ['slowest', 'ms', 'rows'],
      slowest.map((r) => [r.request, String(round(r.ms)), String(r.rows)]),
    ),
  );
}

async function main(): Promise<void> {
  const dataDir = benchDataDir();
  if (!process.env.DATABASE_URL && !fs.existsSync(path.join(dataDir, 'app.db'))) {
    throw new Error(`No database in ${dataDir}: run bench/generate-incidents.ts first`);
  }
  const exportTerm = process.argv.find((a) => a.startsWith('--export='))?.slice(9) ?? 'gasket';
  const before = machineLoad();
  const server = await startServer(dataDir);
  const pages: Timed[] = [];
  const exports: Timed[] = [];
  try {
    const token = await signIn(server.url, 'admin@example.com');
    for (const search of TERMS) {
      for (const sortBy of SORTS) {
        for (const sortDir of DIRECTIONS) {
          for (const page of PAGES) {
            const query = new URLSearchParams({
              search,
              sortBy,
              sortDir,
              page: String(page),
              rowsPerPage: '200',
            });
            const { ms, body } = await timedGet(`${server.url}/v1/incidents?${query}`, token);
            const total = (JSON.parse(body) as { total: number }).total;
            pages.push({ request: `"${search}" by ${sortBy} ${sortDir}, page ${page + 1}`, ms, rows: total });
          }
        }
      }
    }
    for (const sortBy of SORTS) {
      for (const sortDir of DIRECTIONS) {
        const query = new URLSearchParams({ search: exportTerm, sortBy, sortDir });
        const file = await download(`${server.url}/v1/incidents/export.csv?${query}`, token, {
          countCsvRecords: true,
        });
        const request = `export "${exportTerm}" by ${sortBy} ${sortDir}`;
        exports.push({ request, ms: file.totalMs, rows: file.records ?? 0 });
      }
    }
  } finally {
    await server.stop();
  }
  report('Search pages', pages);
  report(`Exports of "${exportTerm}"`, exports);
  const file = resultFile('search');
  fs.writeFileSync(
    file,
    `${JSON.stringify(
      {
        benchmark: 'search-probe',
        database: process.env.DATABASE_URL ? 'postgres' : 'sqlite',
        machine: { before, after: machineLoad() },
        pages: pages.map((p) => ({ ...p, ms: round(p.ms) })),
        exports: exports.map((e) => ({ ...e, ms: round(e.ms) })),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWritten ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
