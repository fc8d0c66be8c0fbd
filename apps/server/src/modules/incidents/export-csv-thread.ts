import type { ThreadFormats } from '../../db/keyset-walk';
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
    return (names: string[], rows: unknown[][]) => encoder.encode(write(rowsToObjects(names, rows)));
  },
} satisfies ThreadFormats;

/** This module's URL, for a walk's format: the built server's copy when the server runs built. */
export const EXPORT_FORMATS_MODULE = new URL(
  import.meta.url.endsWith('.ts') ? './export-csv-thread.ts' : './export-csv-thread.js',
  import.meta.url,
).href;
