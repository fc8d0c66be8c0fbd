import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { NAUGHTY_STRINGS, RAW_JSON_NUMBERS } from './naughty-strings';
import { ANY_UTF16_UNIT } from './schema-arbitraries';

/** The HTTP-level parts of hostile requests: ids, encodings, headers, bodies that are not JSON. */

/** Percent-encodes a value for a path or query (lone surrogates become U+FFFD, as UTF-8 on the wire would). */
export function percentEncode(value: string): string {
  return encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));
}

/** Path segments that name nothing: wrong formats, traversal, encodings, huge numbers, 5 000 characters. */
export function badIdSegment(): fc.Arbitrary<string> {
  const rawByte = fc.integer({ min: 0x21, max: 0xff }).filter((c) => c !== 0x3f && c !== 0x23 && c !== 0x2f);
  return fc.oneof(
    { weight: 3, arbitrary: fc.uuid() },
    {
      weight: 3,
      arbitrary: fc.constantFrom(...NAUGHTY_STRINGS.filter((s) => s.length > 0)).map(percentEncode),
    },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '99999999999999999999999',
        '1e309',
        'NaN',
        'null',
        'undefined',
        '%00',
        '%',
        '%zz',
        '%E0%A4%A',
        '.',
        '..',
        '%2e%2e',
        '..%2F..%2Fetc%2Fpasswd',
        '%252e%252e%252f',
        '..;',
        'a'.repeat(100),
        'a'.repeat(101),
        'a'.repeat(5000),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.string({ unit: ANY_UTF16_UNIT, minLength: 1, maxLength: 30 }).map(percentEncode),
    },
    // Raw Latin-1 bytes: the one range Node lets a client put in a path unencoded (many are not valid HTTP).
    {
      weight: 1,
      arbitrary: fc
        .array(rawByte, { minLength: 1, maxLength: 20 })
        .map((codes) => String.fromCharCode(...codes)),
    },
  );
}

/** Raw path suffixes that traverse or confuse the router. */
export const PATH_TRICKS = ['', '/', '//', '/..', '/../..', '/./', '/%2e%2e/users', ';x=1', '.json', '/%00'];

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** JWTs the server must refuse: unsigned, signed with another key, expired, or not JWTs at all. */
function forgedTokens(): string[] {
  const now = Math.floor(Date.now() / 1000);
  const claims = base64url(JSON.stringify({ sub: 'someone', sid: 'x', exp: now + 600, iat: now }));
  const none = `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${claims}.`;
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const wrongKey = `${header}.${claims}.${base64url(createHmac('sha256', 'not-the-secret').update(`${header}.${claims}`).digest())}`;
  const expiredClaims = base64url(JSON.stringify({ sub: 'someone', sid: 'x', exp: now - 600 }));
  const expired = `${header}.${expiredClaims}.${base64url(createHmac('sha256', 'x').update('y').digest())}`;
  return [none, wrongKey, expired, `${header}.${claims}`, 'a.b.c', '..', `${header}.%00.x`];
}

/** Authorization headers of callers who are not signed in (undefined: no header). */
export function anonymousAuthorization(): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(undefined) },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        ...forgedTokens().map((token) => `Bearer ${token}`),
        'Bearer',
        'Bearer ',
        'Bearer null',
        'Bearer undefined',
        'bearer x y',
        'Basic YWRtaW5AZXhhbXBsZS5jb206UGFzc3cwcmQh',
        'Token abc',
        `Bearer ${'a'.repeat(8000)}`,
        "Bearer ' OR 1=1 --",
      ),
    },
  );
}

/** Content types a JSON API should refuse (or at least not choke on). */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/JSON',
  'application/vnd.api+json',
  'application/json;',
  'application/json; boundary=x',
  '*/*',
  'json',
  'application/json, text/plain',
  '; charset=utf-8',
  'x'.repeat(2000),
];

/** Bodies sent as text with a JSON content type, that no JSON parser should accept (or should survive). */
export const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '[1,2',
  'undefined',
  'NaN',
  'Infinity',
  '{"a":1}}',
  '\ufeff{}',
  '{"a":"\\u12"}',
  '{"a":"\\x41"}',
  '{"a":"\u0000"}',
  '{"a" 1}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  '"string"',
  '123',
  'null',
  'true',
  '[]',
  '[{}]',
  ' ',
  '\u0000',
  '{"a":1} trailing',
  '/* comment */ {}',
  `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
];

/** A valid JSON text with one number swapped for a number text JSON.stringify never writes. */
export function withRawNumber(json: string): fc.Arbitrary<string> {
  const numbers = [...json.matchAll(/(?<=[:[,])-?\d+(\.\d+)?([eE][+-]?\d+)?/g)];
  if (numbers.length === 0) return fc.constantFrom(...RAW_JSON_NUMBERS);
  return fc
    .tuple(fc.constantFrom(...numbers), fc.constantFrom(...RAW_JSON_NUMBERS))
    .map(([match, raw]) => `${json.slice(0, match.index)}${raw}${json.slice(match.index + match[0].length)}`);
}

/** Headers a client may add that the server must shrug off. */
export function extraHeaders(): fc.Arbitrary<Record<string, string>> {
  const header = fc.oneof(
    fc.constantFrom(
      ['accept', 'application/xml'],
      ['accept', 'text/html'],
      ['accept', '*/*;q=0'],
      ['accept-encoding', 'gzip, deflate, br'],
      ['accept-encoding', 'identity;q=0'],
      ['accept-language', 'ar, he;q=0.9'],
      ['x-forwarded-for', "127.0.0.1, ' OR 1=1 --"],
      ['x-forwarded-for', 'a'.repeat(1000)],
      ['x-forwarded-host', 'evil.example'],
      ['x-forwarded-proto', 'gopher'],
      ['origin', 'https://evil.example'],
      ['referer', 'javascript:alert(1)'],
      ['range', 'bytes=0-0'],
      ['range', 'bytes=999999999-'],
      ['range', 'bytes=-1,-2,-3'],
      ['if-none-match', '*'],
      ['if-modified-since', 'yesterday'],
      ['cookie', 'session=x; __proto__=y'],
      ['x-http-method-override', 'DELETE'],
      ['x-request-id', '../../etc/passwd'],
      ['user-agent', 'a'.repeat(4000)],
      ['content-encoding', 'gzip'],
    ) as fc.Arbitrary<[string, string]>,
  );
  return fc.array(header, { maxLength: 3 }).map((pairs) => Object.fromEntries(pairs));
}
