import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { IncidentChanged } from '../incidents/incident-events';
import { raiseSignals } from './evaluate-signals';
import { toRuleRecord } from './signal-rule-record';
import { incidentGroupKey, listRules } from './signals-repository';

/** Evaluates every enabled rule on `date`, each in its own transaction; answers how many signals were raised. */
export async function evaluateSignalRules(
  ctx: AppContext,
  date: string,
  abort?: AbortSignal,
): Promise<number> {
  let raised = 0;
  for (const row of await listRules(ctx.db, true)) {
    if (abort?.aborted) break;
    const rule = toRuleRecord(row);
    raised += (await ctx.db.transaction().execute((trx) => raiseSignals(ctx, trx, rule, date))).length;
  }
  return raised;
}

/**
 * incidentChanged (app's listeners.ts): a submission evaluates the enabled 'count' rules for the submitted
 * incident's own groups only, in its transaction, on the day it was submitted.
 */
export async function signalOnSubmission(trx: Db, event: IncidentChanged): Promise<void> {
  if (event.action !== 'submit') return;
  const { ctx, after } = event;
  const rules = (await listRules(trx, true))
    .map(toRuleRecord)
    .filter((rule) => rule.method.method === 'count');
  if (rules.length === 0) return;
  const date = (after.submittedAt ?? after.updated_at).slice(0, 10);
  for (const rule of rules) {
    const key = await incidentGroupKey(trx, rule.group, after.id);
    if (key !== null) await raiseSignals(ctx, trx, rule, date, key);
  }
}
