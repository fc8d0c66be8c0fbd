import { randomInt } from 'node:crypto';
import type { Operation } from './operations';

/**
 * How many requests each operation gets. Operations that take a body and reach the database weigh more;
 * the expensive ones (password hashing, PDF, spreadsheets, archives, mail) less, so that a run stays
 * within a minute on a small machine.
 */
export const MIN_REQUESTS = 10_000;

function integerFromEnv(name: string): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, not ${text}`);
  return value;
}

/** Requests per run (a little over MIN_REQUESTS): FUZZ_REQUESTS changes it for a longer or shorter local run. */
export const TARGET_REQUESTS = integerFromEnv('FUZZ_REQUESTS') ?? 10_800;

/** One seed per run, random unless FUZZ_SEED replays a run; every property derives its own from it. */
export const FUZZ_SEED = (integerFromEnv('FUZZ_SEED') ?? randomInt(2 ** 31 - 1)) % 2 ** 31;

export const CONCURRENCY = 8;

const HEAVY = new Set([
  'POST /v1/auth/login',
  'POST /v1/auth/forgot-password',
  'POST /v1/auth/forgot-password/confirm',
  'POST /v1/auth/change-password',
  'POST /v1/auth/new-password',
  'POST /v1/users',
  'GET /v1/incidents/export.csv',
  'GET /v1/incidents/export.xlsx',
  'GET /v1/incidents/{id}/attachments.zip',
  'GET /v1/incidents/{id}/print.pdf',
  'GET /v1/incidents/{id}/tag.pdf',
  'GET /v1/incidents/{id}/audit-trail.pdf',
  'GET /v1/incidents/{id}/audit-trail.csv',
  'POST /v1/charts/series',
  'POST /v1/uploads',
  'POST /v1/auth/logout',
]);

const DEEP = new Set([
  'POST /v1/incidents',
  'PUT /v1/incidents/{id}',
  'GET /v1/incidents',
  'GET /v1/incidents/distinct',
  'PUT /v1/investigations/{id}',
  'POST /v1/investigations',
  'PUT /v1/users/{user_id}',
  'PUT /v1/profile',
  'PUT /v1/reports/{id}',
]);

/** Replace the whole reference data: run last, so that earlier valid bodies still match the tree. */
const GLOBAL = new Set(['PUT /v1/locations', 'PUT /v1/templates']);

function weight(key: string): number {
  if (HEAVY.has(key)) return 0.4;
  if (DEEP.has(key)) return 2;
  return 1;
}

export interface PlannedOperation {
  operation: Operation;
  runs: number;
  seed: number;
}

export function plan(operations: Operation[]): PlannedOperation[] {
  const total = operations.reduce((sum, op) => sum + weight(op.key), 0);
  const rank = (op: Operation) => (GLOBAL.has(op.key) ? 2 : HEAVY.has(op.key) ? 0 : 1);
  return operations
    .map((operation, index) => ({
      operation,
      runs: Math.max(20, Math.ceil((TARGET_REQUESTS * weight(operation.key)) / total)),
      seed: (FUZZ_SEED + index * 7919) % 2 ** 31,
    }))
    .sort((a, b) => rank(a.operation) - rank(b.operation));
}

/** Runs `task` over `items`, at most `limit` at a time. */
export async function inPool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
