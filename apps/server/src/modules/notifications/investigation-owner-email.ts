import type { Db } from '../../db/database';
import { queueEmails } from '../../mail/email-outbox-repository';
import { incidentEmail } from './incident-email';
import { userRecipient } from './recipients-repository';

/**
 * Tells the owner of a restarted investigation (after a not-effective check) that the work is theirs again,
 * when someone else started it. Profile flag 'reminders', the flag of due work; queued in the restart's
 * transaction.
 */
export async function queueRestartedInvestigationEmail(
  trx: Db,
  publicUrl: string,
  event: { ownerId: string; actorId: string; incident: { id: string; incidentNumber: number | null } },
): Promise<void> {
  if (event.ownerId === event.actorId) return;
  const owner = await userRecipient(trx, event.ownerId, 'reminders');
  if (!owner) return;
  const label =
    event.incident.incidentNumber === null ? 'an incident' : `Incident ${event.incident.incidentNumber}`;
  await queueEmails(trx, [
    incidentEmail({
      to: owner.email,
      name: owner.name,
      event: 'reminders',
      incident: event.incident,
      publicUrl,
      headline: `An effectiveness check of ${label} found the fix not effective: a new investigation was started and its sections are yours, with due dates from the defaults.`,
    }),
  ]);
}
