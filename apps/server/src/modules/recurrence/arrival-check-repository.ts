import type { SimilarBand } from '@qi/domain/similar-incidents';
import type { Db } from '../../db/database';
import { fromDbJson, fromDbTimestamp } from '../../db/values';

/** The SQL of the similar-incidents checks made on arrival (migration 380). */

export type ShownCandidate = { id: string; band: SimilarBand };

export interface SimilarCheckRow {
  shown: ShownCandidate[];
  createdAt: string;
}

/** The incident's check of `origin`, if one was made (the (incident_id, origin) index). */
export async function findSimilarCheck(
  db: Db,
  incidentId: string,
  origin: 'arrival',
): Promise<SimilarCheckRow | null> {
  const row = await db
    .selectFrom('similar_checks')
    .select(['shown', 'created_at'])
    .where('incident_id', '=', incidentId)
    .where('origin', '=', origin)
    .executeTakeFirst();
  if (!row) return null;
  return { shown: fromDbJson<ShownCandidate[]>(row.shown, []), createdAt: fromDbTimestamp(row.created_at) };
}

export async function insertSimilarCheck(
  db: Db,
  check: { id: string; incidentId: string; origin: 'arrival'; shown: ShownCandidate[]; createdAt: string },
): Promise<void> {
  await db
    .insertInto('similar_checks')
    .values({
      id: check.id,
      incident_id: check.incidentId,
      origin: check.origin,
      shown: JSON.stringify(check.shown),
      created_at: check.createdAt,
    })
    .execute();
}
