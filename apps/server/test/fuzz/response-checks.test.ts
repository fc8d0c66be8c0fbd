import { describe, expect, it } from 'vitest';
import type { RawResponse } from './fuzz-client';
import type { FuzzRequest } from './fuzz-requests';
import { NAUGHTY_KEYS, NAUGHTY_STRINGS } from './naughty-strings';
import { leaksIn, problemsWith } from './response-checks';

/** The fuzzer's own checks must catch what they are for, and not cry wolf at the fuzzer's own input. */
function request(body?: unknown, path = '/v1/products'): FuzzRequest {
  return {
    operation: 'POST /v1/products',
    caller: 'admin',
    authorization: undefined,
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
    variant: 'test',
    target: undefined,
  };
}

function answer(status: number, body: unknown, type = 'application/json; charset=utf-8'): RawResponse {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { status, headers: { 'content-type': type }, body: Buffer.from(text), error: undefined };
}

describe('fuzz response checks', () => {
  it('no naughty string looks like a leak when stored and returned, or echoed in an error', () => {
    for (const value of [...NAUGHTY_STRINGS, ...NAUGHTY_KEYS]) {
      expect(leaksIn(JSON.stringify({ items: [{ name: value }] }), false), value).toEqual([]);
      const error = { statusCode: 422, code: 'VALIDATION', message: `Unknown product: ${value}` };
      expect(problemsWith(request({ name: value }), answer(422, error)), value).toEqual([]);
    }
  });

  it('accepts proper answers', () => {
    expect(problemsWith(request({ name: 'a' }), answer(201, { id: 'x', name: 'a' }))).toEqual([]);
    const validation = {
      statusCode: 422,
      code: 'VALIDATION',
      message: 'Please select a value from the list.',
    };
    expect(problemsWith(request({}), answer(422, validation))).toEqual([]);
  });

  it('flags 5xx, missing answers and error bodies without the API shape', () => {
    const internal = { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong.' };
    expect(problemsWith(request(), answer(500, internal))).toEqual(['status 500']);
    expect(problemsWith(request(), { ...answer(200, ''), error: 'socket hang up' })[0]).toMatch(
      /no complete answer/,
    );
    expect(problemsWith(request(), answer(404, 'Not Found', 'text/plain'))[0]).toMatch(/not JSON/);
    const fastify = { statusCode: 414, code: 'FST_ERR_MAX_PARAM_LENGTH', message: 'too long' };
    expect(problemsWith(request(), answer(414, fastify))).toEqual([
      'error answer code "FST_ERR_MAX_PARAM_LENGTH" is not one of the API\'s error codes',
    ]);
    expect(
      problemsWith(request(), answer(400, { statusCode: 400, code: 'BAD_REQUEST', message: ' ' })),
    ).toEqual(['error answer has no message']);
  });

  it('finds stacks, driver errors and SQL in bodies', () => {
    const leaks = [
      'Error: boom\n    at handler (/srv/app/src/modules/incidents/incident-service.ts:42:7)',
      'at Object.run (node_modules/kysely/dist/esm/index.js:10:3)',
      'SqliteError: UNIQUE constraint failed: products.name',
      'SQLITE_CONSTRAINT',
      'duplicate key value violates unique constraint "products_name_key"',
      'invalid input syntax for type integer: "abc"',
      'relation "incidents" does not exist',
      "TypeError: Cannot read properties of undefined (reading 'id')",
      '$argon2id$v=19$m=19456,t=2,p=1$abc',
    ];
    for (const leak of leaks) {
      expect(leaksIn(JSON.stringify({ message: leak }), false), leak).not.toEqual([]);
    }
    const sql = ['select * from "users" where "email" = $1', 'insert into incidents', 'column password_hash'];
    for (const text of sql) {
      expect(leaksIn(JSON.stringify({ statusCode: 400, message: text }), true), text).not.toEqual([]);
    }
  });
});
