import type { TWebhookDeliveryList } from '@qi/domain/webhooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /v1/webhooks/{id}/deliveries` (admin): a page of the delivery log, newest first. */
export function getWebhookDeliveries(
  id: string,
  page: number,
  rowsPerPage: number,
  signal?: AbortSignal,
): Promise<TWebhookDeliveryList> {
  const query = new URLSearchParams({ page: String(page), rowsPerPage: String(rowsPerPage) });
  return apiRequest<TWebhookDeliveryList>(
    `/v1/webhooks/${encodeURIComponent(id)}/deliveries?${query}`,
    signal ? { signal } : {},
  );
}

export const webhookDeliveriesKey = (id: string) => ['webhooks', id, 'deliveries'] as const;

export const webhookDeliveriesQueryOptions = (id: string, page: number, rowsPerPage: number) =>
  queryOptions({
    queryKey: [...webhookDeliveriesKey(id), page, rowsPerPage],
    queryFn: ({ signal }) => getWebhookDeliveries(id, page, rowsPerPage, signal),
    placeholderData: keepPreviousData,
  });

export function useWebhookDeliveries(id: string, page: number, rowsPerPage: number) {
  return useQuery(webhookDeliveriesQueryOptions(id, page, rowsPerPage));
}
