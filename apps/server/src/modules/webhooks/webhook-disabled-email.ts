import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { queueEmails } from '../../mail/email-outbox-repository';
import type { MailMessage } from '../../mail/mail-transport';
import { findUserById, listActiveAdminIds } from '../users/user-repository';
import type { WebhookEndpointRecord } from './webhook-repository';

/** Queues, in the caller's transaction, the email telling every active admin that a webhook was disabled. */
export async function disabledWebhookEmails(
  ctx: AppContext,
  trx: Db,
  endpoint: WebhookEndpointRecord,
): Promise<void> {
  const ids = await listActiveAdminIds(trx, false);
  const messages: MailMessage[] = [];
  for (const id of ids) {
    const admin = await findUserById(trx, id);
    if (!admin) continue;
    messages.push({
      to: admin.email,
      subject: 'A webhook was disabled after repeated failures',
      text: [
        `Hello ${admin.name},`,
        '',
        `The webhook to ${endpoint.url}${endpoint.description ? ` (${endpoint.description})` : ''} was disabled:`,
        `${endpoint.consecutiveFailures} deliveries in a row could not be delivered after every retry.`,
        '',
        `Check the endpoint, then enable it again and replay the failed deliveries in Administration → Webhooks:`,
        `${ctx.config.publicUrl}/admin/webhooks`,
      ].join('\n'),
    });
  }
  await queueEmails(trx, messages);
}
