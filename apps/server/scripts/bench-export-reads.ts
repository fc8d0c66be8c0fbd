/**
 * Where a SQLite export's read time goes, row by row: the soak's kind of export (one product over six months,
 * newest first) run for 40 random products and windows (the same ones on every run), in four shapes that
 * each read one more thing than the one before:
 *   ids       the list index alone (it holds the product, the status and the date);
 *   incident  + the incident's row (its updated_at);
 *   inv       + the investigation's row (its updated_at: the freshness check of decision 029);
 *   line      the CSV walk's own statement (csvWalkPlan, in one batch): since decision 030 the list index and
 *             the line written ahead only (the rows' updated_at are no longer read).
 * Prints each shape's µs per row, median and 90th percentile. Read-only, on the main thread, one connection.
 *   DATA_DIR=<folder made by `npm run bench:generate -w bench`> npx tsx scripts/bench-export-reads.ts
 */
import { performance } from 'node:perf_hooks';
import { emptyColumnFilter } from '@qi/domain/column-filter';
import { ZIncidentListQuery } from '@qi/domain/incident-list-query';
import Database from 'better-sqlite3';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { exportLinesKey } from '../src/modules/incidents/export-lines';
import { exportLookups } from '../src/modules/incidents/export-lookups-repository';
import { csvWalkPlan, withLinesKey } from '../src/modules/incidents/export-rows-repository';

const EXPORTS = 40;
const WHERE = `i.product = ? and i.incident_date >= ? and i.incident_date < ? and i.status <> 'cancelled'
  order by i.incident_date desc, i.id desc`;
const SHAPES: Record<string, string> = {
  ids: `select i.id, i.incident_date from incidents i where ${WHERE}`,
  incident: `select i.id, i.incident_date, i.updated_at from incidents i where ${WHERE}`,
  inv: `select i.id, i.incident_date, i.updated_at, inv.updated_at from incidents i
    left join investigations inv on inv.id = i.investigation_id where ${WHERE}`,
};

interface Window {
  product: string;
  /** First and last month of the six, as the list's date filter takes them. */
  fromMonth: string;
  toMonth: string;
  /** The first day of the first month, and of the month after the last. */
  parameters: [string, string, string];
}

function windows(products: string[]): Window[] {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: EXPORTS }, () => {
    const product = products[Math.floor(random() * products.length)]!;
    const month = Math.floor(random() * 18);
    const day = (m: number) => new Date(Date.UTC(2025, m, 1)).toISOString().slice(0, 10);
    return {
      product,
      fromMonth: day(month).slice(0, 7),
      toMonth: day(month + 5).slice(0, 7),
      parameters: [product, day(month), day(month + 6)],
    };
  });
}

/** The CSV walk's statement for each window, with the lookups key of the database's current lookups. */
async function csvWalkStatements(runs: Window[]): Promise<[string, unknown[]][]> {
  const database = openDatabase(loadConfig({ ...process.env, LOG_LEVEL: 'warn' }).database);
  try {
    const admin = await database.db
      .selectFrom('users')
      .select('user_id')
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    const key = exportLinesKey(await exportLookups(database.db));
    return runs.map(({ product, fromMonth, toMonth }) => {
      const query = ZIncidentListQuery.parse({
        sortBy: 'incidentDate',
        sortDir: 'desc',
        filters: JSON.stringify([
          { ...emptyColumnFilter('product', 'category'), allowEmpty: false, filter: [product] },
          { ...emptyColumnFilter('incidentDate', 'date'), allowEmpty: false, from: fromMonth, to: toMonth },
        ]),
      });
      const actor = { id: admin.user_id, role: 'admin' as const };
      // One batch holds the whole export: the statement alone, as the thread runs it.
      const plan = withLinesKey(csvWalkPlan(database.db, database.kind, query, actor, 1_000_000), key);
      const { sql, parameters } = plan.parts[0]!.first;
      return [sql, [...parameters]];
    });
  } finally {
    await database.close();
  }
}

function time(label: string, statements: [string, unknown[]][], db: Database.Database): void {
  const times: number[] = [];
  let rows = 0;
  for (const [text, parameters] of statements) {
    const statement = db.prepare(text).raw(true);
    const started = performance.now();
    rows += statement.all(...parameters).length;
    times.push(performance.now() - started);
  }
  const total = times.reduce((a, b) => a + b, 0);
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(8)} ${rows} rows in ${EXPORTS} exports: ${((total * 1000) / rows).toFixed(1)} µs/row, ` +
      `median ${times[EXPORTS / 2]!.toFixed(1)} ms, p90 ${times[Math.floor(EXPORTS * 0.9)]!.toFixed(1)} ms`,
  );
}

async function main(): Promise<void> {
  const dir = process.env.DATA_DIR;
  if (!dir) throw new Error('Set DATA_DIR');
  const db = new Database(`${dir}/app.db`, { readonly: true, fileMustExist: true });
  try {
    const products = db
      .prepare(`select distinct product from incidents where product <> 'Not product related' order by 1`)
      .pluck()
      .all() as string[];
    const runs = windows(products);
    for (const [shape, text] of Object.entries(SHAPES)) {
      time(
        shape,
        runs.map((run) => [text, run.parameters]),
        db,
      );
    }
    time('line', await csvWalkStatements(runs), db);
  } finally {
    db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
