import fc from 'fast-check';
import type { FuzzWorld } from './fuzz-world';
import { badIdSegment, PATH_TRICKS, percentEncode } from './hostile-http';
import type { JsonSchema } from './json-schema';
import { mutatedExample } from './mutations';
import { NAUGHTY_KEYS, NAUGHTY_STRINGS } from './naughty-strings';
import type { Operation } from './operations';
import { hostileValue, validValue } from './schema-arbitraries';

/** Where a fuzzed request goes: its path (real, bad and tampered ids) and its query string. */

function stringify(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** Which kind of row a path parameter names, by the collection in front of it. */
function idPool(template: string, world: FuzzWorld): string[] {
  if (template.startsWith('/v1/incidents/')) return world.ids.incident;
  if (template.startsWith('/v1/investigations/')) return world.ids.investigation;
  if (template.startsWith('/v1/users/')) return world.ids.user;
  if (template.startsWith('/v1/reports/')) return world.ids.report;
  return [];
}

export function pathArb(
  operation: Operation,
  world: FuzzWorld,
): fc.Arbitrary<{ path: string; target?: string }> {
  if (operation.template === '/v1/files/{key}') return filePathArb(world);
  if (operation.pathParams.length === 0) {
    return fc.oneof(
      { weight: 9, arbitrary: fc.constant({ path: operation.template }) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(...PATH_TRICKS)
          .map((trick) => ({ path: `${operation.template}${trick}` })),
      },
    );
  }
  const pool = idPool(operation.template, world);
  const segment = fc.oneof(
    ...(pool.length > 0
      ? [{ weight: 6, arbitrary: fc.constantFrom(...pool).map((id) => ({ value: id, target: id })) }]
      : []),
    { weight: 4, arbitrary: badIdSegment().map((value) => ({ value, target: undefined })) },
  );
  return fc
    .tuple(segment, fc.oneof({ weight: 12, arbitrary: fc.constant('') }, fc.constantFrom(...PATH_TRICKS)))
    .map(([{ value, target }, trick]) => {
      const path = operation.template.replace(/\{[^}]+\}/, value);
      return trick ? { path: `${path}${trick}` } : { path, target };
    });
}

/** Signed file URLs with their key, expiry, signature or name tampered with, and keys that traverse. */
function filePathArb(world: FuzzWorld): fc.Arbitrary<{ path: string }> {
  const tamper = fc.constantFrom(...world.filePaths).chain((signed) => {
    const url = new URL(signed, 'http://x');
    const params = [...url.searchParams.keys()];
    return fc.oneof(
      fc.constant(signed),
      fc
        .tuple(fc.constantFrom(...params), fc.oneof(fc.constantFrom(...NAUGHTY_STRINGS), fc.string()))
        .map(([name, value]) => {
          url.searchParams.set(name, value);
          return `${url.pathname}${url.search}`;
        }),
      fc.constantFrom(...params).map((name) => {
        url.searchParams.delete(name);
        return `${url.pathname}${url.search}`;
      }),
      fc.constant(`${url.pathname}x${url.search}`),
    );
  });
  const keys = fc
    .tuple(
      badIdSegment(),
      fc.constantFrom('', '?expires=1&signature=x', '?expires=99999999999&signature=a&name=b'),
    )
    .map(([key, query]) => `/v1/files/${key}${query}`);
  const traversal = fc
    .constantFrom(
      '/v1/files/../../etc/passwd',
      '/v1/files/organisations/..%2F..%2F..%2Fetc%2Fpasswd',
      '/v1/files/..%2F..%2Fetc%2Fpasswd',
      '/v1/files/organisations%2F..%2F..%2Fsecrets',
      '/v1/files/%2e%2e/%2e%2e/secrets',
      '/v1/files/organisations/',
      '/v1/files/',
      '/v1/files',
    )
    .map((path) => `${path}?expires=99999999999&signature=x`);
  return fc.oneof(tamper, keys, traversal).map((path) => ({ path }));
}

interface QueryParamArbs {
  name: string;
  /** Absent (when optional) or a valid value. */
  fine: fc.Arbitrary<string[]>;
  /** A wrong value, the parameter repeated, or a required one left out. */
  bad: fc.Arbitrary<string[]>;
}

function queryParamArbs(
  name: string,
  schema: JsonSchema,
  required: boolean,
  world: FuzzWorld,
): QueryParamArbs {
  const examples = world.query[name] ?? [];
  const structured = examples.some((e) => e !== null && typeof e === 'object');
  const valid =
    examples.length > 0 && !structured
      ? fc.constantFrom(...examples)
      : examples.length > 0
        ? fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...examples) },
            {
              weight: 1,
              arbitrary: fc
                .constantFrom(...examples)
                .chain((example) => mutatedExample(example, schema).map((m) => m.body)),
            },
          )
        : validValue(schema);
  const present = valid.map((v) => [stringify(v)]);
  return {
    name,
    fine: required
      ? present
      : fc.oneof({ weight: 2, arbitrary: fc.constant<string[]>([]) }, { weight: 3, arbitrary: present }),
    bad: fc.oneof(
      // Cut to 5 000 characters: longer query strings only meet Node's header size limit (431), tried below.
      { weight: 6, arbitrary: hostileValue(schema).map((v) => [stringify(v).slice(0, 5000)]) },
      { weight: 2, arbitrary: fc.array(valid.map(stringify), { minLength: 2, maxLength: 3 }) },
      { weight: required ? 1 : 0, arbitrary: fc.constant<string[]>([]) },
    ),
  };
}

/**
 * The query string: mostly valid but for ONE parameter (so that the request reaches the handler with one bad
 * value, as with bodies), sometimes all valid, sometimes anything; now and then unknown or polluting keys and
 * raw junk.
 */
export function queryArb(operation: Operation, world: FuzzWorld): fc.Arbitrary<string> {
  const params = operation.queryParams.map((p) => queryParamArbs(p.name, p.schema, p.required, world));
  const values = fc.tuple(
    fc.tuple(...params.map((p) => p.fine)),
    fc.tuple(...params.map((p) => p.bad)),
    fc.oneof(
      { weight: 5, arbitrary: fc.constant('one bad') },
      { weight: 4, arbitrary: fc.constant('all fine') },
      { weight: 1, arbitrary: fc.constant('any') },
    ),
    fc.nat(Math.max(0, params.length - 1)),
    fc.array(fc.boolean(), { minLength: params.length, maxLength: params.length }),
  );
  const extra = fc.oneof(
    { weight: 8, arbitrary: fc.constant([] as [string, string][]) },
    {
      weight: 2,
      arbitrary: fc.array(
        fc.tuple(
          fc.constantFrom(
            ...NAUGHTY_KEYS,
            '__proto__[polluted]',
            'constructor[prototype][polluted]',
            'page[]',
            'a[b][c]',
          ),
          fc.constantFrom(...NAUGHTY_STRINGS),
        ),
        { minLength: 1, maxLength: 2 },
      ),
    },
  );
  const raw = fc.oneof(
    { weight: 40, arbitrary: fc.constant('') },
    {
      weight: 8,
      arbitrary: fc.constantFrom('&', '&&=&', '=', '%', '%zz=1', 'a=%E0%A4%A', `x=${'a'.repeat(4000)}`),
    },
    { weight: 1, arbitrary: fc.constant(`x=${'a'.repeat(20_000)}`) },
  );
  return fc.tuple(values, extra, raw).map(([[fine, bad, mode, badIndex, coin], extras, rawTail]) => {
    const parts: string[] = [];
    params.forEach(({ name }, i) => {
      const useBad = mode === 'one bad' ? i === badIndex : mode === 'any' && coin[i] === true;
      for (const value of (useBad ? bad[i] : fine[i]) ?? []) {
        parts.push(`${percentEncode(name)}=${percentEncode(value)}`);
      }
    });
    for (const [name, value] of extras) parts.push(`${percentEncode(name)}=${percentEncode(value)}`);
    if (rawTail) parts.push(rawTail);
    return parts.length > 0 ? `?${parts.join('&')}` : '';
  });
}
