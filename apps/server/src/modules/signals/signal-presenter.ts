import type { SignalStatus, TSignal } from '@qi/domain/signal-rules';
import type { SignalGroup } from '@qi/domain/trend-signals';
import { fromDbJson, fromDbNullableNumber, fromDbNumber, fromDbTimestamp } from '../../db/values';
import type { SignalWithRule } from './signals-repository';

export function presentSignal(
  row: SignalWithRule,
  incidents: { id: string; incidentNumber: number | null }[],
): TSignal {
  return {
    id: row.id,
    rule: { id: row.rule_id, name: row.rule_name, group: row.rule_group as SignalGroup },
    groupKey: row.group_key,
    groupLabel: row.group_label,
    windowFrom: row.window_from,
    windowTo: row.window_end,
    observed: fromDbNumber(row.observed),
    expected: fromDbNumber(row.expected),
    pValue: fromDbNullableNumber(row.p_value),
    weeklyCounts: fromDbJson<number[]>(row.weekly_counts, []),
    incidents,
    status: row.status as SignalStatus,
    dismissalReason: row.dismissal_reason,
    investigationId: row.investigation_id,
    createdAt: fromDbTimestamp(row.created_at),
  };
}
