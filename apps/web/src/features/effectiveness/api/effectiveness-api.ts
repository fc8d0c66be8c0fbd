import type {
  TEffectivenessCheck,
  TRecordEffectivenessRequest,
  TRescheduleEffectivenessRequest,
  TStartInvestigationFromCheckRequest,
} from '@qi/domain/effectiveness-check';
import type { TInvestigation } from '@qi/domain/investigation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const effectivenessChecksKey = (investigationId: string) =>
  ['investigations', 'effectiveness-checks', investigationId] as const;

/** `GET /v1/investigations/{id}/effectiveness-checks`, oldest first; none is asked for without an id. */
export function useEffectivenessChecks(investigationId: string | null | undefined) {
  return useQuery({
    queryKey: effectivenessChecksKey(investigationId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<TEffectivenessCheck[]>(
        `/v1/investigations/${encodeURIComponent(investigationId ?? '')}/effectiveness-checks`,
        { signal },
      ),
    enabled: Boolean(investigationId),
  });
}

function useCheckMutation<Body>(path: (id: string) => string, method: 'PUT' | 'POST') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ check, body }: { check: TEffectivenessCheck; body: Body }) =>
      apiRequest<TEffectivenessCheck>(path(encodeURIComponent(check.id)), { method, body }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: effectivenessChecksKey(saved.investigationId) });
      void queryClient.invalidateQueries({ queryKey: ['investigations', 'history'] });
      // A recording may add a signature (the incident's list) and ends an item of My tasks.
      void queryClient.invalidateQueries({ queryKey: ['incidents', 'signatures'] });
      void queryClient.invalidateQueries({ queryKey: ['my-tasks'] });
    },
  });
}

/** `PUT /v1/effectiveness-checks/{id}` (quality, admin): a new due date and/or owner. */
export function useRescheduleEffectivenessCheck() {
  return useCheckMutation<TRescheduleEffectivenessRequest>((id) => `/v1/effectiveness-checks/${id}`, 'PUT');
}

/** `POST /v1/effectiveness-checks/{id}/record`: the result with its evidence, once. */
export function useRecordEffectivenessCheck() {
  return useCheckMutation<
    Omit<TRecordEffectivenessRequest, 'attachments'> & Partial<TRecordEffectivenessRequest>
  >((id) => `/v1/effectiveness-checks/${id}/record`, 'POST');
}

/**
 * `POST /v1/effectiveness-checks/{id}/new-investigation` (quality, admin): the new investigation of a check
 * recorded as not effective; its incidents move to it, so incidents and investigations are refreshed (and their
 * signatures: the Closed records are withdrawn). With signatures on the body carries the password and a reason.
 */
export function useStartInvestigationFromCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      check,
      body,
    }: {
      check: TEffectivenessCheck;
      body: Omit<TStartInvestigationFromCheckRequest, 'version'>;
    }) =>
      apiRequest<TInvestigation>(
        `/v1/effectiveness-checks/${encodeURIComponent(check.id)}/new-investigation`,
        { method: 'POST', body: { version: check.version, ...body } },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['investigations'] });
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
      void queryClient.invalidateQueries({ queryKey: ['my-tasks'] });
    },
  });
}
