import { type ExportCell, type ExportContext, exportRowSafeCells } from '@qi/domain/incident-export';
import { csvRecords } from '../csv-records';
import { toExportRow } from '../export-rows-repository';
import { EXPORT_TIME_ZONE } from '../export-time-zone';

/**
 * What a batch becomes on the export thread: CSV records as UTF-8 bytes (their memory moves to the event
 * loop's thread without a copy and goes to the socket as it is), or the cells of the XLSX rows.
 */
export type ExportFormat = 'csv' | 'cells';
export type ExportOutput<F extends ExportFormat> = F extends 'csv' ? Uint8Array : ExportCell[][];

const utf8 = new TextEncoder();

/** The two bounded lookups an export's cells need, as [id, text] pairs (they cross to the export thread). */
export interface ExportLookups {
  userNames: [string, string][];
  partNumberDescriptions: [string, string][];
}

export function exportContext(lookups: ExportLookups): ExportContext {
  const names = new Map(lookups.userNames);
  const parts = new Map(lookups.partNumberDescriptions);
  return {
    userName: (id) => (id ? (names.get(id) ?? '') : ''),
    partNumberDescription: (id) => parts.get(id) ?? '',
    timeZone: EXPORT_TIME_ZONE,
  };
}

/**
 * A batch of export rows (export-rows-repository.ts: exportColumns) as the file's records: SPEC §9's 46
 * columns, every text cell neutralised against spreadsheet formulas; CSV as the UTF-8 bytes of one string
 * (RFC 4180, csv-records.ts).
 */
export function formatBatch(
  rows: readonly Record<string, unknown>[],
  ctx: ExportContext,
  format: ExportFormat,
): Uint8Array | ExportCell[][] {
  const cells = new Array<ExportCell[]>(rows.length);
  for (let i = 0; i < rows.length; i++) cells[i] = exportRowSafeCells(toExportRow(rows[i]!), ctx);
  return format === 'csv' ? utf8.encode(csvRecords(cells)) : cells;
}
