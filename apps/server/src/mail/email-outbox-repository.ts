import { randomUUID } from 'node:crypto';
import type { DatabaseKind, Db } from '../db/database';
import { fromDbNumber, fromDbTimestamp } from '../db/values';
import type { MailMessage } from './mail-transport';

export interface QueuedEmail extends MailMessage {
  id: string;
  attempts: number;
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/**
 * Queues emails in the caller's transaction: they are sent once it commits, and never when it rolls back.
 */
export async function queueEmails(
  trx: Db,
  messages: readonly MailMessage[],
  now = new Date(),
): Promise<void> {
  if (messages.length === 0) return;
  await trx
    .insertInto('email_outbox')
    .values(
      messages.map((message) => ({
        id: randomUUID(),
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: now.toISOString(),
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

/**
 * Claims up to `limit` due emails, oldest first: each attempt is counted and the email is leased for
 * `leaseMs` (no other runner takes it meanwhile; a runner that dies mid-send leaves it to be retried when the
 * lease ends). On PostgreSQL rows another runner is claiming are skipped, not waited for.
 */
export async function claimDueEmails(
  db: Db,
  kind: DatabaseKind,
  limit: number,
  leaseMs: number,
  now = new Date(),
): Promise<QueuedEmail[]> {
  const due = db
    .selectFrom('email_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .$if(kind === 'postgres', (q) => q.forUpdate().skipLocked());
  const rows = await db
    .updateTable('email_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: later(now, leaseMs) }))
    .where('id', 'in', due)
    .where('status', '=', 'pending')
    .returning(['id', 'recipient', 'subject', 'body', 'attempts', 'created_at'])
    .execute();
  const createdAt = (row: (typeof rows)[number]) => fromDbTimestamp(row.created_at);
  return rows
    .sort((a, b) => createdAt(a).localeCompare(createdAt(b)) || a.id.localeCompare(b.id))
    .map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      attempts: fromDbNumber(row.attempts),
    }));
}

export async function markEmailSent(db: Db, id: string, now = new Date()): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({ status: 'sent', sent_at: now.toISOString(), last_error: null })
    .where('id', '=', id)
    .execute();
}

/** Records a failed attempt: tried again at `retryAt`, or given up (`failed`) when `retryAt` is null. */
export async function markEmailFailed(
  db: Db,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set(
      retryAt
        ? { last_error: error, next_attempt_at: retryAt.toISOString() }
        : { last_error: error, status: 'failed' },
    )
    .where('id', '=', id)
    .execute();
}

/** Deletes the record of emails sent before `before` (the outbox is not an archive). */
export async function deleteSentEmails(db: Db, before: Date): Promise<void> {
  await db
    .deleteFrom('email_outbox')
    .where('status', '=', 'sent')
    .where('sent_at', '<', before.toISOString())
    .execute();
}
