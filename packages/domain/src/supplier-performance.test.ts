import { describe, expect, it } from 'vitest';
import { emptyColumnFilter } from './column-filter';
import { CHART_TYPE_LABELS, usesColumns, usesSecondValue, usesSortBy, ZChart } from './report';
import {
  type ScarFacts,
  SUPPLIER_PERFORMANCE_MESSAGES,
  supplierPerformance,
  supplierPerformanceIssues,
} from './supplier-performance';

const scar = (supplier: string, fields: Partial<ScarFacts> = {}): ScarFacts => ({
  id: `${supplier}-${Math.random()}`,
  supplier,
  raisedAt: '2026-03-01T09:00:00.000Z',
  closedAt: null,
  stages: [],
  ...fields,
});

describe('the Supplier performance chart type', () => {
  it('is a chart type labelled "Supplier performance" without sort, group or values of its own', () => {
    expect(CHART_TYPE_LABELS.supplierPerformanceChart).toBe('Supplier performance');
    const chart = ZChart.parse({
      id: 'c1',
      chartType: 'supplierPerformanceChart',
      groupBy: 'supplier',
      value1: 'incidentNumber',
      value2: 'incidentNumber',
    });
    expect(chart.chartType).toBe('supplierPerformanceChart');
    expect(usesSortBy('supplierPerformanceChart')).toBe(false);
    expect(usesSecondValue('supplierPerformanceChart')).toBe(false);
    expect(usesColumns('supplierPerformanceChart')).toBe(false);
    expect(usesColumns('paretoChart')).toBe(true);
  });

  it('is filtered by its Incident Date range only', () => {
    const filter = [emptyColumnFilter('incidentDate', 'date'), emptyColumnFilter('product')];
    expect(supplierPerformanceIssues({ chartType: 'supplierPerformanceChart', filter })).toEqual([
      { path: 'filter.1.key', message: SUPPLIER_PERFORMANCE_MESSAGES.filter },
    ]);
    expect(supplierPerformanceIssues({ chartType: 'barChart', filter })).toEqual([]);
  });
});

describe('supplierPerformance', () => {
  it('counts requests, on-time stages, mean days to close and distinct repeat incidents per supplier', () => {
    const rows = supplierPerformance(
      [
        scar('Acme', {
          closedAt: '2026-03-11T09:00:00.000Z',
          stages: [
            { firstSubmittedAt: '2026-03-04T23:59:00.000Z', dueDate: '2026-03-04' },
            { firstSubmittedAt: '2026-03-05T00:01:00.000Z', dueDate: '2026-03-04' },
            { firstSubmittedAt: '2026-03-02T10:00:00.000Z', dueDate: '2026-03-04' },
          ],
        }),
        scar('Acme', { closedAt: '2026-03-06T21:00:00.000Z' }),
        scar('Acme'),
        scar('Bolt'),
      ],
      [
        { supplier: 'Acme', incidentId: 'i1' },
        { supplier: 'Acme', incidentId: 'i1' },
        { supplier: 'Acme', incidentId: 'i2' },
      ],
      '',
    );
    expect(rows).toEqual([
      { supplier: 'Acme', requests: 3, onTimePercent: 66.7, meanDaysToClose: 7.8, repeatIncidents: 2 },
      { supplier: 'Bolt', requests: 1, onTimePercent: null, meanDaysToClose: null, repeatIncidents: 0 },
    ]);
  });

  it('ranks by requests, ties by name in natural order, and keeps the first `limit`', () => {
    const scars = [scar('Part 10'), scar('Part 2'), scar('Zed'), scar('Zed')];
    expect(supplierPerformance(scars, [], '').map((r) => r.supplier)).toEqual(['Zed', 'Part 2', 'Part 10']);
    expect(supplierPerformance(scars, [], 2).map((r) => r.supplier)).toEqual(['Zed', 'Part 2']);
    expect(supplierPerformance([], [], 5)).toEqual([]);
  });
});
