import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Hands one message to SMTP or to the outbox folder; rejects when it could not. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

/** Writes one file, making its folder on first use (and again when it was removed while the server runs). */
async function writeNewFile(file: string, data: Buffer): Promise<void> {
  const write = () => fs.writeFile(file, data, { mode: 0o600, flag: 'wx' });
  try {
    await write();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await fs.mkdir(path.dirname(file), { recursive: true });
    await write();
  }
}

/**
 * SMTP when `smtpUrl` is set; otherwise each message becomes an `.eml` file in the outbox folder, as SMTP
 * would carry it (CRLF line ends), readable by its owner only. Names start with the time, so they sort in
 * the order they were written.
 */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      deliver: async (message) => {
        await smtp.sendMail({ from: options.from, ...message });
      },
      close: () => smtp.close(),
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    deliver: async (message) => {
      const info = await composer.sendMail({ from: options.from, ...message });
      const name = `${Date.now()}-${randomBytes(6).toString('hex')}.eml`;
      await writeNewFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
    close: () => composer.close(),
  };
}
