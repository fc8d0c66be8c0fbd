import type { TAttachment } from '@qi/domain/attachments';
import type { AppContext } from '../context';

/** Default lifetime of a download link (docs/api.md: attachment urls expire after 1 hour). */
export const ATTACHMENT_URL_SECONDS = 3600;

/**
 * The attachments as stored, each with a freshly signed `url` (stored urls are never trusted: they expire).
 * An attachment whose key the storage refuses (never ours, e.g. hand-edited data) is shown without a link.
 */
export async function presentAttachments(
  ctx: AppContext,
  attachments: TAttachment[],
  expiresInSeconds = ATTACHMENT_URL_SECONDS,
): Promise<TAttachment[]> {
  return Promise.all(
    attachments.map(async (attachment) => {
      const url = await ctx.storage
        .signedUrl(attachment.id, { expiresInSeconds, fileName: attachment.name })
        .catch(() => '');
      return { id: attachment.id, name: attachment.name, type: attachment.type, size: attachment.size, url };
    }),
  );
}
