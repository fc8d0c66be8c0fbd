import { type EventEmitter, once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { type ExportCell, INCIDENT_EXPORT_COLUMNS } from '@qi/domain/incident-export';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/database';
import { csvRecord } from './csv-records';
import { partNumberDescriptions, userNames } from './export-lookups-repository';
import { EXPORTED, exportColumns } from './export-rows-repository';
import type { ExportFormat, ExportOutput } from './export-thread/export-batch';
import type { ExportThreads } from './export-thread/export-threads';
import type { DbKind, ListActor } from './incident-list-conditions';
import { type ListCriteria, walkListBatches } from './incident-list-repository';

/**
 * Rows read and written per step of an export. Smaller batches keep less in flight between the database,
 * the CSV/XLSX writer and the socket: at 100,000 incidents 1,000-row batches grew the server by ~190–205 MB,
 * 250-row batches by ~150 MB (bench/README.md, "Exports").
 */
export const EXPORT_BATCH_SIZE = 250;
export const MONEY_FORMAT = '"£"#,##0.00';

export interface ExportDeps {
  db: Db;
  dbKind: DbKind;
  exportThreads: ExportThreads;
}

/**
 * The export's records (SPEC §9: 46 columns, cancelled incidents skipped), one batch at a time, as CSV text
 * or as the cells of XLSX rows. The batches are walked here by keyset pagination (walkListBatches), and each
 * is read and formatted on an export thread (docs/decisions/021-exports-on-export-threads.md): the event loop
 * compiles one statement per batch and passes on what comes back. User names and part number descriptions
 * come from two bounded lookups, sent to the thread once per export.
 */
export async function* exportBatches<F extends ExportFormat>(
  deps: ExportDeps,
  query: ListCriteria,
  actor: ListActor,
  format: F,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportOutput<F>> {
  const [names, parts] = await Promise.all([userNames(deps.db), partNumberDescriptions(deps.db)]);
  const run = deps.exportThreads.begin(format, {
    userNames: [...names],
    partNumberDescriptions: [...parts],
  });
  try {
    yield* walkListBatches(deps.db, deps.dbKind, query, actor, EXPORTED, batchSize, (batch) =>
      run.batch(exportColumns(batch).compile()),
    );
  } finally {
    run.end();
  }
}

const HEADERS = INCIDENT_EXPORT_COLUMNS.map((c) => c.header);

/**
 * RFC 4180 CSV (CRLF records, quoted when needed: csv-records.ts) with a UTF-8 byte order mark so that
 * spreadsheets read '£'. One chunk per batch of rows, written on the export thread.
 */
export function csvStream(batches: AsyncGenerator<Uint8Array>): Readable {
  async function* lines() {
    yield Buffer.from(`\ufeff${csvRecord(HEADERS)}`);
    for await (const bytes of batches) yield Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  return Readable.from(lines());
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
