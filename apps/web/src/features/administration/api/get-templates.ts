import type { TTemplateAttachment } from '@qi/domain/reference-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/templates`: the template files (urls signed, expiring). */
export function getTemplates(signal?: AbortSignal): Promise<TTemplateAttachment[]> {
  return apiRequest<TTemplateAttachment[]>('/v1/templates', signal ? { signal } : {});
}

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: ['reference', 'templates'], queryFn: ({ signal }) => getTemplates(signal) });

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
