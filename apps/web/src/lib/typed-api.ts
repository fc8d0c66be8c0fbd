import type { paths } from '@qi/api-client/schema';
import createClient from 'openapi-fetch';
import { apiFetch } from './api-client';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A `Request` built by the typed client, sent the way every call is (`apiFetch`: the session's token, one
 * refresh on 401, `ApiError` for an error answer).
 */
async function sendThroughApiFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const text = request.body ? await request.text() : '';
  return apiFetch(url.pathname + url.search, {
    method: request.method as Method,
    ...(text ? { body: JSON.parse(text) as unknown } : {}),
    signal: request.signal,
  });
}

/**
 * The API's typed client (openapi-fetch over the types generated from the OpenAPI document,
 * packages/api-client): the path, its parameters, the body and the answer are checked against the contract.
 */
export const api = createClient<paths>({
  baseUrl: typeof location === 'undefined' ? 'http://localhost' : location.origin,
  fetch: sendThroughApiFetch,
});

/** The answer's body: `apiFetch` has already thrown `ApiError` for an error answer, so `data` is there. */
export async function answerOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  const { data } = await call;
  return data as T;
}
