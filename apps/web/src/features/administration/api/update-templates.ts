import type { TTemplateAttachment } from '@qi/domain/reference-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /v1/templates` (admin): replaces the template list; answers the saved list. */
export function updateTemplates(templates: TTemplateAttachment[]): Promise<TTemplateAttachment[]> {
  return apiRequest<TTemplateAttachment[]>('/v1/templates', { method: 'PUT', body: templates });
}

export function useUpdateTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplates,
    onSuccess: (saved) => {
      queryClient.setQueryData(['reference', 'templates'], saved);
      return queryClient.invalidateQueries({ queryKey: ['data'] });
    },
  });
}
