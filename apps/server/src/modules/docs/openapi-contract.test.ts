import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from '@qi/domain/webhooks';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { Document } from 'openapi-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiContract } from '../../../test/helpers/openapi-contract-check';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

/** The OpenAPI document is a contract: valid, and it declares every answer an operation can give. */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  let operations: [string, Operation][];
  beforeAll(async () => {
    t = await startTestApp();
    document = (await t.request<Document>('GET', '/v1/openapi.json')).body;
    operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Operation>).map(([method, op]): [string, Operation] => [
        `${method.toUpperCase()} ${path}`,
        op,
      ]),
    );
  });
  afterAll(() => t.close());

  const operation = (key: string) => {
    const found = operations.find(([name]) => name === key)?.[1];
    if (!found) throw new Error(`${key} is not in the document`);
    return found;
  };

  it('is valid OpenAPI 3.1 (a validating client accepts it)', async () => {
    const result = await new Validator().validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('gives every operation a unique operationId and the shared error body for 400 and 500', () => {
    const ids = operations.map(([, op]) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && id !== '')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [name, op] of operations) {
      if (name.startsWith('HEAD ')) continue;
      for (const status of ['400', '500']) {
        expect(op.responses[status]?.content?.['application/json']?.schema?.$ref, `${name} ${status}`).toBe(
          '#/components/schemas/Error',
        );
      }
    }
  });

  it('says which operations need no token, and that the others answer 401 and 403', () => {
    for (const key of ['POST /v1/auth/login', 'POST /v1/auth/refresh', 'POST /v1/auth/forgot-password']) {
      expect(operation(key).security, key).toEqual([]);
    }
    expect(operation('GET /health').security).toEqual([]);
    const incidents = operation('GET /v1/incidents');
    expect(incidents.security).toBeUndefined();
    expect(Object.keys(incidents.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '422']));
  });

  it('declares the success status each operation really answers', () => {
    expect(Object.keys(operation('POST /v1/incidents').responses)).toContain('201');
    expect(Object.keys(operation('POST /v1/incidents').responses)).not.toContain('200');
    expect(Object.keys(operation('POST /v1/auth/logout').responses)).toContain('204');
    expect(Object.keys(operation('GET /v1/data').responses)).toEqual(expect.arrayContaining(['200', '304']));
    expect(Object.keys(operation('GET /v1/incidents/{id}/print.pdf').responses)).toContain('503');
  });

  it('declares the headers: Idempotency-Key, If-None-Match and ETag, Retry-After, downloads and the cookie', () => {
    const parameters = (key: string) =>
      ((operation(key) as { parameters?: { in: string; name: string }[] }).parameters ?? [])
        .filter((p) => p.in === 'header')
        .map((p) => p.name);
    expect(parameters('POST /v1/incidents')).toContain('Idempotency-Key');
    expect(parameters('POST /v1/uploads')).toContain('Idempotency-Key');
    expect(parameters('GET /v1/data')).toContain('If-None-Match');
    const headers = (key: string, status: string) =>
      Object.keys((operation(key).responses[status] as { headers?: object }).headers ?? {});
    expect(headers('GET /v1/data', '200')).toContain('ETag');
    expect(headers('GET /v1/incidents/export.csv', '429')).toContain('Retry-After');
    expect(headers('GET /v1/incidents/{id}/print.pdf', '200')).toContain('Content-Disposition');
    expect(
      Object.keys(operation('GET /v1/incidents/{id}/print.pdf').responses['200']?.content ?? {}),
    ).toEqual(['application/pdf']);
    expect(headers('POST /v1/auth/login', '200')).toContain('Set-Cookie');
  });

  it('gives every JSON success answer a schema, the large ones as named components', () => {
    for (const [name, op] of operations) {
      if (name.startsWith('HEAD ')) continue;
      for (const [status, response] of Object.entries(op.responses)) {
        if (!status.startsWith('2') || status === '204') continue;
        const content = response.content ?? {};
        expect(Object.keys(content).length, `${name} ${status} declares no content`).toBeGreaterThan(0);
        for (const [type, media] of Object.entries(content)) {
          if (type.includes('json')) expect(media.schema, `${name} ${status}`).toBeDefined();
        }
      }
    }
    const answer = (key: string) =>
      operation(key).responses['200']?.content?.['application/json']?.schema?.$ref;
    expect(answer('GET /v1/incidents/{id}')).toBe('#/components/schemas/Incident');
    expect(answer('GET /v1/incidents')).toBe('#/components/schemas/IncidentPage');
    expect(answer('GET /v1/investigations/{id}')).toBe('#/components/schemas/Investigation');
  });

  it('declares the HEAD that mirrors every GET, with the same statuses and no body', () => {
    const gets = operations.filter(([name]) => name.startsWith('GET '));
    for (const [name, get] of gets) {
      const head = operation(name.replace(/^GET /, 'HEAD '));
      expect(Object.keys(head.responses), name).toEqual(Object.keys(get.responses));
      expect(
        Object.values(head.responses).some((response) => response.content),
        name,
      ).toBe(false);
    }
  });

  it('declares every webhook event a receiver can be sent, with its payload and the signature headers', () => {
    const webhooks = (
      document as { webhooks?: Record<string, { post: Operation & { parameters: { name: string }[] } }> }
    ).webhooks;
    for (const event of [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]) {
      const post = webhooks?.[event]?.post;
      expect(post, event).toBeDefined();
      expect(post?.parameters.map((p) => p.name)).toEqual([
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ]);
    }
    const schemas = document.components?.schemas as Record<string, { properties?: Record<string, unknown> }>;
    expect(Object.keys(schemas.IncidentSubmittedWebhook?.properties ?? {})).toEqual(
      expect.arrayContaining(['type', 'version', 'timestamp', 'data']),
    );
  });

  it('describes the list filters as JSON text, a file key as one segment and the upload as a multipart file', () => {
    const op = operation('GET /v1/incidents') as { parameters?: { name: string; content?: object }[] };
    expect(op.parameters?.find((p) => p.name === 'filters')?.content).toHaveProperty('application/json');
    expect(operation('GET /v1/files/{key}').security).toEqual([]);
    const upload = operation('POST /v1/uploads') as { requestBody?: { content?: object } };
    expect(upload.requestBody?.content).toHaveProperty('multipart/form-data');
  });

  it('is what the API tests check every answer against: an undeclared status or a wrong body is caught', async () => {
    const check = openApiContract(t.baseUrl);
    const answer = { method: 'GET', url: '/v1/incidents/some-id', contentType: 'application/json' };
    expect(await check({ ...answer, status: 418, body: {} })).toEqual([
      expect.stringContaining('answered 418, which its OpenAPI operation does not declare'),
    ]);
    expect(await check({ ...answer, status: 404, body: { message: 'Not found' } })).toEqual([
      expect.stringContaining("must have required property 'statusCode'"),
    ]);
    const notFound = { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' };
    expect(await check({ ...answer, status: 404, body: notFound })).toEqual([]);
  });
});
