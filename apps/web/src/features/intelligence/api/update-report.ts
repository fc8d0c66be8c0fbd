import type { TReport, TUpdateReportRequest } from '@qi/domain/report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportsQueryOptions } from './get-reports';

/** `PUT /v1/reports/{id}` with the whole chart list (quality, admin). */
export function updateReport(reportId: string, body: TUpdateReportRequest): Promise<TReport> {
  return apiRequest<TReport>(`/v1/reports/${encodeURIComponent(reportId)}`, { method: 'PUT', body });
}

export function useUpdateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, charts }: { reportId: string; charts: TUpdateReportRequest['charts'] }) =>
      updateReport(reportId, { charts }),
    onSuccess: (report) => {
      queryClient.setQueryData(reportsQueryOptions().queryKey, (old) =>
        old ? old.map((r) => (r.id === report.id ? report : r)) : [report],
      );
      void queryClient.invalidateQueries({ queryKey: ['reports'] });
      void queryClient.invalidateQueries({ queryKey: ['data'] });
    },
  });
}
