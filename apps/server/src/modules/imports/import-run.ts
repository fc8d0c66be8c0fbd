import { createImportLookups } from '@qi/domain/incident-import-lookups';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { type BatchRow, newFileState, noteInFile, planBatch } from './import-batch';
import { raiseIncidentNumberCounter } from './import-counter-repository';
import { cellReader, fullResolutions, loadImportReference } from './import-plan';
import type { ImportRecord } from './import-record';
import { createConfirmedValues } from './import-reference-values';
import { findImport, findNextRun, moveImport, saveProgress } from './import-repository';
import { dataRowBatches, IMPORT_RUN_BATCH_ROWS } from './import-scan';
import { writeBatch } from './import-write';

/** What a failed run says (the log has the error itself). */
export const RUN_FAILED =
  'The import stopped with an unexpected error; the rows written so far are in the report.';

/**
 * One pass of the import job: runs the waiting imports one after another, each to its end, until none is left
 * or the pass is stopped. An import cut short (the server stopped, the pass lost its lease) stays 'running' and
 * the next pass resumes it after the rows already written: each batch commits its rows and the progress
 * together, so nothing is written twice.
 */
export async function runWaitingImports(
  ctx: AppContext,
  options: { signal: AbortSignal; log: FastifyBaseLogger },
): Promise<void> {
  while (!options.signal.aborted) {
    const record = await findNextRun(ctx.db);
    if (!record) return;
    try {
      await runImport(ctx, record, options.signal);
    } catch (error) {
      if (options.signal.aborted) return;
      options.log.error({ err: error, importId: record.id }, 'imports.run.failed');
      const now = nowIso();
      await moveImport(ctx.db, record.id, ['queued', 'running'], 'failed', {
        now,
        finishedAt: now,
        error: RUN_FAILED,
      });
    }
  }
}

/** Starts a queued import: the confirmed reference values and the number counter, with the move to running. */
async function startImport(ctx: AppContext, record: ImportRecord): Promise<void> {
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const resolutions = fullResolutions(record.resolutions);
    await createConfirmedValues(trx, record.unknowns, resolutions, record.createdBy, now);
    // New incidents without a number are numbered past every number the file gives: none collides later.
    if (record.maxIncidentNumber !== null) await raiseIncidentNumberCounter(trx, record.maxIncidentNumber);
    await moveImport(trx, record.id, ['queued'], 'running', { now, startedAt: now });
  });
}

async function runImport(ctx: AppContext, queued: ImportRecord, signal: AbortSignal): Promise<void> {
  if (queued.status === 'queued') await startImport(ctx, queued);
  const record = (await findImport(ctx.db, queued.id)) ?? queued;
  // Another holder's lease ended it meanwhile (or it has no plan): never loop on it.
  if (record.status !== 'running') return;
  if (!record.mapping) throw new Error(`Import ${record.id} has no mapping`);
  const lookups = createImportLookups(await loadImportReference(ctx.db), fullResolutions(record.resolutions));
  const read = cellReader(record.mapping, record.headers);
  const state = newFileState();
  let rowsDone = record.rowsDone;
  const batches = dataRowBatches(ctx, record, {
    size: IMPORT_RUN_BATCH_ROWS,
    skip: rowsDone,
    // The rows written before a restart still count for the repeats of later rows.
    onSkipped: (row) => noteInFile({ line: row.line, cells: read(row.cells) }, state),
  });
  for await (const batch of batches) {
    // The requests that arrived during the last batch go first: a batch read from a buffered file would
    // otherwise start its transaction before their handlers ran.
    await new Promise((resolve) => setImmediate(resolve));
    if (signal.aborted) return;
    const rows: BatchRow[] = batch.map((row) => ({ line: row.line, cells: read(row.cells) }));
    const today = ctx.today();
    await ctx.db.transaction().execute(async (trx) => {
      const plans = await planBatch(trx, rows, lookups, today, state);
      const now = nowIso();
      const counts = await writeBatch(trx, record, plans, record.createdBy, now);
      rowsDone += rows.length;
      await saveProgress(trx, record.id, { rowsDone, ...counts }, now);
    });
  }
  const now = nowIso();
  await moveImport(ctx.db, record.id, ['running'], 'done', { now, finishedAt: now, error: null });
  // The file is not needed any more: the report and undo read what the run wrote.
  await ctx.storage.delete(record.fileKey).catch(() => undefined);
}
