import { DISPOSITION_DECISIONS, type DispositionDecision } from '@qi/domain/disposition';
import type { ExportDisposition } from '@qi/domain/incident-export';
import { sumPounds } from '@qi/domain/money';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { fromDbNullableNumber, fromDbNumber } from '../../db/values';

/** Each decision's summed quantity, aliased by position (decision ids are not plain identifiers). */
const quantityColumns = DISPOSITION_DECISIONS.map((decision, i) =>
  sql<unknown>`sum(case when ${sql.ref('decision')} = ${decision} then ${sql.ref('quantity')} else 0 end)`.as(
    `q${i}`,
  ),
);

/**
 * The statement that sums the disposition lines of a batch's incidents: one row per incident that has lines
 * (GROUP BY incident_id), each decision's quantity in its own column. It reads the lines through their
 * (incident_id, position) index, so a batch costs one indexed lookup per incident whatever the table's size.
 */
export function dispositionSumsQuery(db: Db, incidentIds: readonly string[]) {
  return db
    .selectFrom('disposition_lines')
    .select('incident_id')
    .select(quantityColumns)
    .select(sql<unknown>`sum(${sql.ref('cost')})`.as('cost'))
    .where('incident_id', 'in', incidentIds)
    .groupBy('incident_id');
}

/** The disposition sums of the given incidents by incident id (incidents without lines are absent). */
export async function dispositionSums(
  db: Db,
  incidentIds: readonly string[],
): Promise<Map<string, ExportDisposition>> {
  if (incidentIds.length === 0) return new Map();
  const rows = (await dispositionSumsQuery(db, incidentIds).execute()) as Record<string, unknown>[];
  const sums = new Map<string, ExportDisposition>();
  for (const row of rows) {
    const quantities = {} as Record<DispositionDecision, number>;
    DISPOSITION_DECISIONS.forEach((decision, i) => {
      quantities[decision] = fromDbNumber(row[`q${i}`]);
    });
    const cost = fromDbNullableNumber(row.cost);
    // SQLite adds costs as floating point: the sum is brought back to whole pence.
    sums.set(row.incident_id as string, { quantities, cost: cost === null ? null : sumPounds(cost) });
  }
  return sums;
}
