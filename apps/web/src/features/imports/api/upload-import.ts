import type { ImportKind, TImportUpload } from '@qi/domain/incident-import-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError, apiErrorFromResponse } from '../../../lib/api-error';
import { getSession } from '../../../lib/auth-storage';
import { IMPORTS_KEY } from './get-imports';

function send(file: File, kind: ImportKind): Promise<Response> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = getSession()?.idToken;
  return fetch(`/v1/imports?kind=${kind}`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  }).catch(() => {
    throw new ApiError(0, 'NETWORK', 'The server could not be reached.');
  });
}

/**
 * `POST /v1/imports` (admin): one multipart file. An expired token is renewed by one ordinary call (the API
 * client refreshes on its 401) and the upload sent again once.
 */
export async function uploadImport({ file, kind }: { file: File; kind: ImportKind }): Promise<TImportUpload> {
  let response = await send(file, kind);
  if (response.status === 401) {
    await apiRequest('/v1/auth/me');
    response = await send(file, kind);
  }
  if (response.status >= 400) throw await apiErrorFromResponse(response);
  return (await response.json()) as TImportUpload;
}

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORTS_KEY }),
  });
}
