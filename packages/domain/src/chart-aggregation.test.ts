import { describe, expect, it } from 'vitest';
import { aggregateChart, chartAggregate, chartGroupKey, MAX_FILLED_MONTHS } from './chart-aggregation';

const rows = [
  {
    incidentDate: '2026-02-10',
    product: 'Widget',
    defectiveQuantity: 3,
    grnNumber: 'S12345',
    status: 'closed',
  },
  { incidentDate: '2025-12-01', product: 'Gadget', defectiveQuantity: 1, grnNumber: '', status: 'submitted' },
  {
    incidentDate: '2026-02-20',
    product: 'Widget',
    defectiveQuantity: 2,
    grnNumber: 'S54321',
    status: 'closed',
  },
  {
    incidentDate: '2026-01-05',
    product: 'Gizmo',
    defectiveQuantity: null,
    grnNumber: 'S11111',
    status: 'rejected',
  },
];

describe('chart aggregation (docs/product.md §9)', () => {
  it('sums the money and quantity columns and counts the rest', () => {
    expect(chartAggregate('defectiveQuantity')).toBe('sum');
    expect(chartAggregate('costTotal')).toBe('sum');
    expect(chartAggregate('grnNumber')).toBe('count');
  });
  it('groups dates by month and year, chronologically', () => {
    const points = aggregateChart(rows, {
      groupBy: 'incidentDate',
      value1: 'incidentDate',
      value2: 'defectiveQuantity',
      sortBy: 'groupBy',
      limit: '',
    });
    expect(points).toEqual([
      { group: '12-2025', value1: 1, value2: 1 },
      { group: '01-2026', value1: 1, value2: 0 },
      { group: '02-2026', value1: 2, value2: 5 },
    ]);
  });
  it('sorts by a value descending and applies the limit', () => {
    const points = aggregateChart(rows, {
      groupBy: 'product',
      value1: 'defectiveQuantity',
      value2: 'grnNumber',
      sortBy: 'value1',
      limit: 2,
    });
    expect(points).toEqual([
      { group: 'Widget', value1: 5, value2: 2 },
      { group: 'Gadget', value1: 1, value2: 0 },
    ]);
  });
  it('labels objects by title and booleans as Yes/No; skips empty groups', () => {
    expect(chartGroupKey('incidentLocation', { id: 'Plant_A', title: 'Plant A' })).toBe('Plant A');
    expect(chartGroupKey('incidentJustified', false)).toBe('No');
    expect(chartGroupKey('product', '')).toBe('');
    const points = aggregateChart([{ product: '' }, { product: 'A' }], {
      groupBy: 'product',
      value1: 'product',
      value2: 'product',
      sortBy: 'groupBy',
      limit: '',
    });
    expect(points).toEqual([{ group: 'A', value1: 1, value2: 1 }]);
  });
  it('never overflows: bounded values add up exactly, older huge values are held finite', () => {
    const chart = {
      groupBy: 'product',
      value1: 'defectiveQuantity',
      value2: 'costTotal',
      sortBy: 'groupBy',
      limit: '',
    } as const;
    const bounded = Array.from({ length: 100_000 }, () => ({
      product: 'A',
      defectiveQuantity: 1_000_000_000,
      costTotal: 300_000_000,
    }));
    expect(aggregateChart(bounded, chart)).toEqual([{ group: 'A', value1: 1e14, value2: 3e13 }]);
    const huge = [
      { product: 'B', defectiveQuantity: Number.MAX_VALUE, costTotal: 1e308 },
      { product: 'B', defectiveQuantity: Number.MAX_VALUE, costTotal: '1e400' },
      { product: 'B', defectiveQuantity: 0.1, costTotal: 0.2 },
    ];
    const [point] = aggregateChart(huge, chart);
    expect(Number.isFinite(point?.value1)).toBe(true);
    expect(Number.isFinite(point?.value2)).toBe(true);
    expect(point?.value1).toBeGreaterThan(1e200);
  });
});

describe('month gaps of date charts', () => {
  const gappy = [
    { incidentDate: '2025-11-03', defectiveQuantity: 2 },
    { incidentDate: '2026-02-10', defectiveQuantity: 5 },
    { incidentDate: '2026-02-11', defectiveQuantity: 1 },
    { incidentDate: '2026-04-30', defectiveQuantity: 4 },
  ];
  const byDate = {
    groupBy: 'incidentDate',
    value1: 'incidentDate',
    value2: 'defectiveQuantity',
    sortBy: 'groupBy',
    limit: '',
  } as const;

  it('shows every month between the first and the last, an empty month as 0, across a new year', () => {
    expect(aggregateChart(gappy, byDate)).toEqual([
      { group: '11-2025', value1: 1, value2: 2 },
      { group: '12-2025', value1: 0, value2: 0 },
      { group: '01-2026', value1: 0, value2: 0 },
      { group: '02-2026', value1: 2, value2: 6 },
      { group: '03-2026', value1: 0, value2: 0 },
      { group: '04-2026', value1: 1, value2: 4 },
    ]);
  });
  it('fills timestamps too, and the limit keeps the first months counting the empty ones', () => {
    const rows = gappy.map((r) => ({ ...r, created_at: `${r.incidentDate}T10:00:00.000Z` }));
    const points = aggregateChart(rows, { ...byDate, groupBy: 'created_at', limit: 3 });
    expect(points.map((p) => [p.group, p.value1])).toEqual([
      ['11-2025', 1],
      ['12-2025', 0],
      ['01-2026', 0],
    ]);
  });
  it('does not fill when sorted by a value: only months with incidents take part', () => {
    const points = aggregateChart(gappy, { ...byDate, sortBy: 'value2', limit: '' });
    expect(points.map((p) => p.group)).toEqual(['02-2026', '04-2026', '11-2025']);
  });
  it('does not fill a group column that is not a date', () => {
    const rows = [{ product: '01-2026' }, { product: '05-2026' }];
    const points = aggregateChart(rows, { ...byDate, groupBy: 'product' });
    expect(points.map((p) => p.group)).toEqual(['01-2026', '05-2026']);
  });
  it('leaves a span wider than the maximum unfilled (a mistyped year would draw centuries of empty bars)', () => {
    const rows = [{ incidentDate: '1026-01-01' }, { incidentDate: '2026-01-01' }];
    expect(aggregateChart(rows, byDate).map((p) => p.group)).toEqual(['01-1026', '01-2026']);
    const widest = [{ incidentDate: '1926-02-01' }, { incidentDate: '2026-01-01' }];
    expect(aggregateChart(widest, byDate)).toHaveLength(MAX_FILLED_MONTHS);
  });
});

describe('chart groups of listed values read as labels, never ids', () => {
  it.each([
    ['severity', 'critical', 'Critical'],
    ['status', 'under-investigation', 'Under Investigation'],
    ['dispositionStatus', 'awaiting', 'Awaiting'],
    ['dispositionDecision', 'return-to-supplier', 'Return to supplier'],
    ['investigationStatus', 'opened', 'Opened'],
    ['product', 'critical', 'critical'],
    ['severity', 'toString', 'toString'],
  ])('%s %s → %s', (column, value, label) => {
    expect(chartGroupKey(column, value)).toBe(label);
  });

  it('aggregates severities under their labels', () => {
    const rows = [{ severity: 'critical' }, { severity: 'minor' }, { severity: 'critical' }];
    const points = aggregateChart(rows, {
      groupBy: 'severity',
      value1: 'severity',
      value2: 'severity',
      sortBy: 'groupBy',
      limit: '',
    });
    expect(points.map((p) => `${p.group}:${p.value1}`)).toEqual(['Critical:2', 'Minor:1']);
  });
});
