/**
 * Times one CSV export in-process (no HTTP) on a benchmark database, the way the soak's export asks for it: one
 * product over six months, newest first, written by the export's thread as the route does (decisions 024 and
 * 029: the records written ahead, when current), with `columns` by the thread from every row's columns (the
 * walk before decision 029), or with `rows` walked by the thread and written on the event loop (decision 023).
 *   DATA_DIR=<folder made by `npm run bench:generate -w bench`> npx tsx scripts/bench-export.ts ['Gearbox 200' [columns|rows]]
 * (PostgreSQL when DATABASE_URL is set.) Runs it 25 times and prints the medians of the last 20: wall time, the
 * process's CPU time (all threads) and the time the event loop was busy.
 */
import { performance } from 'node:perf_hooks';
import { emptyColumnFilter } from '@qi/domain/column-filter';
import { ZIncidentListQuery } from '@qi/domain/incident-list-query';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { CSV_HEADER } from '../src/modules/incidents/export-csv';
import { EXPORT_FORMATS_MODULE } from '../src/modules/incidents/export-csv-thread';
import { exportLookups } from '../src/modules/incidents/export-lookups-repository';
import { exportWalkPlan } from '../src/modules/incidents/export-rows-repository';
import {
  CSV_THREAD_BATCH_SIZE,
  csvExport,
  csvStream,
  exportRows,
} from '../src/modules/incidents/incident-export';

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
    const mode = process.argv[3] === 'rows' || process.argv[3] === 'columns' ? process.argv[3] : 'thread';
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
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const loopBefore = performance.eventLoopUtilization();
      const csv =
        mode === 'rows'
          ? csvStream(exportRows(database.db, database.kind, query, actor, undefined, database.exportWalker))
          : mode === 'columns'
            ? columnsCsv(database, query, actor)
            : csvExport(database.db, database.kind, query, actor, database.exportWalker);
      bytes = 0;
      for await (const chunk of csv) bytes += Buffer.byteLength(chunk as string | Uint8Array);
      const used = process.cpuUsage(cpuBefore);
      if (run < WARM_UP) continue;
      wall.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
      eventLoop.push(performance.eventLoopUtilization(loopBefore).active);
    }
    console.log(
      `${database.kind} (${mode}): ${product}, ${(bytes / 1e6).toFixed(2)} MB; medians of ${RUNS - WARM_UP} runs: ` +
        `wall ${median(wall).toFixed(1)} ms, process CPU ${median(cpu).toFixed(1)} ms, event loop busy ${median(eventLoop).toFixed(1)} ms`,
    );
  } finally {
    await database.close();
  }
}

/** The CSV written by the export's thread from every row's columns, as before decision 029. */
async function* columnsCsv(
  database: ReturnType<typeof openDatabase>,
  query: ReturnType<typeof ZIncidentListQuery.parse>,
  actor: { id: string; role: 'admin' },
): AsyncGenerator<string | Uint8Array> {
  yield CSV_HEADER;
  const context = await exportLookups(database.db);
  const plan = exportWalkPlan(database.db, database.kind, query, actor, CSV_THREAD_BATCH_SIZE);
  yield* database.exportWalker.walkChunks(plan, {
    module: EXPORT_FORMATS_MODULE,
    name: 'incidentCsv',
    context,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
