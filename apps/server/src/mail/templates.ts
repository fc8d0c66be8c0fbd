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
