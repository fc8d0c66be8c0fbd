import type { Severity } from '@qi/domain/severity';
import type { Db } from '../../db/database';

/** The severities of the incidents linked to an investigation (its severity is the most severe of them). */
export async function findLinkedSeverities(db: Db, investigationId: string): Promise<(Severity | null)[]> {
  const rows = await db
    .selectFrom('incidents')
    .select('severity')
    .where('investigation_id', '=', investigationId)
    .execute();
  return rows.map((row) => (row.severity as Severity | null) ?? null);
}
