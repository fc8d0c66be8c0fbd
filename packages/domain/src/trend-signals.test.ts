import { describe, expect, it } from 'vitest';
import {
  evaluateGroup,
  groupRatePerDay,
  pastCoolDown,
  poissonUpperTail,
  type TSignalMethod,
  ZSignalMethod,
} from './trend-signals';

const poisson: TSignalMethod = ZSignalMethod.parse({ method: 'poisson', days: 28 });
/** A group at 5 a week for 26 weeks, among 200 groups of about the same rate. */
const busy = { baselineCount: 130, baselineDays: 182 };
const context = { groupsWatched: 200, pooledRatePerDay: 5 / 7 };

describe('trend signals', () => {
  it('computes the Poisson upper tail P(X ≥ k)', () => {
    expect(poissonUpperTail(0, 3)).toBe(1);
    expect(poissonUpperTail(1, 2)).toBeCloseTo(1 - Math.exp(-2), 12);
    expect(poissonUpperTail(10, 5)).toBeCloseTo(0.031828, 5);
    expect(poissonUpperTail(3, 0)).toBe(0);
  });

  it("'count' fires at N in D days and not below", () => {
    const method = ZSignalMethod.parse({ method: 'count', atLeast: 3, days: 30 });
    expect(evaluateGroup(method, { windowCount: 3, ...busy }, context).fires).toBe(true);
    expect(evaluateGroup(method, { windowCount: 2, ...busy }, context)).toMatchObject({
      fires: false,
      pValue: null,
    });
  });

  it("'poisson' judges a busy group by its own rate: its usual count does not fire, a doubling does", () => {
    const usual = evaluateGroup(poisson, { windowCount: 22, ...busy }, context);
    expect(usual.expected).toBeCloseTo(20, 0);
    expect(usual.fires).toBe(false);
    expect(evaluateGroup(poisson, { windowCount: 45, ...busy }, context).fires).toBe(true);
  });

  it('shares the false-alarm rate among the groups watched (more groups, a higher bar)', () => {
    const counts = { windowCount: 33, ...busy };
    expect(evaluateGroup(poisson, counts, { ...context, groupsWatched: 1 }).fires).toBe(true);
    expect(evaluateGroup(poisson, counts, context).fires).toBe(false);
  });

  it('lets a group with little history borrow the rate of all groups, and never fires under the minimum', () => {
    const fresh = { windowCount: 4, baselineCount: 0, baselineDays: 0 };
    expect(groupRatePerDay(fresh, 1 / 7)).toBeCloseTo(1 / 7, 12);
    // A new part's 4 in 4 weeks is what an average group gives: no signal.
    expect(evaluateGroup(poisson, fresh, { ...context, pooledRatePerDay: 1 / 7 }).fires).toBe(false);
    const rare = { windowCount: 2, baselineCount: 0, baselineDays: 182 };
    expect(evaluateGroup(poisson, rare, { ...context, pooledRatePerDay: 0.001 })).toMatchObject({
      fires: false,
    });
    expect(evaluateGroup(poisson, rare, { ...context, pooledRatePerDay: 0.001 }).pValue).toBeLessThan(0.001);
  });

  it('waits out the cool-down before the same group signals again', () => {
    expect(pastCoolDown(null, 100, 28)).toBe(true);
    expect(pastCoolDown(90, 100, 28)).toBe(false);
    expect(pastCoolDown(72, 100, 28)).toBe(true);
  });

  it('refuses a rule with a window or a false-alarm rate out of bounds', () => {
    expect(ZSignalMethod.safeParse({ method: 'poisson', days: 0 }).success).toBe(false);
    expect(ZSignalMethod.safeParse({ method: 'poisson', days: 28, falseAlarmRate: 0.5 }).success).toBe(false);
    expect(ZSignalMethod.safeParse({ method: 'count', atLeast: 1, days: 7 }).success).toBe(false);
  });
});
