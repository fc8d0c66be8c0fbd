import { describe, expect, it } from 'vitest';
import { aggregateChart, chartAggregate } from './chart-aggregation';
import {
  ageBucket,
  type IncidentMilestones,
  incidentAge,
  median,
  milestonesAfter,
  NO_MILESTONES,
} from './incident-measures';

const T1 = '2026-01-01T09:00:00.000Z';
const T2 = '2026-01-05T09:00:00.000Z';
const T3 = '2026-02-01T09:00:00.000Z';

describe('incident milestones', () => {
  it('keeps the first submission when an incident is resubmitted', () => {
    const first = milestonesAfter(NO_MILESTONES, null, 'submitted', T1);
    expect(first.submittedAt).toBe(T1);
    const back = milestonesAfter(first, 'pending-update', 'submitted', T2);
    expect(back.submittedAt).toBe(T1);
  });
  it('records acknowledgement, completion and closing', () => {
    let m: IncidentMilestones = milestonesAfter(NO_MILESTONES, 'draft', 'submitted', T1);
    m = milestonesAfter(m, 'submitted', 'acknowledged', T2);
    m = milestonesAfter(m, 'under-investigation', 'investigation-completed', T3);
    expect(m).toEqual({
      submittedAt: T1,
      acknowledgedAt: T2,
      investigationCompletedAt: T3,
      closedAt: null,
    });
    const closed = milestonesAfter(m, 'investigation-completed', 'closed', '2026-03-01T00:00:00.000Z');
    expect(closed.investigationCompletedAt).toBe(T3);
    expect(closed.closedAt).toBe('2026-03-01T00:00:00.000Z');
  });
  it('clears the completion when the incident goes back under investigation', () => {
    const completed = { ...NO_MILESTONES, submittedAt: T1, investigationCompletedAt: T2 };
    const reopened = milestonesAfter(completed, 'investigation-completed', 'under-investigation', T3);
    expect(reopened.investigationCompletedAt).toBeNull();
    expect(reopened.submittedAt).toBe(T1);
  });
  it('changes nothing when the status stays', () => {
    const m = { ...NO_MILESTONES, acknowledgedAt: T1 };
    expect(milestonesAfter(m, 'acknowledged', 'acknowledged', T2)).toEqual(m);
  });
});

describe('ages and buckets', () => {
  it('puts whole days into the buckets 0–7, 8–30, 31–90 and over 90', () => {
    expect([0, 7.9, 8, 30.5, 31, 90.99, 91, 400].map(ageBucket)).toEqual([
      '0–7',
      '0–7',
      '8–30',
      '8–30',
      '31–90',
      '31–90',
      'Over 90',
      'Over 90',
    ]);
  });
  it('ages an open incident from its submission and a closed one by its time to close', () => {
    const now = '2026-01-11T09:00:00.000Z';
    expect(incidentAge({ status: 'acknowledged', submittedAt: T1, closedAt: null }, now)).toBe(10);
    expect(incidentAge({ status: 'closed', submittedAt: T1, closedAt: T2 }, now)).toBe(4);
    expect(incidentAge({ status: 'rejected', submittedAt: T1, closedAt: null }, now)).toBeNull();
    expect(incidentAge({ status: 'draft', submittedAt: null, closedAt: null }, now)).toBeNull();
  });
  it('takes the median of odd and even counts', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
  });
});

describe('averaged chart values', () => {
  it('averages days over the incidents that have a value, not summing them', () => {
    expect(chartAggregate('daysToClose')).toBe('average');
    expect(chartAggregate('daysOpen')).toBe('average');
    const points = aggregateChart(
      [
        { product: 'Widget', daysToClose: 2, daysOpen: null },
        { product: 'Widget', daysToClose: 5, daysOpen: null },
        { product: 'Widget', daysToClose: null, daysOpen: 1.5 },
        { product: 'Gadget', daysToClose: null, daysOpen: null },
      ],
      { groupBy: 'product', value1: 'daysToClose', value2: 'daysOpen', sortBy: 'groupBy', limit: '' },
    );
    expect(points).toEqual([
      { group: 'Gadget', value1: 0, value2: 0 },
      { group: 'Widget', value1: 3.5, value2: 1.5 },
    ]);
  });
  it('orders age buckets by age, not alphabetically', () => {
    const points = aggregateChart(
      ['Over 90', '31–90', '0–7', '8–30', '0–7'].map((ageBucket) => ({ ageBucket })),
      { groupBy: 'ageBucket', value1: 'ageBucket', value2: 'ageBucket', sortBy: 'groupBy', limit: '' },
    );
    expect(points.map((p) => [p.group, p.value1])).toEqual([
      ['0–7', 2],
      ['8–30', 1],
      ['31–90', 1],
      ['Over 90', 1],
    ]);
  });
});
