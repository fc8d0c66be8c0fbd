import { formatDate } from '@qi/domain/dates';
import { type DueItem, daysOverdue, type ReminderKind } from '@qi/domain/reminders';
import type { MailMessage } from '../../mail/mail-transport';
import { scarReminderEmail } from '../../mail/templates';
import type { Recipient } from '../notifications/recipients-repository';

const footer = ['', 'You can change which emails you get on your profile page.'];

/** One reminder about one item, to its owner: before it is due and once it is overdue. */
export function reminderEmail(
  kind: Exclude<ReminderKind, 'escalation'>,
  item: DueItem,
  to: Recipient,
  publicUrl: string,
): MailMessage {
  const due = formatDate(item.dueDate);
  const headline =
    kind === 'due-soon'
      ? `${item.title} is due on ${due}.`
      : `${item.title} was due on ${due} and is now overdue.`;
  const subject = kind === 'due-soon' ? `Due ${due}: ${item.title}` : `Overdue: ${item.title}`;
  return {
    to: to.email,
    subject,
    text: [`Hello ${to.name},`, '', headline, '', `Open it: ${publicUrl}${item.link}`, ...footer].join('\n'),
  };
}

/**
 * The escalations of one reminder pass, for an admin: every item that has just become too long overdue, with
 * its owner and how late it is (one email, however many items).
 */
export function escalationEmail(
  items: readonly DueItem[],
  to: Recipient,
  nameOf: (userId: string) => string,
  today: string,
  publicUrl: string,
): MailMessage {
  const [only] = items;
  const subject =
    items.length === 1 && only ? `Escalation: ${only.title}` : `Escalation: ${items.length} overdue items`;
  const lines = items.map(
    (item) =>
      `- ${item.title}, owned by ${nameOf(item.owner)}, is ${daysOverdue(item.dueDate, today)} days overdue (due ${formatDate(item.dueDate)}): ${publicUrl}${item.link}`,
  );
  return {
    to: to.email,
    subject,
    text: [
      `Hello ${to.name},`,
      '',
      'This overdue work has been escalated to you:',
      '',
      ...lines,
      ...footer,
    ].join('\n'),
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

/**
 * The reminder to someone outside the company (`alsoTo`, a supplier's contact): no link into the app, which they
 * cannot sign in to, but who to ask (the item's owner).
 */
export function externalReminderEmail(
  kind: Exclude<ReminderKind, 'escalation'>,
  item: DueItem,
  to: { name: string; email: string },
  owner: { name: string; email: string },
): MailMessage {
  return scarReminderEmail({
    to: to.email,
    name: to.name,
    title: item.title,
    dueDate: formatDate(item.dueDate),
    overdue: kind === 'overdue',
    buyer: owner,
  });
}
