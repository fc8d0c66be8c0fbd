import OpenAPIBackend, { type Document, type Operation } from 'openapi-backend';

/** An answer as the API tests received it. */
export interface ReceivedAnswer {
  method: string;
  /** The path and query the request was sent to. */
  url: string;
  status: number;
  contentType: string;
  body: unknown;
}

/**
 * Checks every answer an API test receives against the app's own OpenAPI document, with a maintained OpenAPI
 * validator (openapi-backend): the status must be one the operation declares, and a JSON body must match the
 * schema declared for that status. Requests to paths the document does not describe (the web app, unknown
 * routes) are not checked. Returns what is wrong, or nothing.
 */
export function openApiContract(baseUrl: string) {
  let backend: Promise<OpenAPIBackend> | undefined;
  const load = async () => {
    const response = await fetch(`${baseUrl}/v1/openapi.json`);
    const definition = (await response.json()) as Document;
    const api = new OpenAPIBackend({ definition, quick: true, validate: true });
    await api.init();
    return api;
  };

  return async function problemsWith(answer: ReceivedAnswer): Promise<string[]> {
    backend ??= load();
    const api = await backend;
    // The path as sent: URL parsing would resolve `..` and `%2e%2e`, which the server does not.
    const [pathname = '', search = ''] = answer.url.split('?', 2);
    if (pathname.endsWith('/')) return [];
    const searchParams = new URLSearchParams(search);
    const operation = api.matchOperation({
      method: answer.method,
      path: pathname,
      headers: {},
      query: Object.fromEntries(searchParams),
    });
    if (!operation) return [];
    const name = `${answer.method} ${operation.path}`;
    const declared = Object.keys(operation.responses ?? {});
    if (!declared.includes(String(answer.status))) {
      return [
        `${name} answered ${answer.status}, which its OpenAPI operation does not declare (${declared.join(', ')})`,
      ];
    }
    if (answer.method === 'HEAD' || !answer.contentType.includes('json')) return [];
    if (!hasJsonSchema(operation, answer.status)) return [];
    const result = api.validateResponse(answer.body, operation, answer.status);
    return (result.errors ?? []).map(
      (error) => `${name} ${answer.status}: the body ${error.instancePath || '(root)'} ${error.message}`,
    );
  };
}

function hasJsonSchema(operation: Operation, status: number): boolean {
  const response = operation.responses?.[String(status)] as { content?: Record<string, unknown> } | undefined;
  return Object.keys(response?.content ?? {}).some((type) => type.includes('json'));
}
