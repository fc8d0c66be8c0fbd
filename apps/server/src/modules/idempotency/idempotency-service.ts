import { AppError } from '@qi/domain/app-error';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/values';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_IN_PROGRESS,
  IDEMPOTENCY_KEY_REUSED,
} from './idempotency-key';
import { findStoredAnswer, insertKey, type KeyOwner, saveAnswer } from './idempotency-repository';

export interface Answer {
  status: number;
  body: unknown;
}

/** A request sent with an idempotency key: who sent it, the key, the route and the hash of what was asked. */
export interface KeyedRequest extends KeyOwner {
  route: string;
  requestHash: string;
}

/** Thrown inside a write's transaction when another request holds the key: the write rolls back. */
class KeyTaken extends Error {}

const since = (ctx: AppContext) => new Date(Date.now() - ctx.config.idempotencyKeyMs).toISOString();

/**
 * The answer kept for the request's key, or undefined when the key is new (or expired). 422 when the key
 * was used for a different request (another body, or another route).
 */
export async function keptAnswer(ctx: AppContext, request: KeyedRequest): Promise<Answer | undefined> {
  const stored = await findStoredAnswer(ctx.db, request, since(ctx));
  if (!stored) return undefined;
  if (stored.route !== request.route || stored.requestHash !== request.requestHash) {
    throw new AppError('VALIDATION', IDEMPOTENCY_KEY_REUSED, [
      { path: IDEMPOTENCY_KEY_HEADER, message: IDEMPOTENCY_KEY_REUSED },
    ]);
  }
  return { status: stored.status, body: stored.body };
}

/** Whether the user's key has a kept answer (whatever request it answered). */
export async function hasKeptAnswer(ctx: AppContext, owner: KeyOwner): Promise<boolean> {
  return (await findStoredAnswer(ctx.db, owner, since(ctx))) !== undefined;
}

/**
 * Records the key and its answer in the write's transaction, so that the write and its key commit together.
 * Throws (rolling the write back) when another request holds the key; `answerKept` turns that into its answer.
 */
export async function recordAnswer(
  trx: Db,
  ctx: AppContext,
  request: KeyedRequest,
  answer: Answer,
): Promise<void> {
  await claimKey(trx, ctx, request);
  await saveAnswer(trx, request, answer.status, answer.body);
}

/** The first step of a write's transaction: takes the key or throws (see recordAnswer). */
export async function claimKey(trx: Db, ctx: AppContext, request: KeyedRequest): Promise<void> {
  const row = { route: request.route, requestHash: request.requestHash, createdAt: nowIso() };
  if (!(await insertKey(trx, request, row, since(ctx)))) throw new KeyTaken();
}

export type { KeyOwner };
export { saveAnswer };

/**
 * After a write failed: when it failed because another request with the key committed first, that request's
 * answer (or 422 when it asked something else); otherwise the write's own error, rethrown.
 */
export async function answerKept(ctx: AppContext, request: KeyedRequest, error: unknown): Promise<Answer> {
  if (!(error instanceof KeyTaken)) throw error;
  const kept = await keptAnswer(ctx, request);
  // Only if the other request's row vanished in between (e.g. purged): the client's retry settles it.
  if (!kept) throw new AppError('CONFLICT', IDEMPOTENCY_KEY_IN_PROGRESS);
  return kept;
}

/**
 * Runs a write once per key: without a key, just the write; with one, the kept answer if the key has one (its
 * body passed through `refresh`, e.g. for fresh download links), else the write, given the key to record in its
 * transaction. Refused writes (any error) record nothing, so the same key can carry a corrected request.
 */
export async function once(
  ctx: AppContext,
  request: KeyedRequest | null,
  write: (request: KeyedRequest | null) => Promise<Answer>,
  refresh: (body: unknown) => Promise<unknown>,
): Promise<Answer> {
  if (!request) return write(null);
  const kept = await keptAnswer(ctx, request);
  if (kept) return { status: kept.status, body: await refresh(kept.body) };
  try {
    return await write(request);
  } catch (error) {
    const answer = await answerKept(ctx, request, error);
    return { status: answer.status, body: await refresh(answer.body) };
  }
}
