import { ZErrorBody } from '@qi/domain/error-body';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { isExpensiveRoute } from '../../http/expensive-route-limit';
import { webhooksDocument } from './openapi-webhooks';

/**
 * What the OpenAPI document says of every operation beyond its own schema: the error answers it can give (all
 * with the one error body), whether it needs a bearer token, and its success status. The errors follow from
 * what the server does for every route of a kind (the access hook, body and query validation, the rate
 * limits), so a new route is described right without listing them by hand; the API tests check every answer
 * against the document (test/helpers/openapi-contract-check.ts).
 */

type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/**
 * What a route declares of itself beyond what its kind implies (`config.contract`): a success status other
 * than 200, further statuses, a download's media type, the headers it reads and sets.
 */
export interface RouteContract {
  success?: 201 | 204;
  /** Further statuses, e.g. 304 for a conditional GET, or 401 for a public route that checks a password. */
  also?: number[];
  /** A download: the media type of the file it answers with (sent with a Content-Disposition). */
  file?: string;
  /** Request headers the route reads. */
  headers?: (keyof typeof REQUEST_HEADERS)[];
  /** Its answer carries an ETag to send back in If-None-Match. */
  etag?: boolean;
  /** Its answer sets (or clears) the refresh cookie. */
  cookie?: boolean;
  /**
   * The success answer's body, named as a component schema (`Incident`). Declared here rather than in
   * `schema.response` where the answer is large or hot: the presenter already whitelists it, so running every
   * answer through zod again would only cost time; the API tests check every answer against it instead.
   */
  answer?: { name: string; schema: z.ZodType };
  /** It takes one file as a `multipart/form-data` part named `file`. */
  multipart?: boolean;
  /** Query parameters that travel as JSON text (`filters=[…]`), described as such rather than as form style. */
  jsonQuery?: string[];
}

const REQUEST_HEADERS = {
  'Idempotency-Key': 'Makes a retried create safe: the same key and body answer the first answer again.',
  'If-None-Match': 'The ETag of the copy the client holds: 304 when it is still current.',
};

const header = (description: string, schema: Record<string, unknown> = { type: 'string' }) => ({
  description,
  schema,
});
const RETRY_AFTER = header('Seconds to wait before trying again.', { type: 'integer', minimum: 1 });

declare module 'fastify' {
  interface FastifyContextConfig {
    contract?: RouteContract;
  }
}

interface RouteFacts {
  method: HttpMethod;
  /** The route as Fastify names it (`/v1/incidents/:id`). */
  url: string;
  public: boolean;
  /** A supplier's route (access 'supplier'): its own session kind, and 410 once the link is gone. */
  supplier: boolean;
  hasParams: boolean;
  hasQuery: boolean;
  contract: RouteContract;
}

const DESCRIPTIONS: Record<number, string> = {
  304: 'Not modified since the ETag given in If-None-Match.',
  400: 'The request is malformed (not JSON, a parameter of the wrong shape, an unknown field).',
  401: 'No valid session, or a wrong password: sign in (or refresh) and try again.',
  403: 'The caller may not do this (their role, the object, or a signing password that was not right).',
  404: 'No such object (named in the path or the body), or the caller may not see it.',
  409: 'It conflicts with the current state: a stale save, a transition no longer allowed, a reused key.',
  410: 'The supplier link (or its request) has expired or was withdrawn: it will not work again.',
  413: 'The body is larger than this route accepts.',
  415: 'The body is not of a type this route accepts.',
  422: 'The input is not valid: `issues` names each field and what is wrong with it.',
  429: 'Too many requests: wait for Retry-After seconds and try again.',
  431: 'The request headers (or the URL) are over 16 kB; the connection is closed.',
  500: 'An unexpected failure of the server: nothing was changed; the log has the details.',
  503: 'The server is too busy for this now: try again after Retry-After seconds.',
};

const WRITES = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);
const DOCUMENT_ROUTES = /\.pdf$/;

/** The statuses other than its success an operation can answer with. */
function otherStatuses(route: RouteFacts): number[] {
  const statuses = new Set<number>([400, 431, 500, ...(route.contract.also ?? [])]);
  if (!route.public) {
    statuses.add(401);
    statuses.add(403);
  }
  if (route.supplier) statuses.add(410);
  if (route.hasParams) for (const status of [404, 422]) statuses.add(status);
  if (route.hasQuery) statuses.add(422);
  if (WRITES.has(route.method)) {
    // Any write may be sent a body (too large, or of a type it does not take), whether it reads one or not.
    for (const status of [404, 409, 413, 415, 422, 429]) statuses.add(status);
  }
  if (isExpensiveRoute(route.method, route.url)) statuses.add(429);
  if (DOCUMENT_ROUTES.test(route.url)) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/** The success answer under its own status (@fastify/swagger files a route with no response schema under 200). */
function withSuccess(responses: Record<string, Response>, success: RouteContract['success']) {
  if (!success) return responses;
  const { 200: answer, ...others } = responses;
  const described = { description: success === 204 ? 'Done; no content.' : 'Created.' };
  return { ...others, [success]: success === 204 ? described : (others[success] ?? answer ?? described) };
}

/** The success answer's file type and headers (Content-Disposition, ETag, Set-Cookie). */
function describeSuccess(responses: Record<string, Response>, contract: RouteContract): void {
  if (!contract.file && !contract.etag && !contract.cookie) return;
  const status = String(
    contract.success ?? Object.keys(responses).find((code) => code.startsWith('2')) ?? 200,
  );
  const answer: Response = { description: 'Done.', ...responses[status] };
  const headers: Record<string, unknown> = { ...answer.headers };
  if (contract.file) {
    answer.content = { [contract.file]: { schema: { type: 'string', contentMediaType: contract.file } } };
    headers['Content-Disposition'] = header('attachment, with the file name (RFC 6266, UTF-8 filename*).');
  }
  if (contract.etag) headers.ETag = header('The version of this answer, for If-None-Match.');
  if (contract.cookie) headers['Set-Cookie'] = header('The refresh cookie (httpOnly), or its removal.');
  if (Object.keys(headers).length > 0) answer.headers = headers;
  responses[status] = answer;
}

const MULTIPART_FILE = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' },
        },
      },
    },
  },
};

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

interface Parameter {
  in?: string;
  name?: string;
  schema?: unknown;
  content?: unknown;
}

/** The named query parameters as JSON text: OpenAPI's `content` instead of a form-style `schema`. */
function asJsonText(parameters: unknown[], names: string[]): unknown[] {
  return parameters.map((parameter) => {
    const { schema, ...rest } = parameter as Parameter;
    if (rest.in !== 'query' || !rest.name || !names.includes(rest.name)) return parameter;
    return { ...rest, content: { 'application/json': { schema } } };
  });
}

/** A domain zod schema as the document's JSON Schema (what the server sends: its output side). */
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
  });
  return json;
}

const INPUT_BOUNDS = new Set([
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'pattern',
]);

/**
 * An answer's schema says its shape and types, not the bounds its input had: records stored before a bound
 * was set (a cost over £100m, a longer text) are still answered, and a validating client must accept them.
 */
function withoutInputBounds(json: Record<string, unknown>): Record<string, unknown> {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, inner]) => !(INPUT_BOUNDS.has(key) && typeof inner !== 'object'))
        .map(([key, inner]) => [key, strip(inner)]),
    );
  };
  return strip(json) as Record<string, unknown>;
}

/** The success answer's body under `components.schemas[name]`, referred to from the operation. */
function describeAnswer(
  responses: Record<string, Response>,
  contract: RouteContract,
  schemas: Record<string, unknown>,
): void {
  if (!contract.answer) return;
  const { name, schema } = contract.answer;
  const existing = schemas[name];
  const json = withoutInputBounds(jsonSchemaOf(schema));
  if (existing && JSON.stringify(existing) !== JSON.stringify(json)) {
    throw new Error(`Two different answer schemas are named ${name}`);
  }
  schemas[name] = json;
  const status = String(contract.success ?? 200);
  responses[status] = {
    ...responses[status],
    description: responses[status]?.description ?? 'Done.',
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
  };
}

type Method = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete' | 'options';
interface Response {
  description?: string;
  content?: Record<string, unknown>;
  headers?: Record<string, unknown>;
}
interface Operation {
  operationId?: string;
  requestBody?: unknown;
  security?: unknown[];
  parameters?: unknown[];
  responses?: Record<string, Response>;
}
interface OpenApiObject {
  webhooks?: Record<string, unknown>;
  paths?: Record<string, Partial<Record<Method, Operation>>>;
  components?: { schemas?: Record<string, unknown> };
}

const word = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A stable operationId from the method and the path (GET /v1/incidents/{id}/print.pdf → getIncidentsByIdPrintPdf):
 * generated clients name their methods after it.
 */
function operationIdOf(method: string, path: string): string {
  const parts = path
    .split('/')
    .filter((part) => part !== '' && part !== 'v1')
    .flatMap((part) => {
      const param = /^\{(.+)\}$/.exec(part);
      const name = param?.[1];
      if (name) return [`By${word(name === '*' ? 'path' : name)}`];
      return part.split(/[^A-Za-z0-9]+/).map(word);
    });
  return `${method}${parts.join('')}`;
}

/** Fastify's `:id` and `*` as the document's `{id}` and `{*}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

/**
 * Collects the facts of every documented route (@fastify/swagger's `transform` sees each route) and writes
 * them into the finished document (its `transformObject`).
 */
export function contractCollector() {
  const facts = new Map<string, RouteFacts>();
  return {
    remember(route: RouteOptions, schema: Record<string, unknown> | undefined): void {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HttpMethod[];
      for (const method of methods) {
        facts.set(`${method.toLowerCase()} ${documentPath(route.url)}`, {
          method,
          url: route.url,
          public: route.config?.access === 'public',
          supplier: route.config?.access === 'supplier',
          hasParams: route.url.includes(':') || route.url.endsWith('*'),
          hasQuery: schema?.querystring !== undefined,
          contract: route.config?.contract ?? {},
        });
      }
    },
    /** `document` is @fastify/swagger's OpenAPI 3 object, typed by its own types. */
    apply<T extends object>(openapiObject: T): T {
      const document = openapiObject as OpenApiObject;
      document.components = { ...document.components };
      const webhooks = webhooksDocument();
      const schemas: Record<string, unknown> = {
        ...document.components.schemas,
        ...webhooks.schemas,
        Error: jsonSchemaOf(ZErrorBody),
      };
      document.webhooks = webhooks.webhooks;
      document.components.schemas = schemas;
      for (const [path, operations] of Object.entries(document.paths ?? {})) {
        for (const [method, operation] of Object.entries(operations) as [Method, Operation][]) {
          const route = facts.get(`${method} ${path}`);
          if (!route) continue;
          operation.operationId ??= operationIdOf(method, path);
          if (route.public) operation.security = [];
          if (route.supplier) operation.security = [{ supplierSession: [] }];
          const responses = withSuccess({ ...operation.responses }, route.contract.success);
          describeAnswer(responses, route.contract, schemas);
          for (const status of otherStatuses(route)) {
            const content = status >= 400 ? { content: errorContent } : {};
            const retry = status === 429 || status === 503 ? { headers: { 'Retry-After': RETRY_AFTER } } : {};
            responses[String(status)] ??= { description: DESCRIPTIONS[status], ...content, ...retry };
          }
          describeSuccess(responses, route.contract);
          const headers = (route.contract.headers ?? []).map((name) => ({
            in: 'header',
            name,
            required: false,
            description: REQUEST_HEADERS[name],
            schema: { type: 'string' },
          }));
          operation.parameters = [
            ...asJsonText(operation.parameters ?? [], route.contract.jsonQuery ?? []),
            ...headers,
          ];
          if (operation.parameters.length === 0) delete operation.parameters;
          if (route.contract.multipart) operation.requestBody = MULTIPART_FILE;
          // A HEAD answer is the GET's status and headers without its body.
          if (method === 'head') {
            for (const [status, { content: _, ...rest }] of Object.entries(responses))
              responses[status] = rest;
          }
          operation.responses = responses;
        }
      }
      return openapiObject;
    },
  };
}
