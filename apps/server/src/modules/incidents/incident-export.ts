import { type EventEmitter, once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type ExportCell, INCIDENT_EXPORT_COLUMNS } from '@qi/domain/incident-export';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/database';
import { csvRecord, csvRecords } from './csv-records';
import { exportLookups } from './export-lookups-repository';
import { exportCells, exportContext } from './export-row';
import { iterateExportRows } from './export-rows-repository';
import type { IncidentExportLinksPort } from './incident-events';
import type { DbKind, ListActor } from './incident-list-conditions-sql';
import type { ListCriteria } from './incident-list-repository';

export { EXPORT_TIME_ZONE } from './export-row';

/**
 * Rows read and written per step of an export: one statement each. On SQLite small batches keep each
 * synchronous step short enough that other requests are answered between them (docs/performance.md, Exports).
 * PostgreSQL answers asynchronously: there a larger batch saves round trips (a million rows were 19,000
 * statements at 100 a batch) and still keeps only two batches in memory.
 */
export const EXPORT_BATCH_SIZE: Record<DbKind, number> = { sqlite: 100, postgres: 400 };
export const MONEY_FORMAT = '"£"#,##0.00';

/** The CSV's first record, after a UTF-8 byte order mark so that spreadsheets read '£'. */
export const CSV_HEADER = `\ufeff${csvRecord(INCIDENT_EXPORT_COLUMNS.map((c) => c.header))}`;

/**
 * The export's cells (docs/product.md §9: 57 columns, cancelled incidents skipped), one batch at a time: each
 * batch is read by keyset pagination together with its investigations, then its disposition lines' sums
 * (export-rows-repository.ts), then, with `links`, its links in one more statement (the recurrence module's,
 * through the incidentExportLinks hook); user names, part number descriptions and supplier names come from
 * bounded lookups. Every text cell is neutralised against
 * spreadsheet formulas. Between batches it waits for the event loop's next turn: SQLite answers synchronously,
 * so without the wait a whole export ran as one task and held every other request until it ended.
 */
export async function* exportRows(
  db: Db,
  kind: DbKind,
  query: ListCriteria,
  actor: ListActor,
  batchSize = EXPORT_BATCH_SIZE[kind],
  links?: IncidentExportLinksPort,
): AsyncGenerator<ExportCell[][]> {
  const ctx = exportContext(await exportLookups(db));
  for await (const batch of iterateExportRows(db, kind, query, actor, batchSize)) {
    if (links) {
      const byIncident = await links.read(
        db,
        batch.map((row) => row.incident.id),
        actor,
      );
      for (const row of batch) {
        const held = byIncident.get(row.incident.id);
        if (held) row.links = held;
      }
    }
    yield exportCells(batch, ctx);
    await nextTurn();
  }
}

/** The positions of the money columns, written with two decimals in the CSV as in the XLSX's format. */
const MONEY_COLUMNS = INCIDENT_EXPORT_COLUMNS.flatMap((c, i) => (c.kind === 'money' ? [i] : []));

/** A batch's cells as the CSV writes them: money as pounds and pence (120.50, -25.00). */
function csvCells(batch: ExportCell[][]): ExportCell[][] {
  for (const cells of batch) {
    for (const at of MONEY_COLUMNS) {
      const value = cells[at];
      if (typeof value === 'number') cells[at] = value.toFixed(2);
    }
  }
  return batch;
}

/**
 * RFC 4180 CSV (CRLF records, quoted when needed: csv-records.ts), one chunk per batch of rows. The stream
 * pulls the next batch only when the socket has taken the last one, so memory stays at about one batch.
 */
export function csvStream(rows: AsyncIterable<ExportCell[][]>): Readable {
  async function* chunks() {
    yield CSV_HEADER;
    for await (const batch of rows) yield csvRecords(csvCells(batch));
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
export function xlsxStream(rows: AsyncIterable<ExportCell[][]>, onError: (error: unknown) => void): Readable {
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
