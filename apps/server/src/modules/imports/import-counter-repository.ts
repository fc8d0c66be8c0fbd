import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { fromDbNumber } from '../../db/values';
import { INCIDENT_NUMBER_COUNTER } from '../incidents/incident-repository';

/**
 * Moves the incident-number counter to at least `highest` (never back), in the caller's transaction, the way
 * the incidents' bulk insert does: the numbers the counter gives next are all above the file's own.
 */
export async function raiseIncidentNumberCounter(db: Db, highest: number): Promise<void> {
  await db
    .insertInto('counters')
    .values({ name: INCIDENT_NUMBER_COUNTER, value: highest })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({
        value: sql`case when counters.value < ${highest} then ${highest} else counters.value end`,
      }),
    )
    .execute();
}

/**
 * Takes the next `count` incident numbers at once, in the caller's transaction (as `nextIncidentNumber` does one
 * at a time): answers the first; the rest follow it.
 */
export async function reserveIncidentNumbers(db: Db, count: number): Promise<number> {
  const row = await db
    .insertInto('counters')
    .values({ name: INCIDENT_NUMBER_COUNTER, value: count })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`counters.value + ${count}` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return fromDbNumber(row.value) - count + 1;
}
