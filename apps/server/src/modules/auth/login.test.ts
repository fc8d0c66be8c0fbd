import { MSG } from '@qi/domain/validation-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('POST /v1/auth/login and bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('signs in with email and password and returns tokens and the user', async () => {
    const res = await t.request('POST', '/v1/auth/login', {
      body: { email: 'Admin@Example.com', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      expiresIn: 900,
      user: { email: 'admin@example.com', role: 'admin', active: true },
    });
    expect(res.body.idToken.split('.')).toHaveLength(3);
    expect(res.body.refreshToken.length).toBeGreaterThan(30);
    expect(res.body.user).not.toHaveProperty('passwordHash');
    const me = await t.request('GET', '/v1/auth/me', { token: res.body.idToken });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('admin@example.com');
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const wrong = await t.request('POST', '/v1/auth/login', {
      body: { email: 'quality@example.com', password: 'Wrong-password1' },
    });
    const unknown = await t.request('POST', '/v1/auth/login', {
      body: { email: 'nobody@example.com', password: 'Wrong-password1' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        message: 'Incorrect email or password.',
      });
    }
  });

  it('says a deactivated account is deactivated only when the password is right', async () => {
    const person = await t.buildUser({ active: false });
    const right = await t.request('POST', '/v1/auth/login', {
      body: { email: person.email, password: person.password },
    });
    expect(right.status).toBe(403);
    expect(right.body.message).toBe('This account has been deactivated.');
    const wrong = await t.request('POST', '/v1/auth/login', {
      body: { email: person.email, password: 'Wrong-password1' },
    });
    expect(wrong.status).toBe(401);
  });

  it('answers missing fields with 422 and the exact messages', async () => {
    const res = await t.request('POST', '/v1/auth/login', { body: {} });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: MSG.emailRequired },
        { path: 'password', message: MSG.passwordRequired },
      ]),
    );
  });

  it('answers wrong types, a bad email and a short password with 422', async () => {
    const types = await t.request('POST', '/v1/auth/login', { body: { email: 42, password: true } });
    expect(types.status).toBe(422);
    expect(types.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'password']);

    const badEmail = await t.request('POST', '/v1/auth/login', {
      body: { email: 'not-an-email', password: 'x' },
    });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: MSG.emailInvalid },
        { path: 'password', message: MSG.passwordMinLength },
      ]),
    );
  });

  it('answers a body that is not JSON with 400 and a wrong content type with 415', async () => {
    const broken = await t.request('POST', '/v1/auth/login', {
      rawBody: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });

    const notObject = await t.request('POST', '/v1/auth/login', { body: ['a'] });
    expect(notObject.status).toBe(400);
    expect(notObject.body.message).toBe('The request body must be a JSON object.');

    const noBody = await t.request('POST', '/v1/auth/login');
    expect(noBody.status).toBe(400);

    const xml = await t.request('POST', '/v1/auth/login', {
      rawBody: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(415);
    expect(xml.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
