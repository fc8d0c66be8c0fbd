import { describe, expect, it } from 'vitest';
import { formValuesOf, requestOf } from './signal-rule-form';
import { backtestSummary, methodText, observedText, pValueText } from './signal-text';

describe('signal texts', () => {
  it('describes both methods, per cent without float noise', () => {
    expect(methodText({ method: 'count', atLeast: 5, days: 30 })).toBe('At least 5 in 30 days');
    expect(
      methodText({ method: 'poisson', days: 14, baselineDays: 91, falseAlarmRate: 0.07, minCount: 4 }),
    ).toBe("Above the group's usual rate in 14 days (baseline 91 days, 7% false alarms, at least 4)");
  });

  it('says observed against the threshold or the expected count, and reads p-values', () => {
    expect(observedText({ observed: 1, expected: 2, pValue: null })).toBe('1 incident (threshold 2)');
    expect(observedText({ observed: 9, expected: 1.26, pValue: 0.002 })).toBe('9 incidents (1.3 expected)');
    expect(pValueText(0.0004)).toBe('p < 0.001');
    expect(pValueText(0.0123)).toBe('p = 0.012');
  });

  it('sums a back-test up: never, once, or how often in how many groups', () => {
    const base = { from: '2025-03-19', to: '2026-03-18', evaluations: 52 };
    const span = 'between 19-03-2025 and 18-03-2026 (52 weekly evaluations)';
    expect(backtestSummary({ ...base, count: 0, signals: [] })).toBe(`It would not have fired ${span}.`);
    const one = {
      groupKey: 'a',
      groupLabel: 'A',
      windowTo: '2025-05-01',
      observed: 3,
      expected: 3,
      pValue: null,
    };
    expect(backtestSummary({ ...base, count: 1, signals: [one] })).toBe(
      `It would have fired once, in 1 group, ${span}.`,
    );
    expect(
      backtestSummary({
        ...base,
        count: 3,
        signals: [one, { ...one, groupKey: 'b' }, { ...one, windowTo: '2025-09-01' }],
      }),
    ).toBe(`It would have fired 3 times, in 2 groups, ${span}.`);
  });

  it("shows a rule's cool-down empty when it is the window's, and sends an empty one as null", () => {
    const rule = {
      id: 'r',
      name: 'R',
      group: 'supplier' as const,
      method: { method: 'count' as const, atLeast: 3, days: 14 },
      coolDownDays: 14,
      enabled: true,
      owners: [],
      createdAt: '',
      updatedAt: '',
    };
    expect(formValuesOf(rule).coolDownDays).toBe('');
    expect(formValuesOf({ ...rule, coolDownDays: 30 }).coolDownDays).toBe('30');
    expect(requestOf(formValuesOf(rule)).coolDownDays).toBeNull();
  });
});
