import { randomUUID } from 'node:crypto';
import { SIGNAL_SPARK_WEEKS } from '@qi/domain/signal-rules';
import { evaluateGroup, type GroupVerdict, pastCoolDown } from '@qi/domain/trend-signals';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/values';
import { queueSignalEmails } from './signal-emails';
import { signalRaised } from './signal-events';
import type { SignalRuleRecord } from './signal-rule-record';
import {
  firstSubmittedAt,
  type GroupCountRow,
  groupCounts,
  groupIncidents,
  insertSignal,
  lastSignalEnds,
} from './signals-repository';

const DAY_MS = 86_400_000;

/** Days since the epoch of a 'YYYY-MM-DD' (UTC). */
export const dayNumber = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
/** 'YYYY-MM-DD' of a day number. */
export const dayDate = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
const dayStartIso = (day: number): string => new Date(day * DAY_MS).toISOString();

export interface FiringGroup extends GroupVerdict {
  key: string;
  label: string;
}

export interface RuleEvaluation {
  /** The window, dates inclusive. */
  windowFrom: string;
  windowTo: string;
  groupsWatched: number;
  /** The groups that fire and are past their cool-down (within this evaluation). */
  firing: FiringGroup[];
}

/**
 * A rule's verdicts on day `date` (the window ends with that day): one grouped count over the baseline and the
 * window, the pooled rate of all groups, the domain's evaluateGroup per group. `onlyKey` evaluates one group (a
 * submission's; the pooled rate then is that group's own, which a 'count' rule does not use). `lastEnds` are the
 * window ends each group last signalled on (the cool-down).
 */
export async function evaluateRuleOn(
  ctx: AppContext,
  db: Db,
  rule: SignalRuleRecord,
  date: string,
  lastEnds: (keys: string[]) => Promise<Map<string, string>>,
  options: { onlyKey?: string; dataStart?: string | null } = {},
): Promise<RuleEvaluation> {
  const day = dayNumber(date);
  const windowFromDay = day + 1 - rule.method.days;
  const ruleBaselineDays = rule.method.method === 'poisson' ? rule.method.baselineDays : 0;
  const range = {
    baselineFrom: dayStartIso(windowFromDay - ruleBaselineDays),
    windowFrom: dayStartIso(windowFromDay),
    windowTo: dayStartIso(day + 1),
  };
  // A watch rule counts its one group; asked for another group (a submission's), it has nothing to count.
  if (rule.watchKey && options.onlyKey !== undefined && options.onlyKey !== rule.watchKey) {
    return { windowFrom: dayDate(windowFromDay), windowTo: date, groupsWatched: 0, firing: [] };
  }
  const onlyKey = rule.watchKey ?? options.onlyKey;
  const rows = await groupCounts(db, ctx.dbKind, rule.group, range, onlyKey);
  const result: RuleEvaluation = {
    windowFrom: dayDate(windowFromDay),
    windowTo: date,
    groupsWatched: rows.length,
    firing: [],
  };
  if (rows.length === 0) return result;
  // A baseline is no longer than the history on record.
  let baselineDays = ruleBaselineDays;
  if (ruleBaselineDays > 0) {
    const start = options.dataStart === undefined ? await firstSubmittedAt(db) : options.dataStart;
    const startDay = start ? dayNumber(start.slice(0, 10)) : windowFromDay;
    baselineDays = Math.max(0, Math.min(ruleBaselineDays, windowFromDay - startDay));
  }
  const baselineTotal = rows.reduce((sum, row) => sum + row.baselineCount, 0);
  const pooledRatePerDay = baselineDays > 0 ? baselineTotal / (rows.length * baselineDays) : 0;
  const context = { groupsWatched: rows.length, pooledRatePerDay };
  const verdicts = rows
    .map((row: GroupCountRow) => ({
      key: row.key,
      label: row.label,
      ...evaluateGroup(
        rule.method,
        { windowCount: row.windowCount, baselineCount: row.baselineCount, baselineDays },
        context,
      ),
    }))
    .filter((verdict) => verdict.fires);
  const ends = await lastEnds(verdicts.map((verdict) => verdict.key));
  result.firing = verdicts.filter((verdict) => {
    const last = ends.get(verdict.key);
    return pastCoolDown(last === undefined ? null : dayNumber(last), day, rule.coolDownDays);
  });
  return result;
}

/**
 * Evaluates a rule on `date` and raises its signals in `trx`: each firing group past its cool-down gets one
 * signal (never a second for the same rule, group and window end) with its incidents and sparkline, and the
 * rule's owners an email. Answers the ids of the signals raised.
 */
export async function raiseSignals(
  ctx: AppContext,
  trx: Db,
  rule: SignalRuleRecord,
  date: string,
  onlyKey?: string,
): Promise<string[]> {
  const evaluation = await evaluateRuleOn(
    ctx,
    trx,
    rule,
    date,
    (keys) => lastSignalEnds(trx, rule.id, keys),
    {
      onlyKey,
    },
  );
  if (evaluation.firing.length === 0) return [];
  const day = dayNumber(date);
  const windowFromDay = dayNumber(evaluation.windowFrom);
  const sparkFromDay = day + 1 - SIGNAL_SPARK_WEEKS * 7;
  const incidents = await groupIncidents(
    trx,
    ctx.dbKind,
    rule.group,
    evaluation.firing.map((group) => group.key),
    dayStartIso(Math.min(windowFromDay, sparkFromDay)),
    dayStartIso(day + 1),
  );
  const now = nowIso();
  const raised: string[] = [];
  for (const group of evaluation.firing) {
    const own = incidents.filter((incident) => incident.key === group.key);
    const weeklyCounts = new Array<number>(SIGNAL_SPARK_WEEKS).fill(0);
    for (const incident of own) {
      const week = Math.floor((dayNumber(incident.submittedAt.slice(0, 10)) - sparkFromDay) / 7);
      if (week >= 0 && week < SIGNAL_SPARK_WEEKS) weeklyCounts[week] = (weeklyCounts[week] ?? 0) + 1;
    }
    const inWindow = own.filter((incident) => dayNumber(incident.submittedAt.slice(0, 10)) >= windowFromDay);
    const id = randomUUID();
    const inserted = await insertSignal(trx, {
      id,
      ruleId: rule.id,
      groupKey: group.key,
      groupLabel: group.label,
      windowFrom: evaluation.windowFrom,
      windowEnd: evaluation.windowTo,
      observed: group.observed,
      expected: group.expected,
      pValue: group.pValue,
      weeklyCounts,
      incidentIds: inWindow.map((incident) => incident.id),
      now,
    });
    if (!inserted) continue;
    raised.push(id);
    await ctx.events.emit(trx, signalRaised, {
      at: now,
      signal: {
        id,
        rule: { id: rule.id, name: rule.name, group: rule.group },
        groupKey: group.key,
        groupLabel: group.label,
        windowFrom: evaluation.windowFrom,
        windowTo: evaluation.windowTo,
        observed: group.observed,
        expected: group.expected,
        pValue: group.pValue,
        incidents: inWindow.map((incident) => ({ id: incident.id, incidentNumber: incident.incidentNumber })),
      },
    });
    await queueSignalEmails(ctx, trx, rule, {
      id,
      groupLabel: group.label,
      windowFrom: evaluation.windowFrom,
      windowTo: evaluation.windowTo,
      observed: group.observed,
      expected: group.expected,
      incidentNumbers: inWindow.map((incident) => incident.incidentNumber),
    });
  }
  return raised;
}
