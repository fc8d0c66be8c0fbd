import type { TBacktestResult, TSignalRuleRequest } from '@qi/domain/signal-rules';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /v1/signal-rules/backtest` (quality team): the rule evaluated weekly over the last 12 months, not saved. */
export function backtestSignalRule(body: TSignalRuleRequest): Promise<TBacktestResult> {
  return apiRequest<TBacktestResult>('/v1/signal-rules/backtest', { method: 'POST', body });
}

export function useBacktestSignalRule() {
  return useMutation({ mutationFn: backtestSignalRule });
}
