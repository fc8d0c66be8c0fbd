import type { Worker } from 'node:worker_threads';

/**
 * Stops a database thread (checkpointer, reader): asks it to close its connection ('stop'), waits up to
 * `graceMs` for it to exit, then terminates it. The thread is referenced again while it stops: else a process
 * with nothing else to do would exit in the middle.
 */
export async function stopWorker(worker: Worker, graceMs = 1000): Promise<void> {
  worker.ref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.postMessage('stop');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
  clearTimeout(timer);
  await worker.terminate();
}
