import type { DatabaseKind, Db } from '../db/database';
import {
  claimDueEmails,
  deleteSentEmails,
  markEmailFailed,
  markEmailSent,
  type QueuedEmail,
} from './email-outbox-repository';
import type { MailTransport } from './mail-transport';

/** Emails claimed per statement. */
const BATCH = 20;
/** How long a claimed email is left to its runner before another may try it. */
const LEASE_MS = 5 * 60_000;
/** The longest wait between two attempts. */
const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** How long the record of a sent email is kept. */
const KEEP_SENT_MS = 30 * 24 * 60 * 60_000;

export interface EmailOutboxOptions {
  db: Db;
  kind: DatabaseKind;
  transport: MailTransport;
  /** The wait before the second attempt; each later wait doubles, up to an hour. */
  retryBaseMs: number;
  /** Attempts before an email is given up as failed. */
  maxAttempts: number;
  log: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

export interface EmailOutbox {
  /**
   * Sends every email that is due now, after any pass already running; resolves when done. A signal that
   * aborts ends the pass after the email being sent (the job runner's stop); the rest stay queued.
   */
  sendDue(signal?: AbortSignal): Promise<void>;
}

/** The wait after the `attempts`-th failed attempt. */
export function retryDelayMs(retryBaseMs: number, attempts: number): number {
  return Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/**
 * Sends the emails of the durable outbox (email_outbox, written in the transaction of the change that
 * causes them), with retries and backoff, so that no email is lost to a restart or an SMTP outage. An
 * email may be sent twice if the process dies between the SMTP server's answer and the row's update.
 */
export function createEmailOutbox(options: EmailOutboxOptions): EmailOutbox {
  const { db, kind, transport, log } = options;
  let running: Promise<void> = Promise.resolve();

  async function attempt(email: QueuedEmail): Promise<void> {
    try {
      await transport.deliver(email);
      await markEmailSent(db, email.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const last = email.attempts >= options.maxAttempts;
      const retryAt = last ? null : new Date(Date.now() + retryDelayMs(options.retryBaseMs, email.attempts));
      await markEmailFailed(db, email.id, reason.slice(0, 1000), retryAt);
      const details = { emailId: email.id, subject: email.subject, attempts: email.attempts, reason };
      if (last) log.error(details, 'An email could not be sent and was given up');
      else log.warn(details, 'Sending an email failed; it will be tried again');
    }
  }

  async function pass(signal: AbortSignal | undefined): Promise<void> {
    for (;;) {
      const emails = await claimDueEmails(db, kind, BATCH, LEASE_MS);
      for (const email of emails) await attempt(email);
      if (emails.length < BATCH || signal?.aborted) break;
    }
    await deleteSentEmails(db, new Date(Date.now() - KEEP_SENT_MS));
  }

  function sendDue(signal?: AbortSignal): Promise<void> {
    // One pass at a time in this process: a test's call and the job's pass queue behind each other.
    const next = running.then(() => pass(signal));
    running = next.catch(() => undefined);
    return next;
  }

  return { sendDue };
}
