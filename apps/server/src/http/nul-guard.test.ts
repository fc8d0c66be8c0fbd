import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers/test-app';
import { NUL_NOT_ALLOWED } from './nul-guard';

// On PostgreSQL each of these answered 500 ("invalid byte sequence for encoding UTF8: 0x00").
describe('a NUL character anywhere in a request is refused with 400', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.login('admin')).idToken;
  });
  afterAll(() => t.close());

  const refused = { statusCode: 400, code: 'BAD_REQUEST', message: NUL_NOT_ALLOWED };

  it('in a path parameter, a query value or a JSON body, and nothing is written', async () => {
    const before = (await t.request('GET', '/v1/products', { token: admin })).body;
    const answers = [
      await t.request('GET', '/v1/incidents/a%00b', { token: admin }),
      await t.request('GET', '/v1/incidents/distinct?column=product&search=%00', { token: admin }),
      await t.request('POST', '/v1/products', { token: admin, body: { name: 'Pump\u0000' } }),
      await t.request('PUT', '/v1/profile', {
        token: admin,
        body: { incidentsFilter: [{ id: 'a\u0000', selected: true }] },
      }),
    ];
    for (const res of answers) expect(res.body).toEqual(refused);
    expect((await t.request('GET', '/v1/products', { token: admin })).body).toEqual(before);
  });

  it('in an object key, however deeply nested', async () => {
    let nested: unknown = { 'key\u0000': 1 };
    for (let i = 0; i < 1000; i++) nested = [nested];
    const res = await t.request('POST', '/v1/products', { token: admin, body: { name: 'x', extra: nested } });
    expect(res.body).toEqual(refused);
  });

  it('still lets other control characters and text through to validation', async () => {
    const res = await t.request('POST', '/v1/products', {
      token: admin,
      body: { name: 'Pump \u0001 \u200b 2' },
    });
    expect(res.status).toBe(201);
  });
});
