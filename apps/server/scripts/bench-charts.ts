/**
 * Times the series of each demo chart (POST /v1/charts/series without HTTP) on a benchmark database:
 *   DATA_DIR=<folder made by `npm run bench:generate -w bench`> npx tsx scripts/bench-charts.ts
 * (PostgreSQL when DATABASE_URL is set.) The database is migrated first (chart indexes). Each chart is
 * computed once to warm up, then 20 times; prints the median and the slowest run in milliseconds.
 */
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { chartSeries } from '../src/modules/intelligence/chart-series-service';
import { demoCharts } from '../src/seed/demo-report';

const RUNS = 20;

async function main(): Promise<void> {
  if (!process.env.DATA_DIR && !process.env.DATABASE_URL) throw new Error('Set DATA_DIR (or DATABASE_URL)');
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.schema);
    const count = await database.db
      .selectFrom('incidents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(`${database.kind}: ${Number(count.n)} incidents; ${RUNS} runs per chart`);
    for (const chart of demoCharts()) {
      const points = await chartSeries(database.db, database.kind, chart);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const start = performance.now();
        await chartSeries(database.db, database.kind, chart);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const median = (times[RUNS / 2 - 1]! + times[RUNS / 2]!) / 2;
      console.log(
        `${chart.title.padEnd(48)} median ${median.toFixed(1)} ms, max ${times[RUNS - 1]!.toFixed(1)} ms, ${points.length} points`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
