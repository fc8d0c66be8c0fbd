import { INCIDENT_EXPORT_COLUMNS } from '@qi/domain/incident-export';
import { csvRecord, csvRecords } from './csv-records';
import { type ExportLookups, exportCells, exportContext, toExportRow } from './export-row';

/**
 * The CSV export's text: RFC 4180 records (csv-records.ts) of the domain's export cells (SPEC §9), every text
 * cell neutralised against spreadsheet formulas. The same code writes it on the event loop and on the
 * export's thread (export-csv-thread.ts), so both give the same bytes.
 */

/** The first record, after a UTF-8 byte order mark so that spreadsheets read '£'. */
export const CSV_HEADER = `\ufeff${csvRecord(INCIDENT_EXPORT_COLUMNS.map((c) => c.header))}`;

/** Writes batches of export rows (as export-rows-repository.ts reads them) as CSV records. */
export function csvBatchWriter(lookups: ExportLookups): (rows: readonly Record<string, unknown>[]) => string {
  const ctx = exportContext(lookups);
  return (rows) => csvRecords(exportCells(rows.map(toExportRow), ctx));
}
