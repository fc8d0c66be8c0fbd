/**
 * Where a SQLite export's read time goes, row by row: the soak's kind of export (one product over six months,
 * newest first) run for 40 random products and windows (the same ones on every run), in four shapes that
 * each read one more thing than the one before:
 *   ids       the list index alone (it holds the product, the status and the date);
 *   incident  + the incident's row (its updated_at);
 *   inv       + the investigation's row (its updated_at: the freshness check of decision 029);
 *   line      + the line written ahead (export-lines.ts), as the CSV walk reads it.
 * Prints each shape's µs per row, median and 90th percentile. Read-only, on the main thread, one connection.
 *   DATA_DIR=<folder made by `npm run bench:generate -w bench`> npx tsx scripts/bench-export-reads.ts
 */
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';

const EXPORTS = 40;
const WHERE = `i.product = ? and i.incident_date >= ? and i.incident_date < ? and i.status <> 'cancelled'
  order by i.incident_date desc, i.id desc`;
const SHAPES: Record<string, string> = {
  ids: `select i.id, i.incident_date from incidents i where ${WHERE}`,
  incident: `select i.id, i.incident_date, i.updated_at from incidents i where ${WHERE}`,
  inv: `select i.id, i.incident_date, i.updated_at, inv.updated_at from incidents i
    left join investigations inv on inv.id = i.investigation_id where ${WHERE}`,
  line: `select i.id, i.incident_date, case when l.incident_updated_at = i.updated_at
      and l.investigation_updated_at is inv.updated_at then l.line end
    from incidents i left join investigations inv on inv.id = i.investigation_id
    left join incident_export_lines l on l.incident_id = i.id where ${WHERE}`,
};

function windows(products: string[]): [string, string, string][] {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: EXPORTS }, () => {
    const product = products[Math.floor(random() * products.length)]!;
    const month = Math.floor(random() * 18);
    const day = (m: number) => new Date(Date.UTC(2025, m, 1)).toISOString().slice(0, 10);
    return [product, day(month), day(month + 6)];
  });
}

function main(): void {
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
      const statement = db.prepare(text).raw(true);
      const times: number[] = [];
      let rows = 0;
      for (const parameters of runs) {
        const started = performance.now();
        rows += statement.all(...parameters).length;
        times.push(performance.now() - started);
      }
      const total = times.reduce((a, b) => a + b, 0);
      times.sort((a, b) => a - b);
      console.log(
        `${shape.padEnd(8)} ${rows} rows in ${EXPORTS} exports: ${((total * 1000) / rows).toFixed(1)} µs/row, ` +
          `median ${times[EXPORTS / 2]!.toFixed(1)} ms, p90 ${times[Math.floor(EXPORTS * 0.9)]!.toFixed(1)} ms`,
      );
    }
  } finally {
    db.close();
  }
}

main();
