import type { Db } from '../db/database';
import { fromDbNumber, fromDbTimestamp } from '../db/values';

/** Creates the job's lease row if it has none yet, first due at `firstDue`; a row already there is kept. */
export async function ensureJobLease(db: Db, name: string, firstDue: Date): Promise<void> {
  await db
    .insertInto('job_leases')
    .values({ name, locked_until: firstDue.toISOString(), attempts: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * Takes the lease when it is due (free, or held by a holder whose lease expired): one conditional UPDATE, so
 * of several processes that try at once exactly one changes the row (PostgreSQL re-checks the condition on the
 * row it waited for; SQLite runs one write at a time). Answers the failed attempts so far, or null when taken.
 */
export async function takeJobLease(
  db: Db,
  name: string,
  holder: string,
  now: Date,
  until: Date,
): Promise<{ attempts: number } | null> {
  const result = await db
    .updateTable('job_leases')
    .set({ locked_until: until.toISOString(), locked_by: holder, last_started_at: now.toISOString() })
    .where('name', '=', name)
    .where('locked_until', '<=', now.toISOString())
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const row = await db
    .selectFrom('job_leases')
    .select('attempts')
    .where('name', '=', name)
    .executeTakeFirst();
  return { attempts: fromDbNumber(row?.attempts ?? 0) };
}

/** Extends the holder's lease; false when the lease is no longer its own (it expired and was taken). */
export async function renewJobLease(db: Db, name: string, holder: string, until: Date): Promise<boolean> {
  const result = await db
    .updateTable('job_leases')
    .set({ locked_until: until.toISOString() })
    .where('name', '=', name)
    .where('locked_by', '=', holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the holder's pass: the job is next due at `nextDue`, with the failures and the error so far. */
export async function releaseJobLease(
  db: Db,
  name: string,
  holder: string,
  outcome: { nextDue: Date; attempts: number; error: string | null; finishedAt: Date },
): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({
      locked_until: outcome.nextDue.toISOString(),
      locked_by: null,
      last_finished_at: outcome.finishedAt.toISOString(),
      last_error: outcome.error,
      attempts: outcome.attempts,
    })
    .where('name', '=', name)
    .where('locked_by', '=', holder)
    .execute();
}

/** When the job may next be started by anyone (its lease's end or its next due time). */
export async function jobLeaseUntil(db: Db, name: string): Promise<Date | null> {
  const row = await db
    .selectFrom('job_leases')
    .select('locked_until')
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? new Date(fromDbTimestamp(row.locked_until)) : null;
}
