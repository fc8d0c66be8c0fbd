import { createQualityClient } from '@qi/api-client/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openIncidentsOf, reportFromMes } from '../../../../../docs/examples/erp-sync';
import { openApiContract } from '../../../test/helpers/openapi-contract-check';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { validIncidentForm } from '../incidents/incident-test-kit';

/**
 * The sample integration of docs/examples runs against the server through the generated client, and every
 * answer it receives is checked against the OpenAPI document: what the docs show integrators works.
 */
describe('the sample integration (docs/examples/erp-sync.ts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports an incident and finds it among the open incidents of its part number', async () => {
    const problemsWith = openApiContract(t.baseUrl);
    const problems: string[] = [];
    const checkedFetch = async (request: Request): Promise<Response> => {
      const response = await fetch(request);
      const url = new URL(request.url);
      const text = await response.clone().text();
      const contentType = response.headers.get('content-type') ?? '';
      problems.push(
        ...(await problemsWith({
          method: request.method,
          url: url.pathname + url.search,
          status: response.status,
          contentType,
          body: contentType.includes('json') && text ? JSON.parse(text) : text,
        })),
      );
      return response;
    };
    const { idToken } = await t.login('quality');
    const client = createQualityClient({ baseUrl: t.baseUrl, token: idToken, fetch: checkedFetch });
    const form = await validIncidentForm(t);

    const reported = await reportFromMes(client, form);
    expect(reported.status).toBe('submitted');
    expect(reported.incidentNumber).toEqual(expect.any(Number));

    const found = [];
    for await (const incident of openIncidentsOf(client, form.partNumber)) found.push(incident.id);
    expect(found).toContain(reported.id);
    expect(problems).toEqual([]);
  });
});
