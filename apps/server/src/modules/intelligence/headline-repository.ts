import { OPEN_INCIDENT_STATUSES } from '@qi/domain/incident-measures';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { elapsedDays } from '../../db/dialect';
import { fromDbNumber } from '../../db/values';
import type { DbKind } from '../incidents/incident-list-conditions-sql';

/** Open incidents (submitted through investigation-completed): counted on the index led by status. */
export async function countOpenIncidents(db: Db): Promise<number> {
  const row = await db
    .selectFrom('incidents')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', 'in', [...OPEN_INCIDENT_STATUSES])
    .executeTakeFirstOrThrow();
  return fromDbNumber(row.n);
}

/** Elapsed days from the first submission to the close (with the fraction). */
const daysToClose = (kind: DbKind) => elapsedDays(kind, sql.ref('submitted_at'), sql.ref('closed_at'));

/**
 * The median days to close of the incidents closed since `since` (an ISO timestamp), or null when none was.
 * The incidents are found by closed_at (indexed, migration 230); the database counts them and then reads
 * only the middle one or two of them in order of their days to close.
 */
export async function medianDaysToClose(db: Db, kind: DbKind, since: string): Promise<number | null> {
  const closed = db
    .selectFrom('incidents')
    .where('closed_at', '>=', since)
    .where('status', '=', 'closed')
    .where('submitted_at', 'is not', null);
  const counted = await closed.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const n = fromDbNumber(counted.n);
  if (n === 0) return null;
  const middle = await closed
    .select(daysToClose(kind).as('d'))
    .orderBy('d')
    .limit(n % 2 === 1 ? 1 : 2)
    .offset(Math.floor((n - 1) / 2))
    .execute();
  const values = middle.map((row) => fromDbNumber(row.d));
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** Recorded effectiveness checks, and how many of them were effective (effectiveness_checks status index). */
export async function countRecordedChecks(db: Db): Promise<{ recorded: number; effective: number }> {
  const rows = await db
    .selectFrom('effectiveness_checks')
    .select(['result', (eb) => eb.fn.countAll().as('n')])
    .where('status', '=', 'recorded')
    .groupBy('result')
    .execute();
  let recorded = 0;
  let effective = 0;
  for (const row of rows) {
    const n = fromDbNumber(row.n);
    recorded += n;
    if (row.result === 'effective') effective += n;
  }
  return { recorded, effective };
}
