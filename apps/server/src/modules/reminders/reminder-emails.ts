import { formatDate } from '@qi/domain/dates';
import { type DueItem, daysOverdue, type ReminderKind } from '@qi/domain/reminders';
import type { MailMessage } from '../../mail/mail-transport';
import type { Recipient } from '../notifications/recipients-repository';

const footer = ['', 'You can change which emails you get on your profile page.'];

/** One reminder about one item: to its owner before and when overdue, to an admin when escalated. */
export function reminderEmail(
  kind: ReminderKind,
  item: DueItem,
  to: Recipient,
  ownerName: string,
  today: string,
  publicUrl: string,
): MailMessage {
  const due = formatDate(item.dueDate);
  const overdue = daysOverdue(item.dueDate, today);
  const headline =
    kind === 'due-soon'
      ? `${item.title} is due on ${due}.`
      : kind === 'overdue'
        ? `${item.title} was due on ${due} and is now overdue.`
        : `${item.title}, owned by ${ownerName}, is ${overdue} days overdue (due ${due}).`;
  const subject =
    kind === 'due-soon'
      ? `Due ${due}: ${item.title}`
      : kind === 'overdue'
        ? `Overdue: ${item.title}`
        : `Escalation: ${item.title}`;
  return {
    to: to.email,
    subject,
    text: [`Hello ${to.name},`, '', headline, '', `Open it: ${publicUrl}${item.link}`, ...footer].join('\n'),
  };
}

/** The weekly digest of everything overdue, for a quality user. */
export function digestEmail(
  items: readonly DueItem[],
  to: Recipient,
  nameOf: (userId: string) => string,
  today: string,
  publicUrl: string,
): MailMessage {
  const lines = items.map(
    (item) =>
      `- ${item.title}: ${daysOverdue(item.dueDate, today)} days overdue, ${nameOf(item.owner)} (${publicUrl}${item.link})`,
  );
  return {
    to: to.email,
    subject: `Overdue work: ${items.length} ${items.length === 1 ? 'item' : 'items'}`,
    text: [`Hello ${to.name},`, '', 'This work is overdue:', '', ...lines, ...footer].join('\n'),
  };
}
