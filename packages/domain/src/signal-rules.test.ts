import { describe, expect, it } from 'vitest';
import { ROLES } from './roles';
import {
  canManageSignals,
  coolDownOf,
  SIGNAL_MSG,
  ZDismissSignalRequest,
  ZSignalRuleRequest,
} from './signal-rules';

describe('signal rules', () => {
  const rule = { name: ' Parts ', group: 'partNumber', method: { method: 'count', atLeast: 3, days: 14 } };

  it('parses a rule with its defaults; the cool-down is the window unless set', () => {
    const parsed = ZSignalRuleRequest.parse(rule);
    expect(parsed).toMatchObject({ name: 'Parts', enabled: false, owners: [] });
    expect(coolDownOf(parsed)).toBe(14);
    expect(coolDownOf(ZSignalRuleRequest.parse({ ...rule, coolDownDays: 30 }))).toBe(30);
    const poisson = ZSignalRuleRequest.parse({ ...rule, method: { method: 'poisson', days: 28 } });
    expect(poisson.method).toMatchObject({ baselineDays: 182, falseAlarmRate: 0.05, minCount: 3 });
  });

  it('refuses a bad group, name, cool-down and unknown keys with their messages', () => {
    const issues = (input: unknown) =>
      ZSignalRuleRequest.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ ...rule, group: 'colour' })).toEqual([SIGNAL_MSG.groupInvalid]);
    expect(issues({ ...rule, name: '  ' })).toEqual([SIGNAL_MSG.nameRequired]);
    expect(issues({ ...rule, coolDownDays: 0 })).toEqual([SIGNAL_MSG.coolDownInvalid]);
    expect(ZSignalRuleRequest.safeParse({ ...rule, colour: 'red' }).success).toBe(false);
    expect(ZDismissSignalRequest.safeParse({ reason: ' ' }).error?.issues[0]?.message).toBe(
      SIGNAL_MSG.reasonRequired,
    );
  });

  it('lets the quality team manage signals', () => {
    expect(ROLES.filter(canManageSignals)).toEqual(['quality', 'admin']);
  });
});
