import { randomUUID } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import {
  BACKTEST_DAYS,
  BACKTEST_STEP_DAYS,
  coolDownOf,
  SIGNAL_MSG,
  type TBacktestResult,
  type TSignalRule,
  type TSignalRuleRequest,
} from '@qi/domain/signal-rules';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { activeUserIds } from '../users/user-repository';
import { dayDate, dayNumber, evaluateRuleOn } from './evaluate-signals';
import { presentRule, ruleNotFound, type SignalRuleRecord, toRuleRecord } from './signal-rule-record';
import {
  deleteRule,
  findRule,
  firstSubmittedAt,
  insertRule,
  listRules,
  type NewSignalRule,
  updateRule,
} from './signals-repository';

async function checkOwners(db: Db, owners: readonly string[]): Promise<void> {
  const active = await activeUserIds(db, owners);
  const issues = owners
    .map((owner, index) => ({ owner, index }))
    .filter(({ owner }) => !active.has(owner))
    .map(({ owner, index }) => ({ path: `owners.${index}`, message: SIGNAL_MSG.ownerInactive(owner) }));
  const first = issues[0];
  if (first) throw new AppError('VALIDATION', first.message, issues);
}

function stored(id: string, input: TSignalRuleRequest, auth: AuthContext, now: string): NewSignalRule {
  return {
    id,
    name: input.name,
    group: input.group,
    method: JSON.stringify(input.method),
    coolDownDays: coolDownOf(input),
    enabled: input.enabled,
    owners: JSON.stringify([...new Set(input.owners)]),
    createdBy: auth.user.user_id,
    now,
    watchKey: input.watchKey ?? null,
  };
}

export async function findSignalRules(ctx: AppContext): Promise<TSignalRule[]> {
  return (await listRules(ctx.db)).map((row) => presentRule(toRuleRecord(row)));
}

export async function addSignalRule(
  ctx: AppContext,
  auth: AuthContext,
  input: TSignalRuleRequest,
): Promise<TSignalRule> {
  return ctx.db.transaction().execute(async (trx) => {
    await checkOwners(trx, input.owners);
    const id = randomUUID();
    await insertRule(trx, stored(id, input, auth, nowIso()));
    const row = await findRule(trx, id);
    if (!row) throw ruleNotFound();
    return presentRule(toRuleRecord(row));
  });
}

export async function changeSignalRule(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  input: TSignalRuleRequest,
): Promise<TSignalRule> {
  return ctx.db.transaction().execute(async (trx) => {
    await checkOwners(trx, input.owners);
    if (!(await updateRule(trx, stored(id, input, auth, nowIso())))) throw ruleNotFound();
    const row = await findRule(trx, id);
    if (!row) throw ruleNotFound();
    return presentRule(toRuleRecord(row));
  });
}

/** Deletes a rule with its signals. */
export async function removeSignalRule(ctx: AppContext, id: string): Promise<void> {
  if (!(await deleteRule(ctx.db, id))) throw ruleNotFound();
}

/**
 * POST /v1/signal-rules/backtest: the rule (not saved) evaluated every BACKTEST_STEP_DAYS over the last
 * BACKTEST_DAYS days up to today, oldest first, with its cool-down applied between the evaluations as the job
 * would: how often it would have fired, and on what.
 */
export async function backtestSignalRule(
  ctx: AppContext,
  input: TSignalRuleRequest,
): Promise<TBacktestResult> {
  const rule: SignalRuleRecord = {
    id: 'backtest',
    name: input.name,
    group: input.group,
    method: input.method,
    coolDownDays: coolDownOf(input),
    enabled: input.enabled,
    owners: input.owners,
    watchKey: input.watchKey ?? null,
    createdAt: '',
    updatedAt: '',
  };
  const today = dayNumber(ctx.today());
  const first = today - BACKTEST_DAYS + BACKTEST_STEP_DAYS;
  const dataStart = await firstSubmittedAt(ctx.db);
  const lastEnds = new Map<string, string>();
  const signals: TBacktestResult['signals'] = [];
  let evaluations = 0;
  for (let day = first; day <= today; day += BACKTEST_STEP_DAYS) {
    evaluations += 1;
    const date = dayDate(day);
    const evaluation = await evaluateRuleOn(
      ctx,
      ctx.db,
      rule,
      date,
      async (keys) =>
        new Map(
          keys.flatMap((key) => {
            const end = lastEnds.get(key);
            return end === undefined ? [] : [[key, end] as const];
          }),
        ),
      { dataStart },
    );
    for (const group of evaluation.firing) {
      lastEnds.set(group.key, date);
      signals.push({
        groupKey: group.key,
        groupLabel: group.label,
        windowTo: date,
        observed: group.observed,
        expected: group.expected,
        pValue: group.pValue,
      });
    }
  }
  return { from: dayDate(first), to: dayDate(today), evaluations, count: signals.length, signals };
}
