import type { paths } from '@qi/api-client/schema';
import createClient from 'openapi-fetch';
import { ApiError, apiErrorFromResponse } from '../../../lib/api-error';
import { supplierSession } from './supplier-session';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface SupplierFetchOptions {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (multipart). */
  formData?: FormData;
  signal?: AbortSignal;
  /** The link's public steps carry no session. */
  anonymous?: boolean;
}

/**
 * The supplier's calls (decision 051): the `qis_` session of this tab as the bearer, never the staff sign-in
 * (lib/api-client.ts is not used: it would send a staff token and refresh it). An answer of 401 ends the
 * session here (the page asks for a code again), 410 says the link no longer works; both also throw `ApiError`.
 */
export async function supplierFetch(path: string, options: SupplierFetchOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const session = options.anonymous ? null : supplierSession.get().session;
  if (session) headers.Authorization = `Bearer ${session}`;
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.formData) init.body = options.formData;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;
  const response = await fetch(path, init).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'The server could not be reached.');
  });
  if (response.status < 400) return response;
  const error = await apiErrorFromResponse(response);
  if (error.status === 410) supplierSession.gone(error.message);
  else if (error.status === 401 && session && supplierSession.get().session === session)
    supplierSession.ended();
  throw error;
}

/** A `Request` built by the typed client, sent through `supplierFetch`. */
function through(anonymous: boolean) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const text = request.body ? await request.text() : '';
    return supplierFetch(url.pathname + url.search, {
      method: request.method as Method,
      ...(text ? { body: JSON.parse(text) as unknown } : {}),
      signal: request.signal,
      anonymous,
    });
  };
}

const baseUrl = typeof location === 'undefined' ? 'http://localhost' : location.origin;

/** The typed client (packages/api-client) over `supplierFetch`: paths, bodies and answers checked. */
export const supplierApi = createClient<paths>({ baseUrl, fetch: through(false) });

/** The link's public steps (open the link, start the session): the same client without the session. */
export const publicSupplierApi = createClient<paths>({ baseUrl, fetch: through(true) });

/** The answer's body (an error answer has already thrown). */
export async function dataOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  const { data } = await call;
  return data as T;
}
