import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function errorBody(status: number, code: string, message: string): Response {
  return json({ statusCode: status, code, message }, status);
}

/**
 * Replaces `fetch` at the network boundary. Handlers are keyed 'METHOD /path' (query string ignored);
 * an unexpected call answers 404 so a test sees it.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(
      [...new Headers(init.headers).entries()].map(([name, value]) => [name.toLowerCase(), value]),
    );
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: `${url.pathname}${url.search}`,
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const handler = handlers[`${request.method} ${url.pathname}`];
    if (!handler) return errorBody(404, 'NOT_FOUND', `No mock for ${request.method} ${url.pathname}`);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}
