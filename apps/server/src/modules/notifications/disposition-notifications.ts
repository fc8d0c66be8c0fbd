import { needsSecondApprover } from '@qi/domain/severity';
import type { Db } from '../../db/database';
import { queueEmails } from '../../mail/email-outbox-repository';
import type { IncidentRecord } from '../incidents/incident-record';
import { incidentEmail } from './incident-email';
import { qualityTeamRecipients, type Recipient, userRecipient } from './recipients-repository';

export interface DispositionEvent {
  incident: Pick<IncidentRecord, 'id' | 'incidentNumber' | 'severity' | 'dispositionStatus'>;
  proposerId: string;
  /** Users a line names who were not responsible for any line before. */
  newlyResponsible: readonly string[];
}

/**
 * Disposition requests (profile flag 'disposition'): a decided disposition that needs a second person goes to
 * the rest of the quality team for approval; people newly named on a line are told what they are responsible
 * for. Queued in the proposal's transaction, like every other notification.
 */
export async function queueDispositionEmails(
  trx: Db,
  publicUrl: string,
  event: DispositionEvent,
): Promise<void> {
  const messages = [];
  const label =
    event.incident.incidentNumber === null ? 'An incident' : `Incident ${event.incident.incidentNumber}`;
  if (event.incident.dispositionStatus === 'decided' && needsSecondApprover(event.incident.severity)) {
    const approvers = (await qualityTeamRecipients(trx, 'disposition')).filter(
      (r) => r.userId !== event.proposerId,
    );
    for (const r of approvers) {
      messages.push(
        incidentEmail({
          to: r.email,
          name: r.name,
          event: 'disposition',
          incident: event.incident,
          publicUrl,
          headline: `${label} has a disposition waiting for your approval.`,
        }),
      );
    }
  }
  const responsible: Recipient[] = [];
  for (const userId of new Set(event.newlyResponsible)) {
    const r = await userRecipient(trx, userId, 'disposition');
    if (r) responsible.push(r);
  }
  for (const r of responsible) {
    messages.push(
      incidentEmail({
        to: r.email,
        name: r.name,
        event: 'disposition',
        incident: event.incident,
        publicUrl,
        headline: `You are responsible for part of the disposition of ${label}.`,
      }),
    );
  }
  await queueEmails(trx, messages);
}
