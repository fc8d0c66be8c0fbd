import type { TSignalRule } from '@qi/domain/signal-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/signal-rules` (quality team): every rule, oldest first (a handful, never paged). */
export function getSignalRules(signal?: AbortSignal): Promise<TSignalRule[]> {
  return apiRequest<TSignalRule[]>('/v1/signal-rules', signal ? { signal } : {});
}

export const SIGNAL_RULES_KEY = ['signal-rules'] as const;

export const signalRulesQueryOptions = () =>
  queryOptions({ queryKey: SIGNAL_RULES_KEY, queryFn: ({ signal }) => getSignalRules(signal) });

export function useSignalRules() {
  return useQuery(signalRulesQueryOptions());
}
