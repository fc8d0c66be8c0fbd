import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { fromDbJson, fromDbNumber, fromDbTimestamp } from '../../db/values';

export interface AccessRequestRecord {
  id: string;
  issuer: string;
  subject: string;
  email: string;
  name: string;
  groups: string[];
  status: 'pending' | 'refused' | 'approved';
  requestedAt: string;
}

type Row = {
  id: string;
  issuer: string;
  subject: string;
  email: string;
  name: string;
  groups: string;
  status: AccessRequestRecord['status'];
  requested_at: Date | string;
};

const toRecord = (row: Row): AccessRequestRecord => ({
  id: row.id,
  issuer: row.issuer,
  subject: row.subject,
  email: row.email,
  name: row.name,
  groups: fromDbJson<string[]>(row.groups, []),
  status: row.status,
  requestedAt: fromDbTimestamp(row.requested_at),
});

const COLUMNS = ['id', 'issuer', 'subject', 'email', 'name', 'groups', 'status', 'requested_at'] as const;

export async function findAccessRequestBySubject(
  db: Db,
  issuer: string,
  subject: string,
): Promise<AccessRequestRecord | undefined> {
  const row = await db
    .selectFrom('oidc_access_requests')
    .select(COLUMNS)
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function findAccessRequest(db: Db, id: string): Promise<AccessRequestRecord | undefined> {
  const row = await db
    .selectFrom('oidc_access_requests')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRecord(row);
}

/**
 * A person the provider signed in who has no account: one request per subject, kept up to date with what the
 * provider said last (a refused one stays refused; an approved one is reopened only if its account is gone).
 */
export async function upsertPendingRequest(
  db: Db,
  input: { issuer: string; subject: string; email: string; name: string; groups: string[]; now: string },
): Promise<AccessRequestRecord['status']> {
  const existing = await findAccessRequestBySubject(db, input.issuer, input.subject);
  const values = { email: input.email, name: input.name, groups: JSON.stringify(input.groups) };
  if (!existing) {
    await db
      .insertInto('oidc_access_requests')
      .values({
        id: randomUUID(),
        issuer: input.issuer,
        subject: input.subject,
        ...values,
        status: 'pending',
        requested_at: input.now,
        decided_by: null,
        decided_at: null,
      })
      .execute();
    return 'pending';
  }
  const status = existing.status === 'refused' ? 'refused' : 'pending';
  const reopened =
    existing.status === 'approved' ? { requested_at: input.now, decided_by: null, decided_at: null } : {};
  await db
    .updateTable('oidc_access_requests')
    .set({ ...values, status, ...reopened })
    .where('id', '=', existing.id)
    .execute();
  return status;
}

/** Pending and refused requests, newest first, a page at a time. */
export async function listAccessRequests(
  db: Db,
  page: number,
  rowsPerPage: number,
): Promise<{ items: AccessRequestRecord[]; total: number }> {
  const base = db.selectFrom('oidc_access_requests').where('status', 'in', ['pending', 'refused']);
  const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(COLUMNS)
    .orderBy('status', 'asc')
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'asc')
    .limit(rowsPerPage)
    .offset(page * rowsPerPage)
    .execute();
  return { items: rows.map(toRecord), total: fromDbNumber(total.n) };
}

/** Decides a request still open (pending, or refused for an approval); false when someone decided it first. */
export async function decideAccessRequest(
  db: Db,
  input: {
    id: string;
    from: AccessRequestRecord['status'][];
    to: 'approved' | 'refused';
    actorId: string;
    now: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('oidc_access_requests')
    .set({ status: input.to, decided_by: input.actorId, decided_at: input.now })
    .where('id', '=', input.id)
    .where('status', 'in', input.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
