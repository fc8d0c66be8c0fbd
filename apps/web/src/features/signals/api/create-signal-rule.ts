import type { TSignalRule, TSignalRuleRequest } from '@qi/domain/signal-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SIGNAL_RULES_KEY } from './get-signal-rules';

/** `POST /v1/signal-rules` (quality team). */
export function createSignalRule(body: TSignalRuleRequest): Promise<TSignalRule> {
  return apiRequest<TSignalRule>('/v1/signal-rules', { method: 'POST', body });
}

export function useCreateSignalRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSignalRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SIGNAL_RULES_KEY }),
  });
}
