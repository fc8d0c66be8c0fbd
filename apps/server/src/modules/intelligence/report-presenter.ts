import type { ReportRecord } from './report-repository';

export interface ReportView {
  id: string;
  charts: unknown[];
}

export function presentReport(report: ReportRecord): ReportView {
  return { id: report.id, charts: report.charts };
}
