import type { FastifyBaseLogger } from 'fastify';
import { createMailThread } from './mail-thread';

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
  /** Waits for the background sends, then stops the mail thread. */
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

/**
 * SMTP when `smtpUrl` is set; otherwise each message becomes an `.eml` file in the outbox folder. Messages are
 * composed and delivered on the mail thread (mail-thread.ts), off the event loop.
 */
export function createMailer(options: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  const thread = createMailThread(options);
  const idle = async () => {
    await Promise.all([...pending]);
  };

  return {
    send: (message) => thread.deliver(message),
    sendInBackground(message, log) {
      const job = thread
        .deliver(message)
        .catch((error: unknown) => {
          log.error({ err: error, subject: message.subject }, 'Sending an email failed');
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    idle,
    async close() {
      await idle();
      await thread.close();
    },
  };
}
