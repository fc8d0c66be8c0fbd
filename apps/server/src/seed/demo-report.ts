import { randomUUID } from 'node:crypto';
import { newChart, type TChart } from '@qi/domain/report';
import type { Db } from '../db/database';
import { listReports, updateReportCharts } from '../modules/intelligence/report-repository';

/** The five starter charts of the demo dashboard (docs/product.md §2 Intelligence); the chart benchmark times them. */
export function demoCharts(): TChart[] {
  const chart = (fields: Partial<TChart>): TChart => ({ ...newChart(), id: randomUUID(), ...fields });
  return [
    chart({
      title: 'Incidents per month',
      chartType: 'barChart',
      groupBy: 'incidentDate',
      value1: 'incidentNumber',
      value2: 'incidentNumber',
      xLabel: 'Month',
      yLabel1: 'Incidents',
    }),
    chart({
      title: 'Defective quantity by product (top 10)',
      chartType: 'barChart',
      groupBy: 'product',
      value1: 'defectiveQuantity',
      value2: 'defectiveQuantity',
      xLabel: 'Product',
      yLabel1: 'Defective quantity',
      sortBy: 'value1',
      limit: 10,
    }),
    chart({
      title: 'Cost of material by month, with total cost',
      chartType: 'barChartWithLine',
      groupBy: 'incidentDate',
      value1: 'costOfMaterial',
      value2: 'costTotal',
      xLabel: 'Month',
      yLabel1: 'Cost of material (£)',
      yLabel2: 'Total cost (£)',
    }),
    chart({
      title: 'Incidents by root cause category',
      chartType: 'pieChart',
      groupBy: 'rootCauseCategory',
      value1: 'incidentNumber',
      value2: 'incidentNumber',
      xLabel: 'Root cause category',
      yLabel1: 'Incidents',
    }),
    chart({
      title: 'Incidents by status',
      chartType: 'pieChart',
      groupBy: 'status',
      value1: 'incidentNumber',
      value2: 'incidentNumber',
      xLabel: 'Status',
      yLabel1: 'Incidents',
    }),
  ];
}

/** Gives the first report the demo charts when it has none (demo mode on an empty database). */
export async function seedDemoReport(db: Db, now: string): Promise<void> {
  const [first] = await listReports(db);
  if (!first || first.charts.length > 0) return;
  await updateReportCharts(db, first.id, demoCharts(), now);
}
