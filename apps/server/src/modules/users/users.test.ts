import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type Tokens } from '../../../test/helpers/test-app';

describe('/v1/users', () => {
  let t: TestApp;
  let admin: Tokens;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    for (const name of ['Zed Zulu', 'Amy Alpha', 'Mia Mike']) await t.buildUser({ name });
  });
  afterAll(() => t.close());

  const get = (path: string) => t.request('GET', path, { token: admin.idToken });

  it('pages users with the default sort by user id', async () => {
    const res = await get('/v1/users');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 7, page: 0, rowsPerPage: 25 });
    const ids = res.body.items.map((u: { user_id: string }) => u.user_id);
    expect(ids).toEqual([...ids].sort());
    expect(res.body.items[0]).not.toHaveProperty('passwordHash');
    expect(Object.keys(res.body.items[0]).sort()).toEqual(
      ['active', 'created_at', 'email', 'name', 'role', 'updated_at', 'user_id'].sort(),
    );
  });

  it('sorts by name both ways and pages', async () => {
    const asc = await get('/v1/users?sortBy=name&sortDir=asc');
    const names = asc.body.items.map((u: { name: string }) => u.name);
    expect(names[0]).toBe('Ada Admin');
    expect(names).toEqual([...names].sort());
    const desc = await get('/v1/users?sortBy=name&sortDir=desc');
    expect(desc.body.items[0].name).toBe('Zed Zulu');
    const second = await get('/v1/users?rowsPerPage=25&page=1');
    expect(second.body).toMatchObject({ items: [], total: 7, page: 1 });
  });

  it('searches name and email, case-insensitively, with wildcards taken literally', async () => {
    const byName = await get('/v1/users?search=ALPHA');
    expect(byName.body.items.map((u: { name: string }) => u.name)).toEqual(['Amy Alpha']);
    expect(byName.body.total).toBe(1);
    const byEmail = await get('/v1/users?search=quality@');
    expect(byEmail.body.items.map((u: { email: string }) => u.email)).toEqual(['quality@example.com']);
    expect((await get('/v1/users?search=%25')).body.total).toBe(0);
  });

  it('validates the list query', async () => {
    const res = await get('/v1/users?rowsPerPage=10&sortBy=password_hash');
    expect(res.status).toBe(422);
    const paths = res.body.issues.map((i: { path: string }) => i.path).sort();
    expect(paths).toEqual(['rowsPerPage', 'sortBy']);
    expect(res.body.issues.find((i: { path: string }) => i.path === 'rowsPerPage').message).toBe(
      'rowsPerPage must be 25, 50 or 100.',
    );
  });

  it('gets one user, or 404', async () => {
    const me = await get(`/v1/users/${admin.user.user_id}`);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('admin@example.com');
    const missing = await get('/v1/users/00000000-0000-0000-0000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'User not found.' });
  });

  it('creates a user (lower-cased email) and refuses a duplicate with 409', async () => {
    const created = await t.request('POST', '/v1/users', {
      token: admin.idToken,
      body: { email: '  Sam.Smith@Example.com ', name: '  Sam Smith ' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: 'sam.smith@example.com',
      name: 'Sam Smith',
      role: 'user',
      active: true,
    });
    const duplicate = await t.request('POST', '/v1/users', {
      token: admin.idToken,
      body: { email: 'SAM.SMITH@example.com', name: 'Sam Again' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe('CONFLICT');
    const blank = await t.request('POST', '/v1/users', {
      token: admin.idToken,
      body: { email: 'x@y.com', name: '  ' },
    });
    expect(blank.status).toBe(422);
    expect(blank.body.issues).toEqual([{ path: 'name', message: 'Name is required' }]);
  });

  it('changes role and status', async () => {
    const person = await t.buildUser();
    const promoted = await t.request('PUT', `/v1/users/${person.user_id}`, {
      token: admin.idToken,
      body: { role: 'investigator' },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ role: 'investigator', active: true });
    const session = await t.loginAs(person.email, person.password);
    expect(session.user.role).toBe('investigator');
    const bad = await t.request('PUT', `/v1/users/${person.user_id}`, {
      token: admin.idToken,
      body: { role: 'boss' },
    });
    expect(bad.status).toBe(422);
    const empty = await t.request('PUT', `/v1/users/${person.user_id}`, { token: admin.idToken, body: {} });
    expect(empty.status).toBe(422);
    const missing = await t.request('PUT', '/v1/users/nobody', {
      token: admin.idToken,
      body: { active: false },
    });
    expect(missing.status).toBe(404);
  });

  it('renames a user (trimmed; history; everyone sees the new name) and refuses a blank name', async () => {
    const person = await t.buildUser({ name: 'Jon Smiht' });
    const renamed = await t.request('PUT', `/v1/users/${person.user_id}`, {
      token: admin.idToken,
      body: { name: '  Jon Smith ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Jon Smith', role: 'user', active: true });
    const user = await t.login('user');
    const data = await t.request('GET', '/v1/data', { token: user.idToken });
    expect(data.body.users).toContainEqual({ user_id: person.user_id, name: 'Jon Smith', canOwnWork: false });
    const history = await t.db
      .selectFrom('history')
      .select(['action', 'changes'])
      .where('entity_type', '=', 'user')
      .where('entity_id', '=', person.user_id)
      .where('action', '=', 'update')
      .execute();
    expect(history.map((h) => JSON.parse(h.changes ?? '{}'))).toContainEqual({
      name: { from: 'Jon Smiht', to: 'Jon Smith' },
    });

    const blank = await t.request('PUT', `/v1/users/${person.user_id}`, {
      token: admin.idToken,
      body: { name: '   ' },
    });
    expect(blank.status).toBe(422);
    expect(blank.body.message).toBe('Name is required');
    const forbidden = await t.request('PUT', `/v1/users/${person.user_id}`, {
      token: user.idToken,
      body: { name: 'Hijacked' },
    });
    expect(forbidden.status).toBe(403);
    expect((await get(`/v1/users/${person.user_id}`)).body.name).toBe('Jon Smith');
  });

  it('refuses to leave no active admin', async () => {
    const demote = await t.request('PUT', `/v1/users/${admin.user.user_id}`, {
      token: admin.idToken,
      body: { role: 'user' },
    });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe('There must always be at least one active admin.');
    const deactivate = await t.request('PUT', `/v1/users/${admin.user.user_id}`, {
      token: admin.idToken,
      body: { active: false },
    });
    expect(deactivate.status).toBe(409);

    const second = await t.buildUser({ role: 'admin' });
    const ok = await t.request('PUT', `/v1/users/${admin.user.user_id}`, {
      token: admin.idToken,
      body: { role: 'quality' },
    });
    expect(ok.status).toBe(200);
    const otherAdmin = await t.loginAs(second.email, second.password);
    const last = await t.request('PUT', `/v1/users/${second.user_id}`, {
      token: otherAdmin.idToken,
      body: { active: false },
    });
    expect(last.status).toBe(409);
  });
});
