import { parentPort, workerData } from 'node:worker_threads';
import type { ExportContext } from '@qi/domain/incident-export';
import { type ExportFormat, exportContext, formatBatch } from './export-batch';
import type { ExportWorkerData, FromExportThread, ToExportThread } from './export-protocol';
import { openExportSource } from './export-source';

/**
 * An export thread (export-threads.ts, docs/decisions/021-exports-on-export-threads.md): reads each batch
 * of an export on its own connection and turns it into the file's records, so that the event loop only
 * passes the finished text on to the socket.
 */
const port = parentPort;
if (!port) throw new Error('export-worker.ts runs as a worker thread');
const { database } = workerData as ExportWorkerData;
const source = openExportSource(database);
const runs = new Map<number, { format: ExportFormat; ctx: ExportContext }>();

async function batch(message: Extract<ToExportThread, { type: 'batch' }>): Promise<FromExportThread> {
  const run = runs.get(message.run);
  if (!run) throw new Error(`Export run ${message.run} has not begun`);
  const rows = await (await source).rows(message.sql, message.parameters);
  const last = rows[rows.length - 1];
  return {
    call: message.call,
    output: formatBatch(rows, run.ctx, run.format),
    count: rows.length,
    last: last ? { id: last.id as string, sort_key: last.sort_key } : null,
  };
}

port.on('message', (message: ToExportThread) => {
  if (message === 'stop') {
    void source
      .then((s) => s.close())
      .catch(() => undefined)
      .finally(() => port.close());
    return;
  }
  switch (message.type) {
    case 'begin':
      runs.set(message.run, { format: message.format, ctx: exportContext(message.lookups) });
      return;
    case 'end':
      runs.delete(message.run);
      return;
    case 'batch':
      batch(message).then(
        // CSV bytes are transferred, not copied.
        (answer) =>
          port.postMessage(
            answer,
            'output' in answer && answer.output instanceof Uint8Array
              ? [answer.output.buffer as ArrayBuffer]
              : [],
          ),
        (error: unknown) => {
          const { message: text, code } = (error ?? {}) as { message?: unknown; code?: unknown };
          const answer: FromExportThread = {
            call: message.call,
            error: {
              message: typeof text === 'string' ? text : String(error),
              ...(typeof code === 'string' ? { code } : {}),
            },
          };
          port.postMessage(answer);
        },
      );
      return;
  }
});
