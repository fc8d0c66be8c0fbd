import { AppError } from '@qi/domain/app-error';
import type { TColumnFilter } from '@qi/domain/column-filter';
import type { TChart } from '@qi/domain/report';
import { SUPPLIER_PERFORMANCE_DATE_KEY, supplierPerformance } from '@qi/domain/supplier-performance';
import type { Db } from '../../db/database';
import { monthRange } from '../incidents/incident-list-conditions-sql';
import type { TChartSeries } from './chart-schemas';
import { type RaisedRange, selectRepeatIncidents, selectScarFacts } from './supplier-performance-repository';

const MONTH_MESSAGE = 'A date filter needs months written YYYY-MM.';

/** The first day of a 'YYYY-MM' month (start) or of the month after it (end), as an ISO timestamp. */
function monthBound(value: TColumnFilter['from'], end: boolean, path: string): string | null {
  if (value === null || value === '') return null;
  const range = monthRange(value);
  if (!range) throw new AppError('VALIDATION', MONTH_MESSAGE, [{ path, message: MONTH_MESSAGE }]);
  return `${range[end ? 1 : 0]}T00:00:00.000Z`;
}

/** The chart's date range: its Incident Date filter's months (UTC), applied to when each request was raised. */
export function raisedRange(filter: readonly TColumnFilter[]): RaisedRange {
  const index = filter.findIndex((f) => f.key === SUPPLIER_PERFORMANCE_DATE_KEY);
  const date = filter[index];
  if (!date) return { from: null, to: null };
  return {
    from: monthBound(date.from, false, `filter.${index}.from`),
    to: monthBound(date.to, true, `filter.${index}.to`),
  };
}

/**
 * A Supplier performance chart's answer: its rows, and as points each supplier with its requests (value1) and
 * repeat incidents (value2), so that anything reading points only still sees the suppliers ranked.
 */
export async function supplierPerformanceAnswer(
  db: Db,
  chart: Pick<TChart, 'filter' | 'limit'>,
): Promise<TChartSeries> {
  const range = raisedRange(chart.filter);
  const [scars, repeats] = await Promise.all([selectScarFacts(db, range), selectRepeatIncidents(db, range)]);
  const rows = supplierPerformance(scars, repeats, chart.limit);
  return {
    points: rows.map((r) => ({ group: r.supplier, value1: r.requests, value2: r.repeatIncidents })),
    supplierPerformance: rows,
  };
}
