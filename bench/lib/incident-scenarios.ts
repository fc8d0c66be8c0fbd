import type { TLocation } from '@qi/domain/reference-data';
import { getJson, listSize } from './api-client';
import type { Scenario } from './load-run';

interface Reference {
  products: { id: string; name: string }[];
  partNumbers: { id: string; description: string }[];
  locations: TLocation[];
}

interface Page {
  items: { id: string }[];
}

/** The deepest path through the tree's first location that has categories (every required level chosen). */
function fullLocationPath(tree: readonly TLocation[]) {
  const location = tree.find((l) => l.categories.length > 0) ?? tree[0];
  if (!location) throw new Error('The location tree is empty');
  const category = location.categories.find((c) => c.subcategories.length > 0) ?? location.categories[0];
  const sub =
    category?.subcategories.find((s) => s.furtherSubcategories.length > 0) ?? category?.subcategories[0];
  const further = sub?.furtherSubcategories[0];
  return {
    incidentLocation: { id: location.id, title: location.title, categories: [] },
    category: category ? { id: category.id, title: category.title, subcategories: [] } : null,
    subcategory: sub ? { id: sub.id, title: sub.title, furtherSubcategories: [] } : null,
    furtherSubcategory: further ? { id: further.id, title: further.title } : null,
  };
}

/** A body that passes the incident form rules (docs/product.md §5) with the server's own reference data. */
export function submitBody(reference: Reference): Record<string, unknown> {
  const product = reference.products[0]?.name;
  const partNumber = reference.partNumbers[0]?.id;
  if (!product || !partNumber) throw new Error('No products or part numbers in the reference data');
  return {
    action: 'submit',
    incidentDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    product,
    partNumber,
    defectiveQuantity: 3,
    grnNumber: 'S12345',
    orderNumber: 'PO-123456',
    ...fullLocationPath(reference.locations),
    description: 'Benchmark: cracked housing found at goods in; hairline crack along the mounting flange.',
    attachments: [],
    investigationId: null,
    incidentJustified: null,
  };
}

/** Ids of visible incidents spread over the whole list (for the rotating detail requests). */
async function sampleIds(url: string, token: string, pages: number): Promise<string[]> {
  const first = await getJson<Page>(`${url}/v1/incidents?rowsPerPage=200`, token);
  const lastPage = Math.max(0, Math.ceil((await listSize(url, token)) / 200) - 1);
  const ids = first.items.map((i) => i.id);
  for (let n = 1; n < pages; n++) {
    const page = Math.round((n * lastPage) / (pages - 1));
    const next = await getJson<Page>(`${url}/v1/incidents?rowsPerPage=200&page=${page}`, token);
    ids.push(...next.items.map((i) => i.id));
  }
  return [...new Set(ids)];
}

/** Checks one request by hand and throws with the server's answer when it is not a 2xx. */
async function checkOnce(scenario: Scenario): Promise<void> {
  const response = await fetch(scenario.url, {
    method: scenario.method ?? 'GET',
    headers: scenario.headers,
    body: scenario.body,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${scenario.name}: ${response.status} ${text.slice(0, 800)}`);
  }
}

/** The four scenarios of the incident pages, each checked once before the load starts. */
export async function incidentScenarios(
  url: string,
  token: string,
): Promise<{ scenarios: Scenario[]; total: number; filter: unknown; detailIds: number }> {
  const headers = { authorization: `Bearer ${token}` };
  const reference = await getJson<Reference>(`${url}/v1/data`, token);
  const products = reference.products.map((p) => p.name);
  const filter = [{ key: 'product', type: 'category', filter: [products[0], products[2] ?? products[0]] }];
  const listQuery = new URLSearchParams({
    page: '3',
    rowsPerPage: '100',
    sortBy: 'incidentDate',
    sortDir: 'desc',
    filters: JSON.stringify(filter),
  });
  const ids = await sampleIds(url, token, 10);
  let next = 0;
  const scenarios: Scenario[] = [
    { name: 'list, filtered + sorted (page 3 of 100)', url: `${url}/v1/incidents?${listQuery}`, headers },
    { name: 'list, default', url: `${url}/v1/incidents`, headers },
    {
      name: `detail (${ids.length} ids rotating)`,
      url: `${url}/v1/incidents/${ids[0]}`,
      headers,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: `/v1/incidents/${ids[next++ % ids.length]}` }),
        },
      ],
    },
    {
      name: 'submit (POST, action submit)',
      url: `${url}/v1/incidents`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(submitBody(reference)),
    },
  ];
  for (const scenario of scenarios) await checkOnce(scenario);
  return { scenarios, total: await listSize(url, token), filter, detailIds: ids.length };
}
