import fc from 'fast-check';
import type { CallerName } from './fuzz-sessions';
import { pathArb, queryArb } from './fuzz-targets';
import type { FuzzWorld } from './fuzz-world';
import {
  anonymousAuthorization,
  badIdSegment,
  extraHeaders,
  MALFORMED_JSON,
  WRONG_CONTENT_TYPES,
  withRawNumber,
} from './hostile-http';
import { multipartBody } from './multipart-junk';
import { mutatedExample } from './mutations';
import type { Operation } from './operations';
import { HUGE_STRING_LENGTH, hostileValue, junkValue, validValue } from './schema-arbitraries';

/** One generated request. The Authorization header of a signed-in caller is added when it is sent. */
export interface FuzzRequest {
  operation: string;
  caller: CallerName;
  /** For 'anonymous': a junk or forged Authorization header, if any. */
  authorization: string | undefined;
  method: string;
  /** Path and query, exactly as sent. */
  path: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  /** How the request was made (for the report): 'mutated body at incidentDate (hostile)', 'malformed JSON'… */
  variant: string;
  /** The existing row the path names, when it names one (the no-partial-writes check uses it). */
  target: string | undefined;
}

interface Built {
  body: Buffer | undefined;
  contentType: string | undefined;
  variant: string;
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null');

function jsonBodyArb(operation: Operation, world: FuzzWorld): fc.Arbitrary<Built> {
  const schema = operation.jsonBody;
  const examples = world.bodies[operation.key] ?? [];
  const example = examples.length > 0 ? fc.constantFrom(...examples) : validValue(schema);
  const asJson = (variant: string) => (value: unknown) => ({
    body: json(value),
    contentType: 'application/json',
    variant,
  });
  return fc.oneof(
    { weight: 8, arbitrary: example.map(asJson('valid example')) },
    {
      weight: 40,
      arbitrary: example.chain((ex) =>
        mutatedExample(ex, schema).map(({ body, mutations }) =>
          asJson(`mutated ${mutations.map((m) => `${m.path.join('.') || '(root)'}:${m.kind}`).join(', ')}`)(
            body,
          ),
        ),
      ),
    },
    { weight: 8, arbitrary: validValue(schema).map(asJson('generated from the schema')) },
    { weight: 12, arbitrary: hostileValue(schema).map(asJson('hostile body')) },
    { weight: 5, arbitrary: junkValue().map(asJson('junk body')) },
    {
      weight: 8,
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({
        body: Buffer.from(text),
        contentType: 'application/json',
        variant: 'malformed JSON',
      })),
    },
    {
      weight: 7,
      arbitrary: fc.tuple(example, fc.constantFrom(...WRONG_CONTENT_TYPES)).map(([value, contentType]) => ({
        body: json(value),
        contentType,
        variant: `content-type ${contentType.slice(0, 40)}`,
      })),
    },
    {
      weight: 4,
      arbitrary: fc.constantFrom<Built>(
        { body: undefined, contentType: undefined, variant: 'no body' },
        { body: undefined, contentType: 'application/json', variant: 'no body, JSON content type' },
        { body: Buffer.alloc(0), contentType: 'application/json', variant: 'empty body' },
      ),
    },
    {
      weight: 4,
      arbitrary: example
        .chain((ex) => withRawNumber(JSON.stringify(ex)))
        .map((text) => ({
          body: Buffer.from(text),
          contentType: 'application/json',
          variant: 'raw JSON number',
        })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(HUGE_STRING_LENGTH, 1_100_000).map((length) => ({
        body: json({ huge: 'a'.repeat(length) }),
        contentType: 'application/json',
        variant: `${length} character body`,
      })),
    },
  );
}

function emptyBodyArb(): fc.Arbitrary<Built> {
  return fc.oneof(
    {
      weight: 17,
      arbitrary: fc.constant<Built>({ body: undefined, contentType: undefined, variant: 'no body' }),
    },
    {
      weight: 2,
      arbitrary: junkValue().map((value) => ({
        body: json(value),
        contentType: 'application/json',
        variant: 'unexpected JSON body',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...MALFORMED_JSON), fc.constantFrom(...WRONG_CONTENT_TYPES))
        .map(([text, contentType]) => ({
          body: Buffer.from(text),
          contentType,
          variant: 'unexpected junk body',
        })),
    },
  );
}

function bodyArb(operation: Operation, world: FuzzWorld): fc.Arbitrary<Built> {
  if (operation.multipart) {
    return multipartBody().map((m) => ({
      body: m.body,
      contentType: m.contentType,
      variant: `multipart: ${m.note}`,
    }));
  }
  return operation.jsonBody ? jsonBodyArb(operation, world) : emptyBodyArb();
}

/**
 * Who sends it: mostly the roles the route lets in (so requests reach validation and handlers), some
 * signed-in callers it refuses, some anonymous ones.
 */
export function callerArb(
  allowed: readonly CallerName[],
  all: readonly CallerName[],
): fc.Arbitrary<CallerName> {
  const signedInAllowed = allowed.filter((c) => c !== 'anonymous');
  const refused = all.filter((c) => c !== 'anonymous' && !allowed.includes(c));
  const options: fc.WeightedArbitrary<CallerName>[] = [{ weight: 1, arbitrary: fc.constant('anonymous') }];
  if (signedInAllowed.length > 0) options.push({ weight: 8, arbitrary: fc.constantFrom(...signedInAllowed) });
  if (refused.length > 0) options.push({ weight: 1, arbitrary: fc.constantFrom(...refused) });
  return fc.oneof(...options);
}

export function requestArb(
  operation: Operation,
  world: FuzzWorld,
  callers: fc.Arbitrary<CallerName>,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      caller: callers,
      authorization: anonymousAuthorization(),
      path: pathArb(operation, world),
      query: operation.template === '/v1/files/{key}' ? fc.constant('') : queryArb(operation, world),
      built: bodyArb(operation, world),
      headers: fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extraHeaders() }),
    })
    .map(({ caller, authorization, path, query, built, headers }) => {
      const all: Record<string, string> = { ...headers };
      if (built.contentType !== undefined) all['content-type'] = built.contentType;
      return describable({
        operation: operation.key,
        caller,
        authorization: caller === 'anonymous' ? authorization : undefined,
        method: operation.method,
        path: `${path.path}${query}`,
        headers: all,
        body: built.body,
        variant: built.variant,
        target: path.target,
      });
    });
}

/** A one-line summary of a request for reports (bodies can be 1 MB). */
export function summary(request: FuzzRequest): string {
  const body = request.body ? request.body.toString('utf8') : '';
  const shortBody = body.length > 300 ? `${body.slice(0, 300)}… (${body.length} bytes)` : body;
  const path = request.path.length > 300 ? `${request.path.slice(0, 300)}…` : request.path;
  return `${request.method} ${path} as ${request.caller} [${request.variant}] headers=${JSON.stringify(request.headers).slice(0, 300)} body=${shortBody}`;
}

/** fast-check prints counterexamples with this instead of dumping megabyte bodies. */
function describable(request: FuzzRequest): FuzzRequest {
  Object.defineProperty(request, fc.toStringMethod, { value: () => summary(request), enumerable: false });
  return request;
}

/** Requests for routes that do not exist, in methods the API does not use. */
export function strayRequestArb(callers: fc.Arbitrary<CallerName>): fc.Arbitrary<FuzzRequest> {
  const path = fc.oneof(
    badIdSegment().map((segment) => `/v1/${segment}`),
    fc.constantFrom(
      '/',
      '/v1',
      '/v1/',
      '/v2/incidents',
      '/V1/INCIDENTS',
      '//v1/incidents',
      '/v1/incidents/../users',
      '/v1/incidents/x/y/z',
      '/index.html',
      '/.env',
      '/.git/config',
      '/wp-admin/',
      '/docs/../../etc/passwd',
      '/health/..',
      '/v1/openapi.json/..',
      `/${'a'.repeat(8000)}`,
    ),
  );
  return fc
    .record({
      caller: callers,
      authorization: anonymousAuthorization(),
      method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
      path,
      built: emptyBodyArb(),
    })
    .map(({ caller, authorization, method, path: p, built }) =>
      describable({
        operation: 'stray',
        caller,
        authorization: caller === 'anonymous' ? authorization : undefined,
        method,
        path: p,
        headers: built.contentType ? { 'content-type': built.contentType } : {},
        body: built.body,
        variant: 'unknown route',
        target: undefined,
      }),
    );
}
