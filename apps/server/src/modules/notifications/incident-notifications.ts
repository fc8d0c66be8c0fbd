import type { NotificationKey } from '@qi/domain/profile';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { incidentEmail } from './incident-email';
import { qualityTeamRecipients, type Recipient, userRecipient } from './recipients-repository';

export interface IncidentEvent {
  event: NotificationKey;
  incident: { id: string; incidentNumber: number | null; reportedBy: string };
  reason?: string | null;
}

/**
 * Emails an incident event: 'submitted' to the quality team (active quality and admin users), every other
 * event to the reporter — each only when the recipient's profile flag for the event is on. Call it AFTER the
 * transaction has committed. It never throws: a failure is logged and the request still succeeds; the
 * emails themselves go out in the background.
 */
export async function notifyIncidentEvent(
  ctx: AppContext,
  log: FastifyBaseLogger,
  input: IncidentEvent,
): Promise<void> {
  try {
    let recipients: Recipient[];
    if (input.event === 'submitted') recipients = await qualityTeamRecipients(ctx.db, 'submitted');
    else {
      const reporter = await userRecipient(ctx.db, input.incident.reportedBy, input.event);
      recipients = reporter ? [reporter] : [];
    }
    for (const recipient of recipients) {
      ctx.mailer.sendInBackground(
        incidentEmail({
          to: recipient.email,
          name: recipient.name,
          event: input.event,
          incident: input.incident,
          reason: input.reason,
          publicUrl: ctx.config.publicUrl,
        }),
        log,
      );
    }
  } catch (error) {
    log.error({ err: error, event: input.event }, 'Could not send the incident notifications');
  }
}
