import { type EventEmitter, once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { type ExportCell, INCIDENT_EXPORT_COLUMNS } from '@qi/domain/incident-export';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/database';
import type { KeysetWalker } from '../../db/keyset-walk';
import { csvRecords } from './csv-records';
import { CSV_HEADER } from './export-csv';
import { EXPORT_FORMATS_MODULE } from './export-csv-thread';
import { exportLinesKey } from './export-lines';
import { exportLookups } from './export-lookups-repository';
import { exportCells, exportContext } from './export-row';
import { csvWalkPlan, iterateExportRows, withLinesKey } from './export-rows-repository';
import type { DbKind, ListActor } from './incident-list-conditions';
import type { ListCriteria } from './incident-list-repository';

export { EXPORT_TIME_ZONE } from './export-row';

/**
 * Rows read and written per step of an export. Smaller batches keep less in flight between the database,
 * the CSV/XLSX writer and the socket: at 100,000 incidents 1,000-row batches grew the server by ~190–205 MB,
 * 250-row batches by ~150 MB (bench/README.md, "Exports").
 */
export const EXPORT_BATCH_SIZE = 250;

/**
 * Rows per batch when the export's thread writes the CSV itself (csvExport with a walker): the rows never
 * leave the thread, only the ~0.9 MB of CSV of a batch does, so a larger batch costs little memory (the whole
 * list's CSV grew the server by 91 MB, against 85 MB with 250). A batch is one statement: a text search's
 * matches are found again for each one, and 5,785 rows of a search took about half the time in 1,000-row
 * batches (docs/performance.md, "Searches read in sort order").
 */
export const CSV_THREAD_BATCH_SIZE = 1000;
export const MONEY_FORMAT = '"£"#,##0.00';

/**
 * The export rows (SPEC §9: 46 columns, cancelled incidents skipped), one batch at a time: each batch is read
 * by keyset pagination together with its investigations (export-rows-repository.ts); user names and part
 * number descriptions come from two bounded lookups. Every text cell is neutralised against spreadsheet
 * formulas.
 *
 * The route gives the export's thread as `walker` (decisions 021 and 023): the thread reads the batches one
 * after the other by itself (on SQLite without waiting behind the charts and searches of the shared reader
 * threads) while the event loop writes the batches it has. Without a walker the batches are read on `db`,
 * the next one while this one is written (`readAhead`).
 */
export async function* exportRows(
  db: Db,
  kind: DbKind,
  query: ListCriteria,
  actor: ListActor,
  batchSize = EXPORT_BATCH_SIZE,
  walker: KeysetWalker | null = null,
): AsyncGenerator<ExportCell[][]> {
  const ctx = exportContext(await exportLookups(db));
  for await (const batch of readAhead(iterateExportRows(db, kind, query, actor, batchSize, walker))) {
    yield exportCells(batch, ctx);
  }
}

/**
 * The items of `source`, asking it for the next one before handing on the current: the next batch is read
 * (on a reader thread, or by PostgreSQL) while this one is written. A consumer that stops early leaves the
 * batch read ahead unused.
 */
export async function* readAhead<T>(source: AsyncGenerator<T>): AsyncGenerator<T> {
  let next = source.next();
  try {
    for (;;) {
      const item = await next;
      if (item.done) return;
      next = source.next();
      yield item.value;
    }
  } finally {
    // Stopped early: the read ahead may still fail; its error has no one to go to.
    next.catch(() => undefined);
    await source.return(undefined);
  }
}

/**
 * RFC 4180 CSV (CRLF records, quoted when needed: csv-records.ts) with a UTF-8 byte order mark so that
 * spreadsheets read '£'. One chunk per batch of rows.
 */
export function csvStream(rows: AsyncGenerator<ExportCell[][]>): Readable {
  async function* lines() {
    yield CSV_HEADER;
    for await (const batch of rows) yield csvRecords(batch);
  }
  return Readable.from(lines());
}

/**
 * Starts the export's thread with the server: its connection and the CSV format's module are ready before the
 * first export (the first export of a fresh PostgreSQL worker took 225–413 ms in the soak, against ~60 ms).
 */
export function prepareCsvExport(walker: KeysetWalker): Promise<void> {
  return walker.prepare(EXPORT_FORMATS_MODULE);
}

/**
 * The CSV export (export-csv.ts). With the export's thread (`walker`, as the route gives it) the thread reads
 * the batches and writes their records itself, and the event loop only sends the bytes on (decision 024):
 * the rows never cross to the event loop, and none of the export's work waits there behind other requests.
 * Without it, the batches are read on `db` and written here. The statements are compiled before the first
 * byte, so a bad filter fails the request, not the stream.
 */
export function csvExport(
  db: Db,
  kind: DbKind,
  query: ListCriteria,
  actor: ListActor,
  walker: KeysetWalker | null,
  batchSize = walker ? CSV_THREAD_BATCH_SIZE : EXPORT_BATCH_SIZE,
): Readable {
  if (!walker) return csvStream(exportRows(db, kind, query, actor, batchSize));
  const thread = walker;
  const plan = csvWalkPlan(db, kind, query, actor, batchSize);
  async function* chunks(): AsyncGenerator<string | Uint8Array> {
    yield CSV_HEADER;
    const context = await exportLookups(db);
    const keyed = withLinesKey(plan, exportLinesKey(context));
    yield* thread.walkChunks(keyed, { module: EXPORT_FORMATS_MODULE, name: 'incidentCsv', context });
  }
  return Readable.from(chunks());
}

/** Resolves on `event` from `emitter` or when `out` closes, and leaves no listener behind. */
async function untilEither(emitter: EventEmitter, event: string, out: PassThrough): Promise<void> {
  const stop = new AbortController();
  const waits = [once(emitter, event, { signal: stop.signal }), once(out, 'close', { signal: stop.signal })];
  await Promise.race(waits).finally(() => stop.abort());
  await Promise.allSettled(waits);
}

/** A writable that has asked its writer to wait (Node streams, and the readable-stream copies exceljs uses). */
interface MaybeBackedUp {
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
  once?: unknown;
}

/**
 * The worksheet's rows go through exceljs' StreamBuf into a PassThrough that the zip entry deflates; zlib
 * works on the thread pool, so it only moves on when the event loop turns. The database driver answers
 * synchronously, so without this wait the whole sheet piles up in that PassThrough before a byte is zipped
 * (the first byte left after the last row). Reads exceljs 4 internals (StreamBuf.pipes), so it is defensive:
 * without them it waits for nothing.
 */
async function sheetDrained(sheet: ExcelJS.Worksheet, out: PassThrough): Promise<void> {
  const pipes = (sheet as unknown as { stream?: { pipes?: MaybeBackedUp[] } }).stream?.pipes ?? [];
  for (const inner of pipes) {
    if (!(inner.writableNeedDrain ?? inner._writableState?.needDrain) || typeof inner.once !== 'function')
      continue;
    await untilEither(inner as never, 'drain', out);
  }
}

/**
 * XLSX through exceljs' streaming WorkbookWriter: worksheet 'Incidents', a header row, money cells in
 * pounds with two decimals. Rows are committed as they are written, and between batches the writer waits
 * until the zip has taken the sheet's rows and the client has drained, so memory stays bounded.
 */
export function xlsxStream(
  rows: AsyncGenerator<ExportCell[][]>,
  onError: (error: unknown) => void,
): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Incidents');
  sheet.columns = INCIDENT_EXPORT_COLUMNS.map((column, index) => ({
    header: column.header,
    key: `c${index}`,
    width: column.header === 'Description' ? 60 : Math.max(12, column.header.length + 2),
  }));
  const money = INCIDENT_EXPORT_COLUMNS.flatMap((c, i) => (c.kind === 'money' ? [i + 1] : []));
  const produce = async () => {
    for await (const batch of rows) {
      for (const cells of batch) {
        const row = sheet.addRow(cells);
        for (const col of money) row.getCell(col).numFmt = MONEY_FORMAT;
        row.commit();
      }
      if (stream.destroyed) return;
      await sheetDrained(sheet, stream);
      if (stream.destroyed) return;
      if (stream.writableNeedDrain) {
        await untilEither(stream, 'drain', stream);
        if (stream.destroyed) return;
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  produce().catch((error: unknown) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error('Export failed'));
  });
  return stream;
}
