import type { TChart, TReport } from '@qi/domain/report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/typed-api';

/** `GET /v1/reports`: the first report is the one used (docs/product.md §3). */
export function getReports(signal?: AbortSignal): Promise<TReport[]> {
  return answerOf(api.GET('/v1/reports', { signal }));
}

export const reportsQueryOptions = () =>
  queryOptions({
    queryKey: ['reports'],
    queryFn: ({ signal }) => getReports(signal),
  });

/** The report the dashboard uses: the first one (docs/product.md §3), or null when there is none. */
export const usedReport = (reports: TReport[] | undefined): TReport | null => reports?.[0] ?? null;

/** The charts the dashboard shows: the report's visible ones, in its order. */
export const shownCharts = (report: TReport | null): TChart[] =>
  report?.charts.filter((chart) => chart.visible) ?? [];

/** The reports; `report` is the first one (or null when there is none). */
export function useReport() {
  const query = useQuery(reportsQueryOptions());
  return { ...query, report: usedReport(query.data) };
}
