import type { ThreadFormats, ThreadRows } from '../../db/keyset-walk';
import { rowsToObjects } from '../../db/sqlite-raw-rows';
import { csvBatchWriter } from './export-csv';
import type { ExportLookups } from './export-row';

/**
 * The formats the export's thread writes (decision 024), imported by the thread itself: the CSV export's
 * batches leave the thread as UTF-8 bytes, and the event loop only sends them on. The built server has this
 * module beside itself (build.mjs); run from source, the thread imports it through tsx.
 */
export const formats = {
  incidentCsv(lookups: ExportLookups) {
    const write = csvBatchWriter(lookups);
    const encoder = new TextEncoder();
    return (names: string[], rows: unknown[][], filled?: ThreadRows) => {
      const lineAt = names.indexOf('export_line');
      if (lineAt < 0) return encoder.encode(write(rowsToObjects(names, rows)));
      return encoder.encode(withLines(write, names, rows, lineAt, filled));
    };
  },
} satisfies ThreadFormats;

/**
 * A batch of the CSV walk (csvWalkPlan, decision 029): each row's line written ahead, or, for a row without
 * one, its record written from the row read again (`filled`). A row that is not among those was deleted
 * between the two statements, and is left out.
 */
function withLines(
  write: ReturnType<typeof csvBatchWriter>,
  names: string[],
  rows: unknown[][],
  lineAt: number,
  filled: ThreadRows | undefined,
): string {
  const idAt = names.indexOf('id');
  const whole = new Map<unknown, Record<string, unknown>>();
  if (filled) for (const row of rowsToObjects(filled.names, filled.rows)) whole.set(row.id, row);
  let text = '';
  for (const row of rows) {
    const line = row[lineAt];
    if (typeof line === 'string') {
      text += line;
      continue;
    }
    const read = whole.get(row[idAt]);
    if (read) text += write([read]);
  }
  return text;
}

/** This module's URL, for a walk's format: the built server's copy when the server runs built. */
export const EXPORT_FORMATS_MODULE = new URL(
  import.meta.url.endsWith('.ts') ? './export-csv-thread.ts' : './export-csv-thread.js',
  import.meta.url,
).href;
