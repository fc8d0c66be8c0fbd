import type { TSignalRule, TSignalRuleRequest } from '@qi/domain/signal-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SIGNAL_RULES_KEY } from './get-signal-rules';

/** `PUT /v1/signal-rules/{id}` (quality team): the whole rule again. */
export function updateSignalRule({ id, ...body }: TSignalRuleRequest & { id: string }): Promise<TSignalRule> {
  return apiRequest<TSignalRule>(`/v1/signal-rules/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateSignalRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSignalRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SIGNAL_RULES_KEY }),
  });
}
