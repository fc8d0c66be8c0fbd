import type { NotificationKey } from '@qi/domain/profile';
import type { Db } from '../../db/database';
import { queueEmails } from '../../mail/email-outbox-repository';
import type { IncidentChanged } from '../incidents/incident-events';
import { incidentEmail } from './incident-email';
import { qualityTeamRecipients, type Recipient, userRecipient } from './recipients-repository';

export interface IncidentEvent {
  event: NotificationKey;
  incident: { id: string; incidentNumber: number | null; reportedBy: string };
  reason?: string | null;
}

/**
 * Queues the emails of an incident event in the transaction of the change: 'submitted' to the quality team
 * (active quality and admin users), every other event to the reporter — each only when the recipient's
 * profile flag for the event is on. They are sent once the transaction commits (mail/email-outbox.ts).
 */
export async function queueIncidentEmails(trx: Db, publicUrl: string, input: IncidentEvent): Promise<void> {
  let recipients: Recipient[];
  if (input.event === 'submitted') recipients = await qualityTeamRecipients(trx, 'submitted');
  else {
    const reporter = await userRecipient(trx, input.incident.reportedBy, input.event);
    recipients = reporter ? [reporter] : [];
  }
  await queueEmails(
    trx,
    recipients.map((recipient) =>
      incidentEmail({
        to: recipient.email,
        name: recipient.name,
        event: input.event,
        incident: input.incident,
        reason: input.reason,
        publicUrl,
      }),
    ),
  );
}

/** Listener of incidentChanged: the emails of the change's notification event, if it has one. */
export async function queueIncidentChangeEmails(trx: Db, change: IncidentChanged): Promise<void> {
  if (!change.notify) return;
  await queueIncidentEmails(trx, change.ctx.config.publicUrl, {
    event: change.notify,
    incident: change.after,
    reason: change.notifyReason,
  });
}
