import type { Db } from '../../db/database';
import { fromDbJson, fromDbTimestamp } from '../../db/values';

export interface ReportRecord {
  id: string;
  charts: unknown[];
  created_at: string;
  updated_at: string;
}

/** Every report, oldest first (the web app uses the first one). Bounded: one per dashboard. */
export async function listReports(db: Db): Promise<ReportRecord[]> {
  const rows = await db.selectFrom('reports').selectAll().orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    charts: fromDbJson<unknown[]>(row.charts, []),
    created_at: fromDbTimestamp(row.created_at),
    updated_at: fromDbTimestamp(row.updated_at),
  }));
}

export async function insertReport(
  db: Db,
  report: { id: string; charts: unknown[]; now: string },
): Promise<void> {
  await db
    .insertInto('reports')
    .values({
      id: report.id,
      charts: JSON.stringify(report.charts),
      created_at: report.now,
      updated_at: report.now,
    })
    .execute();
}

export async function findReportById(db: Db, id: string): Promise<ReportRecord | undefined> {
  const row = await db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
  return (
    row && {
      id: row.id,
      charts: fromDbJson<unknown[]>(row.charts, []),
      created_at: fromDbTimestamp(row.created_at),
      updated_at: fromDbTimestamp(row.updated_at),
    }
  );
}

export async function updateReportCharts(db: Db, id: string, charts: unknown[], now: string): Promise<void> {
  await db
    .updateTable('reports')
    .set({ charts: JSON.stringify(charts), updated_at: now })
    .where('id', '=', id)
    .execute();
}
