import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';

export interface OidcIdentity {
  id: string;
  userId: string;
}

/** The person here a provider subject is linked to (unique issuer + subject). */
export async function findIdentity(
  db: Db,
  issuer: string,
  subject: string,
): Promise<OidcIdentity | undefined> {
  const row = await db
    .selectFrom('oidc_identities')
    .select(['id', 'user_id'])
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row && { id: row.id, userId: row.user_id };
}

/** Whether the user has an identity at this issuer (a signing re-authentication must be theirs). */
export async function identityOfUser(db: Db, issuer: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('oidc_identities')
    .select('subject')
    .where('issuer', '=', issuer)
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.subject);
}

export async function insertIdentity(
  db: Db,
  input: { issuer: string; subject: string; userId: string; email: string; now: string },
): Promise<OidcIdentity> {
  const id = randomUUID();
  await db
    .insertInto('oidc_identities')
    .values({
      id,
      issuer: input.issuer,
      subject: input.subject,
      user_id: input.userId,
      email: input.email,
      created_at: input.now,
      last_sign_in_at: input.now,
    })
    .execute();
  return { id, userId: input.userId };
}

export async function touchIdentity(db: Db, id: string, email: string, now: string): Promise<void> {
  await db.updateTable('oidc_identities').set({ email, last_sign_in_at: now }).where('id', '=', id).execute();
}

/** Marks an app session as opened through the provider (its signatures then ask the provider again). */
export async function insertOidcSession(
  db: Db,
  sessionId: string,
  identityId: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('oidc_sessions')
    .values({ session_id: sessionId, identity_id: identityId, created_at: now })
    .execute();
}

export async function isOidcSession(db: Db, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('oidc_sessions')
    .select('session_id')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row !== undefined;
}
