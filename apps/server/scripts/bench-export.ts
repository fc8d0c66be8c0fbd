/**
 * Times one CSV export in-process (no HTTP) on a benchmark database, the way the soak's export asks for it: one
 * product over six months, newest first, walked by the export's thread as the route does (decision 023).
 *   DATA_DIR=<folder made by `npm run bench:generate -w bench`> npx tsx scripts/bench-export.ts ['Gearbox 200']
 * (PostgreSQL when DATABASE_URL is set.) Runs it 25 times and prints the medians of the last 20: wall time, the
 * process's CPU time (all threads) and the time the event loop was busy.
 */
import { performance } from 'node:perf_hooks';
import { emptyColumnFilter } from '@qi/domain/column-filter';
import { ZIncidentListQuery } from '@qi/domain/incident-list-query';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { csvRecords } from '../src/modules/incidents/csv-records';
import { exportRows } from '../src/modules/incidents/incident-export';

const RUNS = 25;
const WARM_UP = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  if (!process.env.DATA_DIR && !process.env.DATABASE_URL) throw new Error('Set DATA_DIR (or DATABASE_URL)');
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const database = openDatabase(config.database);
  try {
    const admin = await database.db
      .selectFrom('users')
      .select(['user_id as id', 'role'])
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    const product = process.argv[2] ?? 'Gearbox 200';
    const query = ZIncidentListQuery.parse({
      sortBy: 'incidentDate',
      sortDir: 'desc',
      filters: JSON.stringify([
        { ...emptyColumnFilter('product', 'category'), allowEmpty: false, filter: [product] },
        { ...emptyColumnFilter('incidentDate', 'date'), allowEmpty: false, from: '2026-03', to: '2026-08' },
      ]),
    });
    const actor = { id: admin.id, role: admin.role as 'admin' };
    const wall: number[] = [];
    const cpu: number[] = [];
    const eventLoop: number[] = [];
    let rows = 0;
    let chars = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const loopBefore = performance.eventLoopUtilization();
      rows = 0;
      chars = 0;
      for await (const batch of exportRows(
        database.db,
        database.kind,
        query,
        actor,
        undefined,
        database.exportWalker,
      )) {
        rows += batch.length;
        chars += csvRecords(batch).length;
      }
      const used = process.cpuUsage(cpuBefore);
      if (run < WARM_UP) continue;
      wall.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
      eventLoop.push(performance.eventLoopUtilization(loopBefore).active);
    }
    console.log(
      `${database.kind}: ${product}, ${rows} rows, ${(chars / 1e6).toFixed(2)} M characters; medians of ${RUNS - WARM_UP} runs: ` +
        `wall ${median(wall).toFixed(1)} ms, process CPU ${median(cpu).toFixed(1)} ms, event loop busy ${median(eventLoop).toFixed(1)} ms`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
