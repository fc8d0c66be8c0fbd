import { randomUUID } from 'node:crypto';
import { AppError, type AppErrorIssue } from '@qi/domain/app-error';
import type { TChart } from '@qi/domain/report';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { insertHistory } from '../history/history-repository';
import { type TChartInputBody, withParsedLimit } from './chart-schemas';
import { chartColumnIssues } from './chart-series-service';
import { presentReport, type ReportView } from './report-presenter';
import { findReportById, listReports, updateReportCharts } from './report-repository';

export async function getReports(ctx: AppContext): Promise<ReportView[]> {
  return (await listReports(ctx.db)).map(presentReport);
}

/** Every chart must use chart columns, and chart ids are unique within the report. */
function checkCharts(charts: readonly TChart[]): void {
  const issues: AppErrorIssue[] = charts.flatMap((chart, index) =>
    chartColumnIssues(chart, `charts.${index}.`),
  );
  const seen = new Set<string>();
  charts.forEach((chart, index) => {
    if (seen.has(chart.id)) issues.push({ path: `charts.${index}.id`, message: 'Chart ids must be unique.' });
    seen.add(chart.id);
  });
  if (issues.length > 0) throw new AppError('VALIDATION', issues[0]!.message, issues);
}

/**
 * PUT /v1/reports/{id}: replaces the report's charts (quality, admin), with a history record. The client adds a
 * chart by sending the list with the new chart in it, without an id: the server owns chart ids, so it gives
 * such a chart a new one; a chart sent with an id keeps it.
 */
export async function saveReportCharts(
  ctx: AppContext,
  actorId: string,
  reportId: string,
  body: { charts: TChartInputBody[] },
): Promise<ReportView> {
  const charts: TChart[] = body.charts.map((chart) => ({
    ...withParsedLimit(chart),
    id: chart.id ?? randomUUID(),
  }));
  checkCharts(charts);
  return ctx.db.transaction().execute(async (trx) => {
    const report = await findReportById(trx, reportId);
    if (!report) throw new AppError('NOT_FOUND', 'The report does not exist.');
    const now = nowIso();
    await updateReportCharts(trx, reportId, charts, now);
    await insertHistory(trx, {
      entityType: 'report',
      entityId: reportId,
      actorId,
      action: 'update',
      changes: { charts: { from: report.charts.length, to: charts.length } },
      now,
    });
    return presentReport({ ...report, charts, updated_at: now });
  });
}
