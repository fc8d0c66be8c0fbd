import { AppError } from '@qi/domain/app-error';
import { SIGNAL_MSG, type TSignalRule } from '@qi/domain/signal-rules';
import { type SignalGroup, type TSignalMethod, ZSignalMethod } from '@qi/domain/trend-signals';
import { fromDbBool, fromDbJson, fromDbTimestamp } from '../../db/values';
import type { SignalRuleRow } from './signals-repository';

/** A rule as the evaluation reads it (the stored row, its JSON parsed). */
export interface SignalRuleRecord {
  id: string;
  name: string;
  group: SignalGroup;
  method: TSignalMethod;
  coolDownDays: number;
  enabled: boolean;
  owners: string[];
  /** The one group the rule watches, or null for every group (migration 386). */
  watchKey: string | null;
  createdAt: string;
  updatedAt: string;
}

export function toRuleRecord(row: SignalRuleRow): SignalRuleRecord {
  const method = ZSignalMethod.safeParse(fromDbJson(row.method, null));
  if (!method.success) throw new AppError('INTERNAL', `Signal rule ${row.id} has an unreadable method.`);
  return {
    id: row.id,
    name: row.name,
    group: row.group_kind as SignalGroup,
    method: method.data,
    coolDownDays: row.cool_down_days,
    enabled: fromDbBool(row.enabled),
    owners: fromDbJson<string[]>(row.owners, []),
    watchKey: row.watch_key ?? null,
    createdAt: fromDbTimestamp(row.created_at),
    updatedAt: fromDbTimestamp(row.updated_at),
  };
}

export const presentRule = (rule: SignalRuleRecord): TSignalRule => ({ ...rule });

export const ruleNotFound = () => new AppError('NOT_FOUND', SIGNAL_MSG.ruleNotFound);
