import type { ExportCell } from '@qi/domain/incident-export';
import type { Config } from '../../../config';
import type { ExportFormat, ExportLookups } from './export-batch';

/** What an export thread is started with: where to read (export-source.ts). */
export interface ExportWorkerData {
  database: Config['database'];
}

/** Messages to an export thread. One export is one run: begin, its batches one after the other, end. */
export type ToExportThread =
  | { type: 'begin'; run: number; format: ExportFormat; lookups: ExportLookups }
  | { type: 'batch'; run: number; call: number; sql: string; parameters: readonly unknown[] }
  | { type: 'end'; run: number }
  | 'stop';

/** The last row of a batch: where the next batch starts (keyset pagination). */
export interface BatchEnd {
  id: string;
  sort_key: unknown;
}

/** An export thread's answer to a batch. */
export type FromExportThread =
  | { call: number; output: Uint8Array | ExportCell[][]; count: number; last: BatchEnd | null }
  | { call: number; error: { message: string; code?: string } };
