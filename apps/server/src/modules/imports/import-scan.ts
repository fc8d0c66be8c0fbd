import type { AppContext } from '../../context';
import { type FileRow, isBlankRow, readImportRows } from './import-file-reader';
import type { ImportRecord } from './import-record';

/** Rows a batch holds for the dry run: one look-up's worth (it reads, it does not write). */
export const IMPORT_BATCH_ROWS = 500;

/**
 * Rows of one transaction of the run. Small, because on SQLite the one connection is the run's while a batch
 * writes (each incident's search index, history, reference and report row): other users' requests wait for it
 * (docs/performance.md, Import).
 */
export const IMPORT_RUN_BATCH_ROWS = 100;

/**
 * The data rows of an import's file (the header row and blank rows left out) in batches, read from storage as
 * a stream: only one batch is held at a time. `skip` data rows are passed over first (a run resuming after the
 * rows it already wrote); `onSkipped` sees each of them.
 */
export async function* dataRowBatches(
  ctx: AppContext,
  record: Pick<ImportRecord, 'fileKey' | 'fileType'>,
  options: { skip?: number; onSkipped?: (row: FileRow) => void; size?: number } = {},
): AsyncGenerator<FileRow[]> {
  const size = options.size ?? IMPORT_BATCH_ROWS;
  let header = true;
  let skipped = 0;
  let batch: FileRow[] = [];
  for await (const row of readImportRows(
    async () => (await ctx.storage.get(record.fileKey)).stream,
    record.fileType,
  )) {
    if (header) {
      header = false;
      continue;
    }
    if (isBlankRow(row.cells)) continue;
    if (skipped < (options.skip ?? 0)) {
      skipped += 1;
      options.onSkipped?.(row);
      continue;
    }
    batch.push(row);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
