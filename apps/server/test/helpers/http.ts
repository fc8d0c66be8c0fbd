import { openApiContract } from './openapi-contract-check';

// biome-ignore lint/suspicious/noExplicitAny: tests assert response bodies field by field
export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as-is (for malformed JSON tests). */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

/**
 * A fetch against the running test server; JSON in, JSON (or text) out. Every answer is checked against the
 * app's OpenAPI document (openapi-contract-check.ts): an answer the document does not describe fails the test.
 */
export function createRequester(baseUrl: string) {
  const contractProblems = openApiContract(baseUrl);
  // biome-ignore lint/suspicious/noExplicitAny: as above
  return async function request<T = any>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    const contentType = response.headers.get('content-type') ?? '';
    if (contentType.includes('json') && text) parsed = JSON.parse(text);
    const problems = await contractProblems({
      method,
      url: path,
      status: response.status,
      contentType,
      body: parsed,
    });
    if (problems.length > 0)
      throw new Error(`The answer breaks the OpenAPI document:\n${problems.join('\n')}`);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  };
}
