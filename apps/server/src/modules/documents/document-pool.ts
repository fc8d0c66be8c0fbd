import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { AppError } from '@qi/domain/app-error';
import type { FastifyReply } from 'fastify';
import { Piscina } from 'piscina';
import type { AppContext } from '../../context';
import type { DocumentTask } from './document-worker';

/**
 * Rendering a PDF is synchronous CPU work (pdfkit): on the event loop, many prints at once held every other
 * request for seconds. Documents are rendered by a small pool of worker threads instead (decision 043); a
 * request gathers the document's data, hands it over and waits, and past the queue limit it is refused at once.
 */
export interface DocumentPool {
  /** The PDF's bytes; throws DocumentsBusyError when the queue is full. */
  render(task: DocumentTask): Promise<Buffer>;
  /** Starts one thread now and keeps it, so that the first document after a start does not wait for it. */
  warm(): void;
  close(): Promise<void>;
}

export interface DocumentPoolOptions {
  /** Threads that render; 'auto' is one fewer than the CPU cores (at least 1), leaving one to the event loop. */
  threads: number | 'auto';
  /** Documents that may wait for a thread; one more is refused with 503. */
  queueMax: number;
}

/** Seconds a refused client is told to wait: a few worst-case prints' time. */
export const DOCUMENTS_BUSY_RETRY_SECONDS = 5;
export const DOCUMENTS_BUSY_MESSAGE =
  'The server is busy rendering other documents. Please try again in a few seconds.';

export class DocumentsBusyError extends Error {
  constructor() {
    super(DOCUMENTS_BUSY_MESSAGE);
    this.name = 'DocumentsBusyError';
  }
}

export function documentThreads(threads: number | 'auto'): number {
  return threads === 'auto' ? Math.max(1, os.availableParallelism() - 1) : threads;
}

/**
 * The built worker (dist/document-worker.js beside dist/server.js) when there is one; otherwise the TypeScript
 * source, loaded through tsx (development and tests run the source).
 */
function workerEntry(): { filename: string; execArgv: string[] } {
  const built = new URL('./document-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { filename: built.href, execArgv: [] };
  const source = new URL('./document-worker.ts', import.meta.url);
  return { filename: source.href, execArgv: ['--import', 'tsx'] };
}

export function createDocumentPool(options: DocumentPoolOptions): DocumentPool {
  const threads = documentThreads(options.threads);
  const entry = workerEntry();
  let pool: Piscina | null = null;
  // Threads start at the first document unless warmed (the server does): an app that never prints (most
  // tests, the CLI) starts none.
  const started = (minThreads = 0) => {
    pool ??= new Piscina({
      filename: entry.filename,
      execArgv: entry.execArgv,
      minThreads,
      maxThreads: threads,
      maxQueue: Math.max(1, options.queueMax),
      idleTimeout: 60_000,
    });
    return pool;
  };
  return {
    async render(task) {
      const running = started();
      if (running.queueSize >= options.queueMax) throw new DocumentsBusyError();
      const bytes: Uint8Array = await running.run(task);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    warm() {
      started(1);
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}

/** Renders a document in the pool; a full queue answers 503 with Retry-After. */
export async function renderDocument(
  ctx: AppContext,
  reply: FastifyReply,
  task: DocumentTask,
): Promise<Buffer> {
  try {
    return await ctx.documents.render(task);
  } catch (error) {
    if (!(error instanceof DocumentsBusyError)) throw error;
    reply.header('retry-after', String(DOCUMENTS_BUSY_RETRY_SECONDS));
    throw new AppError('UNAVAILABLE', DOCUMENTS_BUSY_MESSAGE);
  }
}
