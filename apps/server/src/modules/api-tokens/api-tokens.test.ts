import { API_TOKEN_MSG } from '@qi/domain/api-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signatureKit } from '../signatures/signature-test-kit';

describe('/v1/api-tokens: tokens for machines', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof signatureKit>>;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    k = await signatureKit(t);
    admin = k.callers.admin.token;
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>) => {
    const res = await t.request('POST', '/v1/api-tokens', { token: admin, body });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
    return res.body as { id: string; token: string; serviceAccountId: string; role: string; name: string };
  };
  const list = async () =>
    (await t.request('GET', '/v1/api-tokens', { token: admin })).body.items as {
      id: string;
      lastUsedAt: string | null;
      status: string;
      serviceAccountId: string;
    }[];
  const revoke = (id: string, token = admin) => t.request('POST', `/v1/api-tokens/${id}/revoke`, { token });
  const historyOf = (userId: string) =>
    t.db
      .selectFrom('history')
      .selectAll()
      .where('entity_type', '=', 'user')
      .where('entity_id', '=', userId)
      .execute();

  it('only admins list, create and revoke tokens', async () => {
    const quality = k.callers.quality.token;
    expect((await t.request('GET', '/v1/api-tokens', { token: quality })).status).toBe(403);
    expect((await t.request('POST', '/v1/api-tokens', { token: quality, body: { name: 'X' } })).status).toBe(
      403,
    );
    expect((await revoke('x', quality)).status).toBe(403);
    expect((await t.request('GET', '/v1/api-tokens')).status).toBe(401);
  });

  it('creates a token shown once: role user and 90 days by default; the list never holds the secret', async () => {
    const before = Date.now();
    const created = await create({ name: 'CI robot' });
    expect(created.token).toMatch(/^qit_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'CI robot',
      role: 'user',
      status: 'active',
      tokenPrefix: created.token.slice(0, 12),
      lastUsedAt: null,
      revokedAt: null,
      createdBy: { user_id: k.callers.admin.id, name: 'Ada Admin' },
    });
    const days = (Date.parse((created as unknown as { expiresAt: string }).expiresAt) - before) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    const listed = await t.request('GET', '/v1/api-tokens', { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain(created.token);
    expect(listed.body.items[0]).not.toHaveProperty('token');
    expect(listed.body.items[0].id).toBe(created.id);
    // Only the hash is stored.
    const row = await t.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect((await historyOf(created.serviceAccountId)).map((h) => h.action)).toEqual(['create-api-token']);
  });

  it('refuses invalid input with the messages (422)', async () => {
    const res = await t.request('POST', '/v1/api-tokens', {
      token: admin,
      body: { name: ' ', role: 'root', expiresInDays: 7 },
    });
    expect(res.status).toBe(422);
    const messages = Object.fromEntries(
      res.body.issues.map((i: { path: string; message: string }) => [i.path, i.message]),
    );
    expect(messages).toEqual({
      name: API_TOKEN_MSG.nameRequired,
      role: API_TOKEN_MSG.role,
      expiresInDays: API_TOKEN_MSG.expiry,
    });
  });

  it("a 'user' token reports incidents as its service account, and may not read the users list", async () => {
    const { token, serviceAccountId } = await create({ name: 'Line scanner', expiresInDays: 30 });
    const res = await t.request('POST', '/v1/incidents', { token, body: { ...k.form, action: 'submit' } });
    expect(res.status).toBe(201);
    expect(res.body.reportedBy).toBe(serviceAccountId);
    const history = await t.request('GET', `/v1/incidents/${res.body.id}/history`, { token: admin });
    expect(history.body[0].actor).toEqual({ user_id: serviceAccountId, name: 'Line scanner' });
    expect((await t.request('GET', '/v1/users', { token })).status).toBe(403);
    expect((await t.request('GET', '/v1/api-tokens', { token })).status).toBe(403);
    // The service account is no person: not in the users list, cannot sign in, owns no work.
    const users = await t.request('GET', '/v1/users?search=Line%20scanner', { token: admin });
    expect(users.body.total).toBe(0);
    const account = await t.db
      .selectFrom('users')
      .selectAll()
      .where('user_id', '=', serviceAccountId)
      .executeTakeFirstOrThrow();
    const login = await t.request('POST', '/v1/auth/login', {
      body: { email: account.email, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(401);
    const names = await t.request('GET', '/v1/data', { token: admin });
    expect(names.status).toBe(200);
    const entry = names.body.users.find((u: { user_id: string }) => u.user_id === serviceAccountId);
    expect(entry).toMatchObject({ name: 'Line scanner', canOwnWork: false });
  });

  it("a 'quality' token triages; last used is written at most once a minute", async () => {
    const { id, token } = await create({ name: 'Triage bot', role: 'quality', expiresInDays: 365 });
    const incident = await k.create(k.callers.user, 'submit');
    const res = await t.request('PUT', `/v1/incidents/${incident.id}`, {
      token,
      body: { action: 'acknowledge', severity: 'minor' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('acknowledged');
    const first = (await list()).find((x) => x.id === id)?.lastUsedAt;
    expect(first).toEqual(expect.any(String));
    expect((await t.request('GET', `/v1/incidents/${incident.id}`, { token })).status).toBe(200);
    expect((await list()).find((x) => x.id === id)?.lastUsedAt).toBe(first);
    // A machine gets no email (the quality team's "submitted" notice goes to people only).
    const account = await t.db
      .selectFrom('users')
      .select('email')
      .where('user_id', '=', (await list()).find((x) => x.id === id)?.serviceAccountId ?? '')
      .executeTakeFirstOrThrow();
    expect(await t.emailsTo(account.email)).toEqual([]);
  });

  it('an unknown, expired or revoked token, or one whose account is disabled, is refused (401)', async () => {
    expect((await t.request('GET', '/v1/auth/me', { token: 'qit_unknown' })).status).toBe(401);

    const expired = await create({ name: 'Old job' });
    await t.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.id)
      .execute();
    const refused = await t.request('GET', '/v1/auth/me', { token: expired.token });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Please sign in.');
    expect((await list()).find((x) => x.id === expired.id)?.status).toBe('expired');

    const revoked = await create({ name: 'Leaked' });
    expect((await t.request('GET', '/v1/auth/me', { token: revoked.token })).status).toBe(200);
    const res = await revoke(revoked.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: revoked.id, status: 'revoked', revokedAt: expect.any(String) });
    expect((await t.request('GET', '/v1/auth/me', { token: revoked.token })).status).toBe(401);
    const again = await revoke(revoked.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(API_TOKEN_MSG.alreadyRevoked);
    expect((await revoke('no-such-token')).status).toBe(404);
    expect((await historyOf(revoked.serviceAccountId)).map((h) => h.action).sort()).toEqual([
      'create-api-token',
      'revoke-api-token',
    ]);

    const disabled = await create({ name: 'Paused' });
    const off = await t.request('PUT', `/v1/users/${disabled.serviceAccountId}`, {
      token: admin,
      body: { active: false },
    });
    expect(off.status).toBe(200);
    expect((await t.request('GET', '/v1/auth/me', { token: disabled.token })).status).toBe(401);
  });

  it('a token cannot change a password, sign out or sign (403)', async () => {
    const { token } = await create({ name: 'Quality bot', role: 'quality' });
    const change = await t.request('POST', '/v1/auth/change-password', {
      token,
      body: { oldPassword: 'x', newPassword: 'Chosen@passw0rd' },
    });
    expect(change.status).toBe(403);
    expect(change.body.message).toBe(API_TOKEN_MSG.peopleOnly);
    const logout = await t.request('POST', '/v1/auth/logout', { token });
    expect(logout.status).toBe(403);

    await k.setSignatures('password');
    try {
      const incident = await k.acknowledgedIncident();
      await k.disposeAll(k.callers.quality, incident.id);
      const approve = await t.request('POST', `/v1/incidents/${incident.id}/disposition/approve`, {
        token,
        body: k.withPassword,
      });
      expect(approve.status).toBe(403);
      expect(approve.body.message).toBe(API_TOKEN_MSG.peopleOnly);
    } finally {
      await k.setSignatures('off');
    }
  });
});
