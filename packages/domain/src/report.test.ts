import { describe, expect, it } from 'vitest';
import { emptyColumnFilter, ZColumnFilter } from './column-filter';
import { newChart, parseChartLimit, usesSecondValue, ZChart, ZReport, ZUpdateReportRequest } from './report';

describe('charts (docs/product.md §3)', () => {
  it('gives the new chart defaults', () => {
    expect(newChart()).toEqual({
      title: '',
      chartType: 'barChart',
      groupBy: 'incidentDate',
      value1: 'incidentDate',
      value2: 'incidentDate',
      xLabel: '',
      yLabel1: '',
      yLabel2: '',
      sortBy: 'groupBy',
      limit: '',
      filter: [],
      visible: true,
    });
    expect(ZChart.parse({ id: 'c1', ...newChart() })).toMatchObject({ id: 'c1', limit: '' });
  });
  it('turns a non-numeric limit into empty', () => {
    expect(parseChartLimit('10')).toBe(10);
    expect(parseChartLimit(' 7 ')).toBe(7);
    expect(parseChartLimit(5.9)).toBe(5);
    expect(parseChartLimit('abc')).toBe('');
    expect(parseChartLimit('')).toBe('');
    expect(parseChartLimit('0')).toBe('');
    expect(parseChartLimit(-3)).toBe('');
    expect(parseChartLimit(null)).toBe('');
    expect(parseChartLimit(1e308)).toBe(10_000);
    expect(parseChartLimit('99999999')).toBe(10_000);
  });
  it('refuses unknown chart types and sort keys, and bad limits', () => {
    const base = { id: 'c1', ...newChart() };
    expect(ZChart.safeParse({ ...base, chartType: 'lineChart' }).success).toBe(false);
    expect(ZChart.safeParse({ ...base, sortBy: 'title' }).success).toBe(false);
    expect(ZChart.safeParse({ ...base, limit: 'ten' }).success).toBe(false);
    expect(ZChart.safeParse({ ...base, limit: 10 }).success).toBe(true);
  });
  it('uses the second value for barChartWithLine only', () => {
    expect(usesSecondValue('barChartWithLine')).toBe(true);
    expect(usesSecondValue('pieChart')).toBe(false);
  });
  it('parses a report', () => {
    expect(ZReport.parse({ id: 'r', charts: [{ id: 'c', ...newChart() }] }).charts).toHaveLength(1);
  });
  it('takes a chart being saved without an id (added), but never an empty id', () => {
    const { charts } = ZUpdateReportRequest.parse({ charts: [{ id: 'c', ...newChart() }, newChart()] });
    expect(charts.map((c) => c.id)).toEqual(['c', undefined]);
    expect(ZUpdateReportRequest.safeParse({ charts: [{ id: '', ...newChart() }] }).success).toBe(false);
  });
});

describe('column filters (docs/product.md §3)', () => {
  it('fills defaults: category type, all values', () => {
    expect(ZColumnFilter.parse({ key: 'status' })).toEqual(emptyColumnFilter('status'));
    expect(emptyColumnFilter('x', 'numeric')).toMatchObject({ type: 'numeric', filter: null });
  });
  it('accepts every filter type and refuses others', () => {
    for (const type of ['numeric', 'string', 'date', 'category', 'object', 'dateTime', 'boolean', 'status']) {
      expect(ZColumnFilter.safeParse({ key: 'k', type }).success).toBe(true);
    }
    expect(ZColumnFilter.safeParse({ key: 'k', type: 'regex' }).success).toBe(false);
  });
});
