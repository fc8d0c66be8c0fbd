import { baseUrl, DEMO_PASSWORD } from './browser';

/** Direct API calls for test set-up (creating records quickly); the flows under test go through the UI. */
export async function apiToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl()}/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

export async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

interface LocationNode {
  id: string;
  title: string;
  categories?: LocationNode[];
  subcategories?: LocationNode[];
  furtherSubcategories?: LocationNode[];
}

/** A valid submitted incident body built from the live reference data. */
export async function validIncidentBody(token: string, description: string) {
  const data = await api<{
    products: { name: string }[];
    partNumbers: { id: string }[];
    locations: LocationNode[];
  }>(token, 'GET', '/v1/data');
  const location = data.locations[0];
  const category = location?.categories?.[0] ?? null;
  const subcategory = category?.subcategories?.[0] ?? null;
  const further = subcategory?.furtherSubcategories?.[0] ?? null;
  return {
    action: 'submit',
    incidentDate: new Date().toISOString().slice(0, 10),
    product: data.products[0]?.name ?? '',
    partNumber: data.partNumbers[0]?.id ?? '',
    defectiveQuantity: 4,
    grnNumber: 'S12345',
    orderNumber: 'WO1001',
    incidentLocation: location ?? null,
    category,
    subcategory,
    furtherSubcategory: further,
    description,
    attachments: [],
    investigationId: null,
    incidentJustified: null,
  };
}

/**
 * Quality decides what happens to all of an incident's held material (scrap, responsible: the caller), so that a
 * minor incident may be closed (docs/product.md §4 close rule).
 */
export async function scrapAllMaterial(token: string, incidentId: string): Promise<void> {
  const { user } = await api<{ user: { user_id: string } }>(token, 'GET', '/v1/auth/me');
  const incident = await api<{ defectiveQuantity: number | null }>(
    token,
    'GET',
    `/v1/incidents/${incidentId}`,
  );
  if (!incident.defectiveQuantity) return;
  await api(token, 'PUT', `/v1/incidents/${incidentId}/disposition`, {
    lines: [{ decision: 'scrap', quantity: incident.defectiveQuantity, responsible: user.user_id }],
  });
}

/** Puts a demo account's password back, so that test files do not depend on their order. */
export async function restorePassword(
  email: string,
  current: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const token = await apiToken(email, current);
  await api(token, 'POST', '/v1/auth/change-password', { oldPassword: current, newPassword: password });
}
