import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends now; rejects on failure. */
  send(message: MailMessage): Promise<void>;
  /** Sends after the response without ever failing the request (errors are logged, never the content). */
  sendInBackground(message: MailMessage, log: FastifyBaseLogger): void;
  /** Resolves when every background send has finished (graceful shutdown, tests). */
  idle(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

/** SMTP when `smtpUrl` is set; otherwise each message becomes an `.eml` file in the outbox folder. */
export function createMailer(options: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  let send: (message: MailMessage) => Promise<void>;

  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    send = async (message) => {
      await transport.sendMail({ from: options.from, ...message });
    };
  } else {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    // Made once, and again when a write finds it gone (removed while the server runs).
    let outboxReady: Promise<unknown> | null = null;
    const ensureOutbox = () => {
      outboxReady ??= fs.mkdir(options.outboxDir, { recursive: true }).catch((error: unknown) => {
        outboxReady = null;
        throw error;
      });
      return outboxReady;
    };
    send = async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      const file = path.join(options.outboxDir, `${Date.now()}-${randomBytes(6).toString('hex')}.eml`);
      const write = () => fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      await ensureOutbox();
      try {
        await write();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        outboxReady = null;
        await ensureOutbox();
        await write();
      }
    };
  }

  return {
    send,
    sendInBackground(message, log) {
      const job = send(message)
        .catch((error: unknown) => {
          log.error({ err: error, subject: message.subject }, 'Sending an email failed');
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}
