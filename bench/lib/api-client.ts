/** Minimal JSON client for the benchmarks (fetch, bearer token). */

export const BENCH_EMAIL = 'quality@example.com';
export const BENCH_PASSWORD = 'Passw0rd!';

export async function signIn(url: string, email = BENCH_EMAIL, password = BENCH_PASSWORD): Promise<string> {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { idToken?: string; message?: string };
  if (!response.ok || !body.idToken) {
    throw new Error(`Sign-in as ${email} failed: ${response.status} ${body.message ?? JSON.stringify(body)}`);
  }
  return body.idToken;
}

export async function getJson<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

/**
 * How many incidents the caller's list holds: the sum of its status counts (`/v1/incidents/distinct`), since
 * the list's own total is capped at 10,000 ("10,000+", decision 048).
 */
export async function listSize(url: string, token: string): Promise<number> {
  const statuses = await getJson<{ count: number }[]>(`${url}/v1/incidents/distinct?column=status`, token);
  return statuses.reduce((sum, status) => sum + status.count, 0);
}
