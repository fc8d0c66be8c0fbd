import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, operations, paths } from './schema';

/** The API's named answers and bodies (`Schemas['Incident']`), as the OpenAPI document declares them. */
export type Schemas = components['schemas'];

export interface QualityClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Where the product is served, e.g. https://quality.example.com (no /v1). */
  baseUrl: string;
  /** An API token (`qit_…`) an admin created under Administration → API tokens, or a session's id token. */
  token: string;
}

/**
 * A typed client of the whole API (openapi-fetch over the generated `paths`): the path, its parameters, the
 * body and each status's answer are checked by the TypeScript compiler against the OpenAPI document.
 */
export function createQualityClient({ baseUrl, token, ...options }: QualityClientOptions): Client<paths> {
  const client = createClient<paths>({ ...options, baseUrl });
  client.use({
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  });
  return client;
}
