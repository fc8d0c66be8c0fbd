import { describe, expect, it } from 'vitest';
import { buildTokens, buildUser, signInAs } from '../test/factories';
import { errorBody, json, mockFetch } from '../test/fetch-mock';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { getSession } from './auth-storage';

describe('apiRequest', () => {
  it('sends the bearer token and JSON, and parses the answer', async () => {
    signInAs('user');
    const { requests } = mockFetch({ 'PUT /v1/profile': (r) => json({ echo: r.body }) });
    await expect(apiRequest('/v1/profile', { method: 'PUT', body: { a: 1 } })).resolves.toEqual({
      echo: { a: 1 },
    });
    expect(requests[0]?.headers.authorization).toBe('Bearer id-1');
    expect(requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('throws ApiError built from the error body', async () => {
    mockFetch({
      'POST /v1/users': () =>
        json(
          {
            statusCode: 422,
            code: 'VALIDATION',
            message: 'Invalid.',
            issues: [{ path: 'email', message: 'Bad' }],
          },
          422,
        ),
    });
    const error = await apiRequest('/v1/users', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION', message: 'Invalid.' });
    expect((error as ApiError).issues).toEqual([{ path: 'email', message: 'Bad' }]);
  });

  it('refreshes once on 401 for concurrent calls with the cookie, and retries with the new token', async () => {
    signInAs('user');
    let refreshes = 0;
    const { requests, fetchMock } = mockFetch({
      'GET /v1/profile': (r) =>
        r.headers.authorization === 'Bearer id-2'
          ? json({ ok: true })
          : errorBody(401, 'UNAUTHENTICATED', 'Expired.'),
      'POST /v1/auth/refresh': (r) => {
        refreshes++;
        // The refresh token is in the httpOnly cookie, which the browser adds: the page never holds it.
        expect(r.body).toEqual({});
        return json(buildTokens(buildUser(), '2'));
      },
    });
    const answers = await Promise.all([apiRequest('/v1/profile'), apiRequest('/v1/profile')]);
    expect(answers).toEqual([{ ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
    const refreshCall = fetchMock.mock.calls.find(([input]) => String(input) === '/v1/auth/refresh');
    expect(refreshCall?.[1]?.credentials).toBe('same-origin');
    expect(getSession()?.idToken).toBe('id-2');
    expect(getSession()).not.toHaveProperty('refreshToken');
    expect(localStorage.getItem('qi.auth.session')).not.toContain('refresh-2');
    expect(requests.filter((r) => r.path === '/v1/profile')).toHaveLength(4);
  });

  it('never keeps a refresh token in storage; a session stored before the cookie sends its own once', async () => {
    signInAs('user');
    expect(localStorage.getItem('qi.auth.session')).not.toContain('refresh-1');
    const stored = JSON.parse(localStorage.getItem('qi.auth.session') ?? '{}');
    localStorage.setItem('qi.auth.session', JSON.stringify({ ...stored, refreshToken: 'legacy-1' }));
    const bodies: unknown[] = [];
    mockFetch({
      'GET /v1/profile': (r) =>
        r.headers.authorization === 'Bearer id-2'
          ? json({ ok: true })
          : errorBody(401, 'UNAUTHENTICATED', 'Expired.'),
      'POST /v1/auth/refresh': (r) => {
        bodies.push(r.body);
        return json(buildTokens(buildUser(), '2'));
      },
    });
    await expect(apiRequest('/v1/profile')).resolves.toEqual({ ok: true });
    expect(bodies).toEqual([{ refreshToken: 'legacy-1' }]);
    expect(localStorage.getItem('qi.auth.session')).not.toContain('legacy-1');
    expect(localStorage.getItem('qi.auth.session')).not.toContain('refresh-2');
  });

  it('does not refresh again when another tab already did', async () => {
    signInAs('user');
    let refreshes = 0;
    mockFetch({
      'GET /v1/profile': (r) => {
        if (r.headers.authorization === 'Bearer id-2') return json({ ok: true });
        // Meanwhile another tab refreshed: the new id token is in the shared storage.
        const stored = JSON.parse(localStorage.getItem('qi.auth.session') ?? '{}');
        localStorage.setItem('qi.auth.session', JSON.stringify({ ...stored, idToken: 'id-2' }));
        return errorBody(401, 'UNAUTHENTICATED', 'Expired.');
      },
      'POST /v1/auth/refresh': () => {
        refreshes++;
        return errorBody(401, 'UNAUTHENTICATED', 'Spent.');
      },
    });
    await expect(apiRequest('/v1/profile')).resolves.toEqual({ ok: true });
    expect(refreshes).toBe(0);
  });

  it('signs out when the refresh fails', async () => {
    signInAs('user');
    localStorage.setItem('qi.cache.data', '{}');
    localStorage.setItem('other-app', 'kept');
    mockFetch({
      'GET /v1/profile': () => errorBody(401, 'UNAUTHENTICATED', 'Expired.'),
      'POST /v1/auth/refresh': () => errorBody(401, 'UNAUTHENTICATED', 'Session ended.'),
    });
    await expect(apiRequest('/v1/profile')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('qi.cache.data')).toBeNull();
    expect(localStorage.getItem('other-app')).toBe('kept');
  });

  it('does not refresh for anonymous calls', async () => {
    signInAs('user');
    const { requests } = mockFetch({
      'POST /v1/auth/login': () => errorBody(401, 'UNAUTHENTICATED', 'Incorrect email or password.'),
    });
    await expect(
      apiRequest('/v1/auth/login', { method: 'POST', body: {}, anonymous: true }),
    ).rejects.toMatchObject({ message: 'Incorrect email or password.' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });
});
