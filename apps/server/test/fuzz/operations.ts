import type { JsonSchema } from './json-schema';

/** One operation of the OpenAPI document, reduced to what the fuzzer needs to build requests for it. */
export interface Operation {
  /** "PUT /v1/incidents/{id}" */
  key: string;
  method: string;
  /** The OpenAPI path template, e.g. /v1/incidents/{id} (a file's key is one segment: /v1/files/{key}). */
  template: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  /** The JSON body's schema, when the operation takes a JSON body. */
  jsonBody: JsonSchema | undefined;
  multipart: boolean;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  consumes?: string[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** Every operation of the document (HEAD mirrors GET and is left out). */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        key: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        pathParams: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema ?? { type: 'string' } })),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({
            name: p.name,
            schema: p.schema ?? { type: 'string' },
            required: p.required === true,
          })),
        jsonBody: content['application/json']?.schema,
        // @fastify/swagger leaves a body-less multipart route without a requestBody; upload routes say so in
        // their `consumes`, which the document does not carry, hence the path.
        multipart: 'multipart/form-data' in content || template === '/v1/uploads',
      });
    }
  }
  return operations;
}

/** Fastify's route pattern for an OpenAPI template: /v1/incidents/{id} → /v1/incidents/:id, {*} → *. */
export function routePattern(template: string): string {
  return template.replace(/\{\*\}/g, '*').replace(/\{([^}]+)\}/g, ':$1');
}
