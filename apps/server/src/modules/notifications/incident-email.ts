import type { NotificationKey } from '@qi/domain/profile';
import type { MailMessage } from '../../mail/mail-transport';

export interface IncidentEmailInput {
  to: string;
  name: string;
  event: NotificationKey;
  incident: { id: string; incidentNumber: number | null };
  reason?: string | null;
  publicUrl: string;
  /** Replaces the event's headline where one event has several (disposition requests). */
  headline?: string;
}

const HEADLINES: Record<NotificationKey, (label: string) => string> = {
  submitted: (label) => `${label} has been submitted and is waiting for quality team review.`,
  acknowledged: (label) => `${label} has been acknowledged by the quality team.`,
  rejected: (label) => `${label} has been rejected.`,
  'pending-update': (label) => `More information has been requested for ${label}.`,
  closed: (label) => `${label} has been closed.`,
  disposition: (label) => `${label} has a disposition request for you.`,
  reminders: (label) => `Work on ${label} is due.`,
  'overdue-digest': (label) => `Work on ${label} is overdue.`,
};

const SUBJECTS: Record<NotificationKey, string> = {
  submitted: 'submitted',
  acknowledged: 'acknowledged',
  rejected: 'rejected',
  'pending-update': 'more information requested',
  closed: 'closed',
  disposition: 'disposition request',
  reminders: 'reminder',
  'overdue-digest': 'overdue',
};

/** The notification email for one incident event (docs/product.md §3 profile flags): subject, text and a link. */
export function incidentEmail(input: IncidentEmailInput): MailMessage {
  const label =
    input.incident.incidentNumber === null ? 'An incident' : `Incident ${input.incident.incidentNumber}`;
  const link = `${input.publicUrl}/incident/${input.incident.id}`;
  const lines = [`Hello ${input.name},`, '', input.headline ?? HEADLINES[input.event](label)];
  if (input.reason) lines.push('', `Reason: ${input.reason}`);
  lines.push(
    '',
    `Open the incident: ${link}`,
    '',
    'You can change which emails you get on your profile page.',
  );
  return {
    to: input.to,
    subject: `${label}: ${SUBJECTS[input.event]}`,
    text: lines.join('\n'),
  };
}
