import {
  DEFAULT_DUE_DAYS,
  DUE_SECTIONS,
  DUE_SEVERITY_ROWS,
  type DueSection,
  type DueSeverityRow,
  type TDueDateDefaults,
} from '@qi/domain/due-dates';
import type { Db } from '../../db/database';
import { fromDbNumber } from '../../db/values';

/** The defaults table (migration 220); a missing row falls back to the product's default. */
export async function readDueDateDefaults(db: Db): Promise<TDueDateDefaults> {
  const rows = await db.selectFrom('due_date_defaults').select(['section', 'severity', 'days']).execute();
  const table = structuredClone(DEFAULT_DUE_DAYS);
  for (const row of rows) {
    if (!DUE_SECTIONS.includes(row.section as DueSection)) continue;
    if (!DUE_SEVERITY_ROWS.includes(row.severity as DueSeverityRow)) continue;
    table[row.section as DueSection][row.severity as DueSeverityRow] = fromDbNumber(row.days);
  }
  return table;
}

/** Replaces the whole table (the caller's transaction makes it all or nothing). */
export async function writeDueDateDefaults(db: Db, table: TDueDateDefaults): Promise<void> {
  await db.deleteFrom('due_date_defaults').execute();
  await db
    .insertInto('due_date_defaults')
    .values(
      DUE_SECTIONS.flatMap((section) =>
        DUE_SEVERITY_ROWS.map((severity) => ({ section, severity, days: table[section][severity] })),
      ),
    )
    .execute();
}
