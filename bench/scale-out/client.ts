/** A small HTTP client for the checks: JSON in and out, bearer token, and the instance that answered. */

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the checks read whatever JSON the API answers
  body: any;
  text: string;
  headers: Headers;
  /** nginx's X-Upstream (host:port of the instance), null when the request did not go through nginx. */
  upstream: string | null;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export async function call(base: string, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) body = options.form;
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text !== '') parsed = JSON.parse(text);
  return {
    status: response.status,
    body: parsed,
    text,
    headers: response.headers,
    upstream: response.headers.get('x-upstream'),
  } satisfies Answer as Answer;
}

/** Like `call`, but throws with the answer unless the status is the expected one. */
export async function expectStatus(
  expected: number,
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const answer = await call(base, method, path, options);
  if (answer.status !== expected) {
    throw new Error(
      `${method} ${path} answered ${answer.status} (expected ${expected}): ${answer.text.slice(0, 400)}`,
    );
  }
  return answer;
}

export interface Tokens {
  idToken: string;
  refreshToken: string;
}

export async function signIn(base: string, email: string, password: string): Promise<Tokens> {
  const answer = await expectStatus(200, base, 'POST', '/v1/auth/login', { json: { email, password } });
  return { idToken: answer.body.idToken, refreshToken: answer.body.refreshToken };
}
