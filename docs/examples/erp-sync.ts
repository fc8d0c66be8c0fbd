/**
 * A sample integration: what an ERP or MES connector does with the API, written against the TypeScript types
 * generated from the OpenAPI document (docs/api.md, "Generated client"). It is type-checked with the project, so
 * it follows the contract as the contract changes.
 *
 *   QI_URL=https://quality.example.com QI_TOKEN=qit_… npx tsx docs/examples/erp-sync.ts
 *
 * The token is an API token an admin created under Administration → API tokens, for a service account with the
 * role the connector needs (reporting needs User; reading every incident needs Quality).
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { createQualityClient, type paths, type Schemas } from '@qi/api-client/client';

type Incident = Schemas['Incident'];
type QualityClient = ReturnType<typeof createQualityClient>;
/** The incident form's fields, as `POST /v1/incidents` takes them. */
type IncidentForm = Omit<
  paths['/v1/incidents']['post']['requestBody']['content']['application/json'],
  'action'
>;

/** The open incidents of one part number, page by page (the server pages, sorts and filters). */
export async function* openIncidentsOf(client: QualityClient, partNumber: string): AsyncGenerator<Incident> {
  const filters = JSON.stringify([
    { key: 'partNumber', type: 'category', filter: [partNumber] },
    { key: 'status', type: 'status', filter: ['submitted', 'acknowledged', 'investigating'] },
  ]);
  for (let page = 0; ; page += 1) {
    const { data, error } = await client.GET('/v1/incidents', {
      params: { query: { filters, page, rowsPerPage: 100, sortBy: 'incidentNumber', sortDir: 'asc' } },
    });
    if (error) throw new Error(`Listing failed: ${error.message}`);
    yield* data.items;
    // A short page is the last (a capped `total` would stop short of a very long list).
    if (data.items.length < data.rowsPerPage) return;
  }
}

/**
 * Reports a nonconformity found by the MES as a submitted incident (its location and category as the
 * product's reference data names them). The Idempotency-Key makes a retry after a timeout safe: the same key
 * and body answer the first incident again instead of reporting it twice.
 */
export async function reportFromMes(client: QualityClient, form: IncidentForm): Promise<Incident> {
  const { data, error, response } = await client.POST('/v1/incidents', {
    params: { header: { 'Idempotency-Key': randomUUID() } },
    body: { ...form, action: 'submit' },
  });
  // 422 names each invalid field in `issues`; 429 says in Retry-After when to try again.
  if (error) throw new Error(`${response.status} ${error.message}`);
  return data;
}

async function main(): Promise<void> {
  const client = createQualityClient({
    baseUrl: process.env.QI_URL ?? 'http://localhost:3000',
    token: process.env.QI_TOKEN ?? '',
  });
  for await (const incident of openIncidentsOf(client, 'PN-1001')) {
    console.log(`#${incident.incidentNumber} ${incident.status} ${incident.description.slice(0, 60)}`);
  }
  const reported = await reportFromMes(client, {
    incidentDate: new Date().toISOString().slice(0, 10),
    product: 'Widget',
    partNumber: 'PN-1001',
    defectiveQuantity: 3,
    grnNumber: '',
    orderNumber: 'WO-2291',
    incidentLocation: { id: 'Assembly', title: 'Assembly' },
    category: { id: 'Dimensional', title: 'Dimensional' },
    subcategory: null,
    furtherSubcategory: null,
    description: 'Cracked housing found at final inspection (MES line 2).',
    attachments: [],
    investigationId: null,
    incidentJustified: null,
    severity: null,
    supplierId: null,
  });
  console.log(`Reported incident #${reported.incidentNumber} (${reported.id})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
