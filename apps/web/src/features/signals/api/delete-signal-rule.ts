import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SIGNAL_RULES_KEY } from './get-signal-rules';
import { SIGNALS_KEY } from './get-signals';

/** `DELETE /v1/signal-rules/{id}` (quality team): the rule and its signals. */
export function deleteSignalRule(id: string): Promise<void> {
  return apiRequest<void>(`/v1/signal-rules/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSignalRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSignalRule,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SIGNAL_RULES_KEY }),
        queryClient.invalidateQueries({ queryKey: SIGNALS_KEY }),
      ]),
  });
}
