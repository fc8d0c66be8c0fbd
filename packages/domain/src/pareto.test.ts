import { describe, expect, it } from 'vitest';
import { aggregateChart } from './chart-aggregation';
import {
  chartTypeIssues,
  isParetoGroupColumn,
  PARETO_GROUP_COLUMNS,
  PARETO_MESSAGES,
  paretoSeries,
} from './pareto';
import { CHART_TYPE_LABELS, CHART_TYPES, usesSecondValue, usesSortBy } from './report';

const point = (group: string, value1: number) => ({ group, value1, value2: 0 });
const shares = (series: ReturnType<typeof paretoSeries>) =>
  series.points.map((p) => [p.group, p.value1, p.cumulativePercent]);

describe('paretoSeries', () => {
  it('ranks the groups by value descending with the running share of the total', () => {
    const series = paretoSeries([point('B', 20), point('A', 50), point('C', 30)], '');
    expect(shares(series)).toEqual([
      ['A', 50, 50],
      ['C', 30, 80],
      ['B', 20, 100],
    ]);
    expect(series).toMatchObject({ total: 100, groups: 3 });
  });

  it('breaks ties by group in natural order, whatever order the groups came in', () => {
    const input = [point('Part 10', 5), point('Part 2', 5), point('Part 1', 9)];
    expect(paretoSeries(input, '').points.map((p) => p.group)).toEqual(['Part 1', 'Part 2', 'Part 10']);
    expect(paretoSeries([...input].reverse(), '').points.map((p) => p.group)).toEqual([
      'Part 1',
      'Part 2',
      'Part 10',
    ]);
  });

  it('keeps the first N groups and takes their share of the total of every group', () => {
    const series = paretoSeries([point('A', 40), point('B', 30), point('C', 20), point('D', 10)], 2);
    expect(shares(series)).toEqual([
      ['A', 40, 40],
      ['B', 30, 70],
    ]);
    // No 'Other' bar: the groups beyond the limit are counted in the total and the group count only.
    expect(series).toMatchObject({ total: 100, groups: 4 });
  });

  it('gives every group 0% when the total is zero', () => {
    expect(shares(paretoSeries([point('A', 0), point('B', 0)], ''))).toEqual([
      ['A', 0, 0],
      ['B', 0, 0],
    ]);
    expect(paretoSeries([], '')).toEqual({ points: [], total: 0, groups: 0 });
    // Only credits: nothing positive to take a share of.
    expect(shares(paretoSeries([point('A', -5), point('B', -10)], ''))).toEqual([
      ['A', -5, 0],
      ['B', -10, 0],
    ]);
  });

  it('ranks negative values last and takes the share of the positive total only', () => {
    const series = paretoSeries([point('Credit', -25), point('A', 75), point('B', 25)], '');
    expect(shares(series)).toEqual([
      ['A', 75, 75],
      ['B', 25, 100],
      ['Credit', -25, 100],
    ]);
    expect(series.total).toBe(100);
  });

  it('adds pennies exactly and rounds the share to two decimals, never past 100', () => {
    const series = paretoSeries([point('A', 0.1), point('B', 0.2), point('C', 0.1)], '');
    expect(shares(series)).toEqual([
      ['B', 0.2, 50],
      ['A', 0.1, 75],
      ['C', 0.1, 100],
    ]);
    expect(series.total).toBe(0.4);
    const thirds = paretoSeries([point('A', 1), point('B', 1), point('C', 1)], '');
    expect(thirds.points.map((p) => p.cumulativePercent)).toEqual([33.33, 66.67, 100]);
  });

  it('ranks the points aggregateChart computes (a count of incidents per root cause)', () => {
    const rows = [
      { rootCauseCategory: { title: 'Machine' }, incidentNumber: 1 },
      { rootCauseCategory: { title: 'Method' }, incidentNumber: 2 },
      { rootCauseCategory: { title: 'Machine' }, incidentNumber: 3 },
      { rootCauseCategory: { title: 'Material' }, incidentNumber: 4 },
      { rootCauseCategory: { title: 'Machine' }, incidentNumber: 5 },
    ];
    const points = aggregateChart(rows, {
      groupBy: 'rootCauseCategory',
      value1: 'incidentNumber',
      value2: 'incidentNumber',
      sortBy: 'groupBy',
      limit: '',
    });
    expect(shares(paretoSeries(points, ''))).toEqual([
      ['Machine', 3, 60],
      ['Material', 1, 80],
      ['Method', 1, 100],
    ]);
  });
});

describe('chartTypeIssues', () => {
  it('is the Pareto chart type with its label', () => {
    expect(CHART_TYPES).toContain('paretoChart');
    expect(CHART_TYPE_LABELS.paretoChart).toBe('Pareto chart');
    expect(usesSecondValue('paretoChart')).toBe(false);
    expect(usesSortBy('paretoChart')).toBe(false);
    expect(usesSortBy('barChart')).toBe(true);
  });

  it('allows the category columns only as a Pareto group, and counts or sums as its value', () => {
    for (const groupBy of ['rootCauseCategory', 'incidentLocation', 'partNumber', 'supplier']) {
      expect(isParetoGroupColumn(groupBy)).toBe(true);
      expect(chartTypeIssues({ chartType: 'paretoChart', groupBy, value1: 'costTotal' })).toEqual([]);
    }
    expect(PARETO_GROUP_COLUMNS).not.toContain('incidentDate');
    expect(
      chartTypeIssues({ chartType: 'paretoChart', groupBy: 'incidentDate', value1: 'daysOpen' }),
    ).toEqual([
      { path: 'groupBy', message: PARETO_MESSAGES.groupBy },
      { path: 'value1', message: PARETO_MESSAGES.value1 },
    ]);
    expect(
      chartTypeIssues({ chartType: 'paretoChart', groupBy: 'supplier', value1: 'incidentNumber' }),
    ).toEqual([]);
  });

  it('has no rules for the other chart types', () => {
    expect(chartTypeIssues({ chartType: 'barChart', groupBy: 'incidentDate', value1: 'daysOpen' })).toEqual(
      [],
    );
    expect(chartTypeIssues({ groupBy: 'incidentDate', value1: 'daysOpen' })).toEqual([]);
  });
});
