import { INVITATION_TTL_DAYS, RESET_CODE_TTL_MINUTES } from '@qi/domain/constants';
import type { MailMessage } from './mail-transport';

export function invitationEmail(options: {
  to: string;
  name: string;
  code: string;
  publicUrl: string;
}): MailMessage {
  const link = `${options.publicUrl}/login?email=${encodeURIComponent(options.to)}`;
  return {
    to: options.to,
    subject: 'Your Quality Incidents account',
    text: [
      `Hello ${options.name},`,
      '',
      'An account has been created for you.',
      '',
      `Sign in at ${link}`,
      `with your email address and this one-time code as the password: ${options.code}`,
      '',
      `You will then choose your own password. The code is valid for ${INVITATION_TTL_DAYS} days.`,
    ].join('\n'),
  };
}

export function resetCodeEmail(options: {
  to: string;
  name: string;
  code: string;
  link: string;
}): MailMessage {
  return {
    to: options.to,
    subject: 'Your password reset code',
    text: [
      `Hello ${options.name},`,
      '',
      `Your password reset code is ${options.code}`,
      '',
      'Or open this link to choose a new password (it works even if someone else has typed wrong codes):',
      options.link,
      '',
      `It is valid for ${RESET_CODE_TTL_MINUTES} minutes and can be used once.`,
      'If you did not ask to reset your password, you can ignore this email.',
    ].join('\n'),
  };
}

// --- Supplier corrective action requests (modules/scar, decision 051): mail to a supplier's contact ---

/** The request and its link (the token travels in the address's fragment, which no server or log sees). */
export function scarRequestEmail(options: {
  to: string;
  name: string;
  number: string;
  supplierName: string;
  buyer: { name: string; email: string };
  asks: string;
  dueDates: readonly { label: string; date: string }[];
  link: string;
  linkDays: number;
}): MailMessage {
  return {
    to: options.to,
    subject: `${options.number}: supplier corrective action request`,
    text: [
      `Hello ${options.name},`,
      '',
      `${options.buyer.name} asks ${options.supplierName} for ${options.asks} (${options.number}).`,
      '',
      'Please answer by these dates:',
      ...options.dueDates.map((d) => `- ${d.label}: ${d.date}`),
      '',
      `Open the request here: ${options.link}`,
      'When you open it, we email you a one-time code to confirm it is you. No account is needed.',
      '',
      `The link works for ${options.linkDays} days. If you have questions, reply to ${options.buyer.name} at ${options.buyer.email}.`,
    ].join('\n'),
  };
}

export function scarCodeEmail(options: {
  to: string;
  name: string;
  number: string;
  code: string;
  minutes: number;
}) {
  return {
    to: options.to,
    subject: `${options.number}: your one-time code`,
    text: [
      `Hello ${options.name},`,
      '',
      `Your code to open ${options.number} is ${options.code}`,
      '',
      `It is valid for ${options.minutes} minutes and can be used once.`,
      'If you did not open the request, you can ignore this email.',
    ].join('\n'),
  } satisfies MailMessage;
}

/** A stage the buyer returned, with the buyer's comment. */
export function scarStageReturnedEmail(options: {
  to: string;
  name: string;
  number: string;
  stage: string;
  comment: string;
  buyerName: string;
}): MailMessage {
  return {
    to: options.to,
    subject: `${options.number}: ${options.stage} returned`,
    text: [
      `Hello ${options.name},`,
      '',
      `${options.buyerName} has returned ${options.stage} of ${options.number} with this comment:`,
      '',
      options.comment,
      '',
      'Please open the request with the link in our first email, correct the stage and submit it again.',
    ].join('\n'),
  };
}

/** The request closed: the supplier's answers were accepted. */
export function scarClosedEmail(options: { to: string; name: string; number: string; buyerName: string }) {
  return {
    to: options.to,
    subject: `${options.number}: closed`,
    text: [
      `Hello ${options.name},`,
      '',
      `${options.buyerName} has accepted your answers and closed ${options.number}. Thank you.`,
      'You can still read the request with its link until the link expires.',
    ].join('\n'),
  } satisfies MailMessage;
}

/** To the buyer: the supplier submitted a stage for review. */
export function scarStageSubmittedEmail(options: {
  to: string;
  name: string;
  number: string;
  stage: string;
  supplierName: string;
  link: string;
}): MailMessage {
  return {
    to: options.to,
    subject: `${options.number}: ${options.stage} submitted for review`,
    text: [
      `Hello ${options.name},`,
      '',
      `${options.supplierName} has submitted ${options.stage} of ${options.number} for your review.`,
      '',
      `Open it: ${options.link}`,
    ].join('\n'),
  };
}

/** A reminder to the supplier's contact of a milestone due soon or overdue (modules/reminders). */
export function scarReminderEmail(options: {
  to: string;
  name: string;
  title: string;
  dueDate: string;
  overdue: boolean;
  buyer: { name: string; email: string };
}): MailMessage {
  const headline = options.overdue
    ? `${options.title} was due on ${options.dueDate} and is now overdue.`
    : `${options.title} is due on ${options.dueDate}.`;
  return {
    to: options.to,
    subject: options.overdue ? `Overdue: ${options.title}` : `Due ${options.dueDate}: ${options.title}`,
    text: [
      `Hello ${options.name},`,
      '',
      headline,
      '',
      'Please open the request with the link in our first email.',
      `If you no longer have it, ask ${options.buyer.name} (${options.buyer.email}) to send it again.`,
    ].join('\n'),
  };
}
