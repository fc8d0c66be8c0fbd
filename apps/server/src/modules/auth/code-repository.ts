import type { Db } from '../../db/database';
import { toDbBool } from '../../db/values';
import type { MailMessage } from '../../mail/mail-transport';

export type AuthCodePurpose = 'reset' | 'invite';

export interface LiveCode {
  id: string;
  codeHash: string;
  attempts: number;
}

export async function insertAuthCode(
  db: Db,
  code: {
    id: string;
    userId: string;
    purpose: AuthCodePurpose;
    codeHash: string;
    expiresAt: string;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('auth_codes')
    .values({
      id: code.id,
      user_id: code.userId,
      purpose: code.purpose,
      code_hash: code.codeHash,
      expires_at: code.expiresAt,
      attempts: 0,
      used_at: null,
      created_at: code.now,
    })
    .execute();
}

/** Ends every unused code of this purpose (a new code replaces the old ones). */
export async function retireAuthCodes(
  db: Db,
  userId: string,
  purpose: AuthCodePurpose,
  now: string,
): Promise<void> {
  await db
    .updateTable('auth_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** The newest code that is unused, unexpired and (when `maxAttempts` is set) has tries left. */
export async function findLiveAuthCode(
  db: Db,
  userId: string,
  purpose: AuthCodePurpose,
  now: string,
  maxAttempts: number | null,
): Promise<LiveCode | undefined> {
  let query = db
    .selectFrom('auth_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc');
  if (maxAttempts !== null) query = query.where('attempts', '<', maxAttempts);
  const row = await query.executeTakeFirst();
  return row && { id: row.id, codeHash: row.code_hash, attempts: Number(row.attempts) };
}

/**
 * Counts a try of the code before it is compared, in one statement: false when the code has no try left (or
 * was used or has expired), so requests that arrive together get at most `maxAttempts` comparisons between them.
 */
export async function reserveAuthCodeTry(
  db: Db,
  codeId: string,
  maxAttempts: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('auth_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .where('attempts', '<', maxAttempts)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The unused, unexpired reset code whose link token has this hash (wrong code tries do not matter to it). */
export async function findCodeByLink(
  db: Db,
  userId: string,
  linkHash: string,
  now: string,
): Promise<LiveCode | undefined> {
  const row = await db
    .selectFrom('auth_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('user_id', '=', userId)
    .where('purpose', '=', 'reset')
    .where('link_hash', '=', linkHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { id: row.id, codeHash: row.code_hash, attempts: Number(row.attempts) };
}

export interface ResetRequest {
  email: string;
  codeId: string;
  codeHash: string;
  linkHash: string;
  expiresAt: string;
  emailId: string;
  message: MailMessage;
  now: string;
}

/**
 * Adds a reset code for the active user with this email and queues its email. Earlier codes stay live for
 * their links (only the newest code's digits are compared), so a request made by someone else never cancels
 * the link the owner has just been mailed. The same statements run whether or not such a user exists (each
 * simply touches no row when none does), so that the answer takes as long for an unknown address as for a
 * known one.
 */
export async function storeResetRequest(trx: Db, request: ResetRequest): Promise<void> {
  const activeUser = () =>
    trx.selectFrom('users').where('email', '=', request.email).where('active', '=', toDbBool(true));
  await trx
    .insertInto('auth_codes')
    .columns(['id', 'user_id', 'purpose', 'code_hash', 'link_hash', 'expires_at', 'attempts', 'created_at'])
    .expression(
      activeUser().select((eb) => [
        eb.val(request.codeId).as('id'),
        'user_id',
        eb.val('reset').as('purpose'),
        eb.val(request.codeHash).as('code_hash'),
        eb.val(request.linkHash).as('link_hash'),
        eb.val(request.expiresAt).as('expires_at'),
        eb.val(0).as('attempts'),
        eb.val(request.now).as('created_at'),
      ]),
    )
    .execute();
  await trx
    .insertInto('email_outbox')
    .columns(['id', 'recipient', 'subject', 'body', 'status', 'attempts', 'next_attempt_at', 'created_at'])
    .expression(
      activeUser().select((eb) => [
        eb.val(request.emailId).as('id'),
        'email as recipient',
        eb.val(request.message.subject).as('subject'),
        eb.val(request.message.text).as('body'),
        eb.val('pending').as('status'),
        eb.val(0).as('attempts'),
        eb.val(request.now).as('next_attempt_at'),
        eb.val(request.now).as('created_at'),
      ]),
    )
    .execute();
}

/** Marks the code used; false when another request used it first. */
export async function useAuthCode(db: Db, codeId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('auth_codes')
    .set({ used_at: now })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function isAuthCodeUnused(db: Db, codeId: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('auth_codes')
    .select('id')
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
