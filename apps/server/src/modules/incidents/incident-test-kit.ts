import { randomUUID } from 'node:crypto';
import { emptyIncidentFields, type TIncidentFields } from '@qi/domain/incident';
import { ZIncidentListQuery } from '@qi/domain/incident-list-query';
import type { TLocation } from '@qi/domain/reference-data';
import type { Role } from '@qi/domain/roles';
import type { TestApp } from '../../../test/helpers/test-app';
import { loadFormReference } from './incident-input';
import type { ListQuery } from './incident-list-repository';
import { type IncidentRecord, NO_DISPOSITION } from './incident-record';

/**
 * Test support for the incident API tests (not loaded by the server): a valid form built from the reference
 * data in the test database, signed-in callers per role, and short-hands for creating and acting on incidents.
 */
function deepestPath(tree: readonly TLocation[]) {
  const location = tree.find((l) => l.categories.length > 0) ?? tree[0];
  if (!location) throw new Error('The test database has no locations');
  const category =
    location.categories.find((c) => c.subcategories.length > 0) ?? location.categories[0] ?? null;
  const subcategory = category?.subcategories[0] ?? null;
  const further = subcategory?.furtherSubcategories[0] ?? null;
  return { location, category, subcategory, further };
}

export async function validIncidentForm(t: TestApp): Promise<TIncidentFields> {
  const reference = await loadFormReference(t.db);
  const path = deepestPath(reference.locations);
  const product = reference.products[0];
  const partNumber = reference.partNumbers[0];
  if (!product || !partNumber) throw new Error('The test database has no products or part numbers');
  return {
    incidentDate: '2025-06-15',
    product,
    partNumber,
    defectiveQuantity: 3,
    grnNumber: 'S12345',
    orderNumber: 'WO-1001',
    incidentLocation: path.location,
    category: path.category,
    subcategory: path.subcategory,
    furtherSubcategory: path.further,
    description: 'Cracked housing found at goods in.',
    attachments: [],
    investigationId: null,
    incidentJustified: null,
    severity: null,
    supplierId: null,
  };
}

/**
 * An incident row for bulk inserts (`insertIncidentRows`) in list, search and export tests: a submitted
 * incident with empty optional fields, a fresh id and the given reporter, then the given fields.
 */
export function incidentRecord(
  fields: Partial<IncidentRecord> & Pick<IncidentRecord, 'reportedBy'>,
): IncidentRecord {
  const now = new Date().toISOString();
  return {
    ...emptyIncidentFields(),
    id: randomUUID(),
    incidentNumber: null,
    incidentDate: '2025-01-01',
    product: 'Bulk',
    partNumber: 'N/A',
    status: 'submitted',
    rejectReason: null,
    pendingUpdateReason: null,
    created_at: now,
    updated_at: now,
    ...NO_DISPOSITION,
    ...fields,
  };
}

export type Caller = { token: string; id: string; role: Role };

export async function incidentKit(t: TestApp) {
  const form = await validIncidentForm(t);
  const callers = {} as Record<Role, Caller>;
  for (const role of ['user', 'investigator', 'quality', 'admin'] as const) {
    const tokens = await t.login(role);
    callers[role] = { token: tokens.idToken, id: tokens.user.user_id, role };
  }
  async function create(
    caller: Caller,
    action: 'save-draft' | 'submit',
    overrides: Partial<TIncidentFields> = {},
  ) {
    const res = await t.request('POST', '/v1/incidents', {
      token: caller.token,
      body: { ...form, ...overrides, action },
    });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
    return res.body as { id: string; incidentNumber: number | null; status: string; reportedBy: string };
  }
  /** PUT /v1/incidents/{id}. Tests that are not about severity acknowledge as 'minor' (severity is required). */
  function act(caller: Caller, id: string, body: Record<string, unknown>) {
    const sent =
      body.action === 'acknowledge' && !('severity' in body) ? { ...body, severity: 'minor' } : body;
    return t.request('PUT', `/v1/incidents/${id}`, { token: caller.token, body: sent });
  }
  /**
   * Decides the whole defective quantity as scrap (PUT /v1/incidents/{id}/disposition), so that a minor incident
   * may be closed; no-op for an incident without defective material.
   */
  async function disposeAll(caller: Caller, id: string) {
    const incident = (await t.request('GET', `/v1/incidents/${id}`, { token: caller.token })).body as {
      defectiveQuantity: number | null;
    };
    if (!incident.defectiveQuantity) return;
    const res = await t.request('PUT', `/v1/incidents/${id}/disposition`, {
      token: caller.token,
      body: { lines: [{ decision: 'scrap', quantity: incident.defectiveQuantity, responsible: caller.id }] },
    });
    if (res.status !== 200) throw new Error(`disposition failed: ${res.status} ${res.text}`);
  }
  function get(caller: Caller, path: string) {
    return t.request('GET', path, { token: caller.token });
  }
  /** A page of GET /v1/incidents (object values are sent as JSON, as the web app sends filters). */
  async function list<Item>(caller: Caller, query: Record<string, unknown>) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    const res = await get(caller, `/v1/incidents?${params}`);
    if (res.status !== 200) throw new Error(`list failed: ${res.status} ${res.text}`);
    return res.body as { items: Item[]; total: number; page: number; rowsPerPage: number };
  }
  return { form, callers, create, act, disposeAll, get, list };
}

export type IncidentKit = Awaited<ReturnType<typeof incidentKit>>;

/**
 * A list query as the routes make it, parsed, with the reporters its search names: none unless given (the
 * tests' search terms are made-up words that no user's name contains).
 */
export function listQuery(
  input: Record<string, unknown>,
  searchReporters: readonly string[] = [],
): ListQuery {
  return { ...ZIncidentListQuery.parse(input), searchReporters };
}
