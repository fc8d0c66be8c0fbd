/**
 * Memory of the streamed exports on a generated database (bench/generate-incidents.ts):
 *   npx tsx bench/export-memory.ts [DATA_DIR] [--only=csv|xlsx]
 * Starts the built server, signs in as the demo admin (who sees every incident, drafts included), downloads
 * GET /v1/incidents/export.csv and export.xlsx of the whole list (a fresh server for each), and samples the
 * server's RSS every 100 ms from just before the request until the last byte.
 * Target: peak RSS growth < 200 MB for each file. Writes bench/results/export-<date>.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getJson, signIn } from './lib/api-client';
import { benchDataDir, machineLoad, RESULTS_DIR, resultFile } from './lib/bench-paths';
import { download } from './lib/download';
import { formatTable } from './lib/load-run';
import { readRssMb, sampleRss } from './lib/rss-sampler';
import { startServer } from './lib/server-process';

const TARGET_GROWTH_MB = 200;
const round = (n: number) => Math.round(n * 10) / 10;

interface ExportResult {
  format: 'csv' | 'xlsx';
  bytes: number;
  records: number | null;
  unquotedLineFeeds: number | null;
  firstByteMs: number;
  totalMs: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  growthMb: number;
  metTarget: boolean;
}

async function settledRss(pid: number): Promise<number> {
  await new Promise((r) => setTimeout(r, 1000));
  return readRssMb(pid);
}

async function main(): Promise<void> {
  const dataDir = benchDataDir();
  if (!process.env.DATABASE_URL && !fs.existsSync(path.join(dataDir, 'app.db'))) {
    throw new Error(`No database in ${dataDir}: run bench/generate-incidents.ts first`);
  }
  const loadBefore = machineLoad();
  console.log(`Machine load before: ${JSON.stringify(loadBefore)}`);
  const results: ExportResult[] = [];
  const failures: { format: string; error: string; rssPeakMb: number }[] = [];
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
  let total = 0;
  // A fresh server for each file, so that one export's garbage does not count against the next.
  for (const format of (['csv', 'xlsx'] as const).filter((f) => !only || only === f)) {
    const server = await startServer(dataDir);
    try {
      const token = await signIn(server.url, 'admin@example.com');
      total = (await getJson<{ total: number }>(`${server.url}/v1/incidents`, token)).total;
      const before = await settledRss(server.pid);
      console.log(
        `${format}: server pid ${server.pid}; ${total} incidents in the admin's list; RSS ${round(before)} MB`,
      );
      const sampler = sampleRss(server.pid, 100);
      let file: Awaited<ReturnType<typeof download>>;
      try {
        file = await download(`${server.url}/v1/incidents/export.${format}`, token, {
          countCsvRecords: format === 'csv',
        });
      } catch (error) {
        const { peakMb } = sampler.stop();
        console.error(`  ${format}: FAILED after peak RSS ${round(peakMb)} MB: ${String(error)}`);
        failures.push({ format, error: String(error), rssPeakMb: round(peakMb) });
        continue;
      }
      const { peakMb } = sampler.stop();
      const growth = peakMb - before;
      results.push({
        format,
        bytes: file.bytes,
        records: file.records,
        unquotedLineFeeds: file.unquotedLineFeeds,
        firstByteMs: file.firstByteMs,
        totalMs: file.totalMs,
        rssBeforeMb: round(before),
        rssPeakMb: round(peakMb),
        growthMb: round(growth),
        metTarget: growth < TARGET_GROWTH_MB,
      });
      console.log(`  ${(file.bytes / 1e6).toFixed(1)} MB in ${file.totalMs} ms, +${round(growth)} MB RSS`);
    } finally {
      await server.stop();
    }
  }
  const loadAfter = machineLoad();
  const out = resultFile('export');
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const report = {
    benchmark: 'export-memory',
    database: process.env.DATABASE_URL ? 'postgres' : 'sqlite',
    incidentsInList: total,
    targetGrowthMb: TARGET_GROWTH_MB,
    serverNodeFlags: process.env.SERVER_NODE_FLAGS ?? '',
    machine: { before: loadBefore, after: loadAfter },
    results,
    failures,
  };
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\n${formatTable(
      [
        'export',
        'size MB',
        'CSV records',
        'bare LF',
        'first byte ms',
        'total s',
        'RSS before MB',
        'peak MB',
        'growth MB',
        '< 200 MB',
      ],
      results.map((r) => [
        r.format,
        (r.bytes / 1e6).toFixed(1),
        r.records === null ? '-' : String(r.records),
        r.unquotedLineFeeds === null ? '-' : String(r.unquotedLineFeeds),
        String(r.firstByteMs),
        (r.totalMs / 1000).toFixed(1),
        String(r.rssBeforeMb),
        String(r.rssPeakMb),
        String(r.growthMb),
        r.metTarget ? 'yes' : 'NO',
      ]),
    )}`,
  );
  console.log(
    `\nMachine load after: ${JSON.stringify(loadAfter)}\nWritten ${path.relative(process.cwd(), out)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
