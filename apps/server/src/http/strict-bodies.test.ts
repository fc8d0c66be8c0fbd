import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../test/helpers/test-app';
import { dropsUnknownKeys } from './strict-bodies';

describe('dropsUnknownKeys', () => {
  it('tells a loose body from a strict one through wrappers, unions and preprocessing', () => {
    const strict = z.strictObject({ a: z.string() });
    const loose = z.object({ a: z.string() });
    expect(dropsUnknownKeys(strict)).toBe(false);
    expect(dropsUnknownKeys(loose)).toBe(true);
    expect(dropsUnknownKeys(loose.strict().refine(() => true))).toBe(false);
    expect(dropsUnknownKeys(z.preprocess((v) => v, loose))).toBe(true);
    expect(dropsUnknownKeys(z.preprocess((v) => v, strict).optional())).toBe(false);
    expect(dropsUnknownKeys(z.union([strict, loose]))).toBe(true);
    expect(dropsUnknownKeys(strict.extend({ b: z.number() }))).toBe(false);
    // Objects inside a body are records sent back (locations, attachments): not held to the rule.
    expect(dropsUnknownKeys(z.strictObject({ nested: loose }))).toBe(false);
  });

  it('the app refuses to start with a route whose body would drop unknown keys', async () => {
    const start = startTestApp({
      deps: {
        extraRoutes: (app) =>
          app.post(
            '/v1/test-loose-body',
            { config: { access: 'signed-in' }, schema: { body: z.object({ a: z.string() }) } },
            async () => ({ ok: true }),
          ),
      },
    });
    await expect(start).rejects.toThrow(/must refuse unknown body keys/);
  });
});

/** Every JSON body route that dropped unknown keys silently before (incidents and checks already refused them). */
const ROUTES: [method: string, url: string][] = [
  ['POST', '/v1/auth/login'],
  ['POST', '/v1/auth/new-password'],
  ['POST', '/v1/auth/refresh'],
  ['POST', '/v1/auth/forgot-password'],
  ['POST', '/v1/auth/forgot-password/confirm'],
  ['POST', '/v1/auth/change-password'],
  ['POST', '/v1/users'],
  ['PUT', '/v1/users/no-such-user'],
  ['POST', '/v1/products'],
  ['POST', '/v1/partNumbers'],
  ['PUT', '/v1/due-date-defaults'],
  ['POST', '/v1/investigations'],
  ['PUT', '/v1/investigations/no-such-investigation'],
  ['POST', '/v1/investigations/no-such-investigation/reopen'],
  ['PUT', '/v1/reports/no-such-report'],
  ['POST', '/v1/charts/series'],
  ['PUT', '/v1/incidents/no-such-incident'],
  ['PUT', '/v1/effectiveness-checks/no-such-check'],
];

describe('an unknown key in any JSON body: 422 naming it, before anything is looked up or written', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = (await t.login('admin')).idToken;
  });
  afterAll(() => t.close());

  it.each(ROUTES)('%s %s', async (method, url) => {
    const res = await t.request(method, url, { token, body: { unexpectedKey: 1 } });
    expect(res.status, res.text).toBe(422);
    const messages = (res.body.issues as { message: string }[]).map((issue) => issue.message);
    expect(messages).toContainEqual(expect.stringContaining('"unexpectedKey"'));
  });
});
