import type { TAttachment } from '@qi/domain/attachments';
import { apiFetch } from '../../../lib/api-client';
import { ApiError, apiErrorFromResponse } from '../../../lib/api-error';
import { getSession } from '../../../lib/auth-storage';
import type { QueuedFile } from './offline-queue-store';

/** The header that makes a retried create or upload return the first answer instead of doing it again. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

function postFile(file: QueuedFile): Promise<Response> {
  const form = new FormData();
  form.append('file', file.blob, file.name);
  const headers: Record<string, string> = { Accept: 'application/json', [IDEMPOTENCY_HEADER]: file.key };
  const token = getSession()?.idToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch('/v1/uploads', { method: 'POST', headers, body: form }).catch(() => {
    throw new ApiError(0, 'NETWORK', 'The server could not be reached.');
  });
}

/**
 * `POST /v1/uploads` of a kept file with its key. Sent whole in the background, so without the progress
 * the form's uploader shows; a 401 renews the session once (the API client does that on any call).
 */
export async function uploadFileOnce(file: QueuedFile): Promise<TAttachment> {
  const sentToken = getSession()?.idToken;
  let response = await postFile(file);
  if (response.status === 401) {
    await apiFetch('/v1/auth/me').catch(() => undefined);
    const now = getSession()?.idToken;
    if (now && now !== sentToken) response = await postFile(file);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  return (await response.json()) as TAttachment;
}
