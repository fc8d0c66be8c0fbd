import type { ErrorBody } from '@qi/domain/app-error';
import type { TAttachment } from '@qi/domain/attachments';
import { apiFetch } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { getSession } from '../../../lib/auth-storage';

interface XhrAnswer {
  status: number;
  statusText: string;
  text: string;
}

function send(
  file: File,
  onProgress: ((fraction: number) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/v1/uploads');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getSession()?.idToken;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      done();
      resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new ApiError(0, 'NETWORK', 'The server could not be reached.'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function errorFrom(answer: XhrAnswer): ApiError {
  const body = parse(answer.text) as Partial<ErrorBody> | null;
  if (body && typeof body.code === 'string' && typeof body.message === 'string') {
    return new ApiError(
      answer.status,
      body.code,
      body.message,
      Array.isArray(body.issues) ? body.issues : [],
    );
  }
  if (answer.status === 413) {
    return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The file is too large. Please keep the files under 20MB.');
  }
  return new ApiError(answer.status, 'INTERNAL', answer.statusText || 'The upload failed.');
}

/**
 * A 401 means the token expired: let the API client renew the session (any authenticated call refreshes
 * once on a 401) and report whether a different token is now held.
 */
async function renewSession(sentToken: string | undefined): Promise<boolean> {
  if (getSession()?.idToken !== sentToken) return Boolean(getSession());
  try {
    await apiFetch('/v1/auth/me');
  } catch {
    // The client signs out when the session cannot be renewed.
  }
  const now = getSession()?.idToken;
  return now !== undefined && now !== sentToken;
}

/**
 * `POST /v1/uploads` (multipart, one `file` part) with upload progress (0–1). Resolves to the stored
 * attachment; rejects with an `ApiError` carrying the server's message (e.g. 413 too large).
 */
export async function uploadFile(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<TAttachment> {
  const sentToken = getSession()?.idToken;
  let answer = await send(file, onProgress, signal);
  if (answer.status === 401 && (await renewSession(sentToken))) {
    onProgress?.(0);
    answer = await send(file, onProgress, signal);
  }
  if (answer.status < 200 || answer.status >= 300) throw errorFrom(answer);
  const attachment = parse(answer.text) as TAttachment | null;
  if (!attachment || typeof attachment.id !== 'string') {
    throw new ApiError(answer.status, 'INTERNAL', 'The upload answer could not be read.');
  }
  onProgress?.(1);
  return attachment;
}
