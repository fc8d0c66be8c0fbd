import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../../../test/helpers/log-capture';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { ConfigError, loadConfig } from '../../config';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const EXPIRED = {
  statusCode: 401,
  code: 'UNAUTHENTICATED',
  message: 'Your session has expired. Please sign in again.',
};

describe('sessions end: rotation with reuse detection, absolute lifetime', () => {
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'warn' }, deps: { logStream: logs.stream } });
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) => t.request('POST', '/v1/auth/refresh', { body: { refreshToken } });
  const me = (idToken: string) => t.request('GET', '/v1/auth/me', { token: idToken });

  it('a spent refresh token presented again ends the whole session', async () => {
    const person = await t.buildUser();
    const signedIn = await t.loginAs(person.email, person.password);
    const rotated = await refresh(signedIn.refreshToken);
    expect(rotated.status).toBe(200);
    expect(rotated.body.refreshToken).not.toBe(signedIn.refreshToken);

    logs.clear();
    const replay = await refresh(signedIn.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(EXPIRED);
    // The thief's replay or the owner's: either way the session is over for both.
    expect((await refresh(rotated.body.refreshToken)).status).toBe(401);
    expect((await me(rotated.body.idToken)).status).toBe(401);
    expect(logs.events('auth.refresh-token-reused')).toEqual([
      expect.objectContaining({ level: 40, userId: person.user_id, sessionEnded: true }),
    ]);
  });

  it('of 50 refreshes at once with one token, at most one wins, and the session then ends', async () => {
    const person = await t.buildUser();
    const signedIn = await t.loginAs(person.email, person.password);
    const answers = await Promise.all(Array.from({ length: 50 }, () => refresh(signedIn.refreshToken)));
    const won = answers.filter((res) => res.status === 200);
    expect(won.length).toBeLessThanOrEqual(1);
    expect(answers.filter((res) => res.status === 401)).toHaveLength(50 - won.length);
    for (const winner of won) {
      expect((await me(winner.body.idToken)).status).toBe(401);
      expect((await refresh(winner.body.refreshToken)).status).toBe(401);
    }
    expect((await me(signedIn.idToken)).status).toBe(401);
  });

  it('refreshing cannot keep a session alive past its absolute lifetime (SESSION_MAX_DAYS, 30 by default)', async () => {
    const person = await t.buildUser();
    const signedIn = await t.loginAs(person.email, person.password);
    const first = await refresh(signedIn.refreshToken);
    expect(first.status).toBe(200);
    await t.db
      .updateTable('sessions')
      .set({ created_at: new Date(Date.now() - 30 * 86_400_000 - 60_000).toISOString() })
      .where('user_id', '=', person.user_id)
      .execute();
    const late = await refresh(first.body.refreshToken);
    expect(late.status).toBe(401);
    expect(late.body).toEqual(EXPIRED);
    expect((await me(first.body.idToken)).status).toBe(401);
  });
});

describe('sessions end when idle (SESSION_IDLE_DAYS)', () => {
  let t: TestApp;
  const IDLE_SECONDS = 4;
  beforeAll(async () => {
    t = await startTestApp({ env: { SESSION_IDLE_DAYS: String(IDLE_SECONDS / 86_400) } });
  });
  afterAll(() => t.close());

  it('a session not refreshed for the idle time has ended; each refresh starts the idle time again', async () => {
    const person = await t.buildUser();
    const idle = await t.loginAs(person.email, person.password);
    const active = await t.loginAs(person.email, person.password);
    await sleep(IDLE_SECONDS * 500);
    const renewed = await t.request('POST', '/v1/auth/refresh', {
      body: { refreshToken: active.refreshToken },
    });
    expect(renewed.status).toBe(200);
    await sleep(IDLE_SECONDS * 500 + 800);

    expect((await t.request('GET', '/v1/auth/me', { token: idle.idToken })).status).toBe(401);
    const late = await t.request('POST', '/v1/auth/refresh', { body: { refreshToken: idle.refreshToken } });
    expect(late.status).toBe(401);
    expect((await t.request('GET', '/v1/auth/me', { token: renewed.body.idToken })).status).toBe(200);
  });
});

describe('session lifetime settings', () => {
  it('default to 7 idle days and 30 days in all', () => {
    expect(loadConfig({}).sessions).toEqual({
      idleMs: 7 * 86_400_000,
      maxMs: 30 * 86_400_000,
      providerMaxMs: 12 * 3_600_000,
    });
    expect(
      loadConfig({ SESSION_IDLE_DAYS: '0.5', SESSION_MAX_DAYS: '2', OIDC_SESSION_HOURS: '8.5' }).sessions,
    ).toEqual({ idleMs: 43_200_000, maxMs: 172_800_000, providerMaxMs: 30_600_000 });
  });

  it('refuse values that are not a positive number of days, and an idle time longer than the lifetime', () => {
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '0' })).toThrow(
      'SESSION_IDLE_DAYS must be a number of days above 0 and at most 365',
    );
    expect(() => loadConfig({ SESSION_MAX_DAYS: 'forever' })).toThrow(ConfigError);
    expect(() => loadConfig({ OIDC_SESSION_HOURS: '0' })).toThrow(
      'OIDC_SESSION_HOURS must be a number of hours above 0 and at most 720',
    );
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '40' })).toThrow(
      'SESSION_IDLE_DAYS must not be more than SESSION_MAX_DAYS',
    );
  });
});
