import { AppError } from '@qi/domain/app-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAuth } from '../../src/http/access';
import { REFUSAL_EVENT } from '../../src/http/refusal-log';
import { uploadFile } from '../../src/modules/uploads/test-multipart';
import { captureLogs } from '../helpers/log-capture';
import { DEMO_PASSWORD, startTestApp, type TestApp, type Tokens } from '../helpers/test-app';

const PINO_WARN = 40;

describe('every refused authorization is logged once, at warn, without secrets', () => {
  const logs = captureLogs();
  let t: TestApp;
  let user: Tokens;
  const secrets: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({
      env: { LOG_LEVEL: 'info' },
      deps: {
        logStream: logs.stream,
        extraRoutes(app) {
          // Stands in for an ownership check inside a handler.
          app.get('/v1/test/owned/:id', { config: { access: 'signed-in' } }, async (request) => {
            requireAuth(request);
            throw new AppError('FORBIDDEN', 'Only the owner may do this.');
          });
        },
      },
    });
    user = await t.login('user');
    secrets.push(user.idToken, user.refreshToken, DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  /** Runs one request and returns the refusal lines it logged. */
  async function refusalsOf(run: () => Promise<{ status: number }>, status?: number) {
    logs.clear();
    const res = await run();
    if (status !== undefined) expect(res.status).toBe(status);
    return logs.events(REFUSAL_EVENT);
  }

  async function expectOneRefusal(run: () => Promise<{ status: number }>, expected: Record<string, unknown>) {
    const lines = await refusalsOf(run, expected.status as number);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: PINO_WARN, event: REFUSAL_EVENT, ip: '127.0.0.1', ...expected });
    return line;
  }

  it('401 from the access hook: missing, malformed and invalid tokens, ended sessions', async () => {
    for (const [authorization, reason] of [
      [undefined, 'missing-token'],
      ['Basic dXNlcjpwYXNz', 'malformed-authorization'],
      ['Bearer not.a.token', 'invalid-token'],
    ] as const) {
      const line = await expectOneRefusal(
        () => t.request('GET', '/v1/auth/me', authorization ? { headers: { authorization } } : {}),
        { status: 401, code: 'UNAUTHENTICATED', reason, method: 'GET', url: '/v1/auth/me' },
      );
      expect(line).not.toHaveProperty('userId');
    }
    const person = await t.buildUser();
    const tokens = await t.loginAs(person.email, person.password);
    secrets.push(tokens.idToken, tokens.refreshToken);
    expect((await t.request('POST', '/v1/auth/logout', { token: tokens.idToken })).status).toBe(204);
    await expectOneRefusal(() => t.request('GET', '/v1/auth/me', { token: tokens.idToken }), {
      status: 401,
      reason: 'session-ended',
      userId: person.user_id,
    });
  });

  it('403 from the access hook names the caller and the route pattern, not the URL', async () => {
    const investigator = await t.login('investigator');
    secrets.push(investigator.idToken);
    await expectOneRefusal(() => t.request('GET', '/v1/users', { token: user.idToken }), {
      status: 403,
      code: 'FORBIDDEN',
      reason: 'role-not-permitted',
      method: 'GET',
      url: '/v1/users',
      userId: user.user.user_id,
      role: 'user',
    });
    await expectOneRefusal(
      () =>
        t.request('PUT', `/v1/users/${user.user.user_id}`, {
          token: investigator.idToken,
          body: { role: 'admin' },
        }),
      { status: 403, method: 'PUT', url: '/v1/users/:user_id', role: 'investigator' },
    );
  });

  it('403 raised inside a handler', async () => {
    await expectOneRefusal(() => t.request('GET', '/v1/test/owned/abc', { token: user.idToken }), {
      status: 403,
      reason: 'Only the owner may do this.',
      url: '/v1/test/owned/:id',
      userId: user.user.user_id,
      role: 'user',
    });
  });

  it('a refused signed link is logged without its signature', async () => {
    const upload = await uploadFile(t, user.idToken, { name: 'a.txt', content: Buffer.from('a') });
    const url = new URL(upload.body.url);
    const signature = url.searchParams.get('signature') ?? '';
    secrets.push(signature);
    url.searchParams.set('expires', '1');
    await expectOneRefusal(() => fetch(`${t.baseUrl}${url.pathname}${url.search}`), {
      status: 403,
      reason: 'This link has expired or is not valid.',
      url: '/v1/files/:key',
    });
  });

  it('failed and refused sign-ins, without the email or password', async () => {
    const person = await t.buildUser();
    const wrong = 'Wrong-passw0rd-xyz';
    secrets.push(wrong);
    const line = await expectOneRefusal(
      () => t.request('POST', '/v1/auth/login', { body: { email: person.email, password: wrong } }),
      { status: 401, reason: 'Incorrect email or password.', method: 'POST', url: '/v1/auth/login' },
    );
    expect(JSON.stringify(line)).not.toContain(person.email);
    await t.request('PUT', `/v1/users/${person.user_id}`, {
      token: (await t.login('admin')).idToken,
      body: { active: false },
    });
    await expectOneRefusal(
      () => t.request('POST', '/v1/auth/login', { body: { email: person.email, password: person.password } }),
      { status: 403, reason: 'This account has been deactivated.' },
    );
  });

  it('logs no refusal for answers that are not 401 or 403', async () => {
    expect(await refusalsOf(() => t.request('GET', '/v1/auth/me', { token: user.idToken }), 200)).toEqual([]);
    expect(await refusalsOf(() => t.request('GET', '/v1/no-such-route'), 404)).toEqual([]);
    expect(await refusalsOf(() => t.request('POST', '/v1/auth/login', { body: {} }), 422)).toEqual([]);
  });

  it('never writes a token, password or link signature to the log', () => {
    expect(logs.raw.length).toBeGreaterThan(0);
    const everything = logs.raw.join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });
});
