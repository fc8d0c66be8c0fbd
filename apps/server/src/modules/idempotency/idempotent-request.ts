import type { TAttachment } from '@qi/domain/attachments';
import type { AppContext } from '../../context';
import { presentAttachments } from '../../storage/present-attachments';
import { idempotencyKeyOf, requestHash } from './idempotency-key';
import type { KeyedRequest } from './idempotency-service';

/** The keyed request of a JSON write, or null when it sends no Idempotency-Key (400 for a malformed one). */
export function keyedRequest(
  headers: Record<string, string | string[] | undefined>,
  userId: string,
  route: string,
  body: unknown,
): KeyedRequest | null {
  const key = idempotencyKeyOf(headers);
  return key === null ? null : { userId, key, route, requestHash: requestHash(body) };
}

/** Kept answers hold download links signed when they were made: a replay signs them again (they expire). */
export async function withFreshAttachmentUrls(ctx: AppContext, body: unknown): Promise<unknown> {
  const attachments = (body as { attachments?: TAttachment[] } | null)?.attachments;
  if (!Array.isArray(attachments)) return body;
  return { ...(body as object), attachments: await presentAttachments(ctx, attachments) };
}

/** An upload's kept answer (one attachment) with its link signed again. */
export async function freshAttachment(ctx: AppContext, body: unknown): Promise<unknown> {
  const [fresh] = await presentAttachments(ctx, [body as TAttachment]);
  return fresh ?? body;
}
