import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';

/** Where the web app and integrations take the API's types from (packages/api-client). */
const GENERATED = '../../../../../packages/api-client/src/schema.ts';

const HEADER = `/**
 * The API's types, generated from the OpenAPI document by openapi-typescript: do not edit. After a change to a
 * route, regenerate with \`npm run api-client\` (the API tests fail while this file and the document differ).
 */
`;

/**
 * The generated client types are the document's: a route whose contract changes without them being
 * regenerated fails here, so the web app's typed calls and the sample integration cannot drift either.
 */
describe('the generated API client types', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('are what openapi-typescript makes of the current document', async () => {
    const document = (await t.request<Record<string, unknown>>('GET', '/v1/openapi.json')).body;
    const ast = await openapiTS(document as never, { alphabetize: true });
    await expect(HEADER + astToString(ast)).toMatchFileSnapshot(GENERATED);
  });
});
