import { DEFECTIVE_QUANTITY_MAX, MONEY_MAX } from '@qi/domain/constants';
import type { TIncidentFields } from '@qi/domain/incident';
import type { TestApp } from '../helpers/test-app';
import { type PathologicalKind, pathologicalMarkdown } from './extreme-values';

/** The longest text the incident and investigation schemas accept. */
const TEXT_MAX = 20_000;

/** One incident per kind: few enough that the document routes stay quick to fuzz, the worst of each family. */
const INCIDENT_TEXTS: PathologicalKind[] = [
  'unbroken word',
  'nested quotes',
  'nested emphasis',
  'empty list items',
];

async function ok<T>(t: TestApp, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await t.request<T>(method, path, { token, body });
  if (res.status >= 300) throw new Error(`fuzz world: ${method} ${path} → ${res.status} ${res.text}`);
  return res.body;
}

/**
 * Rows holding the worst texts and numbers the API accepts (the longest unbroken word, markdown nested
 * thousands deep, quantities and costs at their bounds), and rows as stored before numbers were bounded (1e308,
 * written to the database directly, as older data would be). Their ids join the world's, so that every route
 * reading an incident or an investigation reads them: the print and the tag, the exports and the charts too.
 */
export async function buildExtremeRecords(
  t: TestApp,
  quality: string,
  form: TIncidentFields,
): Promise<{ incidents: string[]; investigations: string[] }> {
  const incidents: string[] = [];
  for (const kind of INCIDENT_TEXTS) {
    const created = await ok<{ id: string }>(t, 'POST', '/v1/incidents', quality, {
      ...form,
      description: pathologicalMarkdown(kind, TEXT_MAX),
      defectiveQuantity: DEFECTIVE_QUANTITY_MAX,
      action: 'submit',
    });
    incidents.push(created.id);
  }

  const investigations: string[] = [];
  const texts: PathologicalKind[] = [
    'unbroken wide word',
    'nested lists',
    'open brackets',
    'alternating emphasis',
  ];
  for (const [index, incidentId] of incidents.slice(0, 2).entries()) {
    await ok(t, 'PUT', `/v1/incidents/${incidentId}`, quality, { action: 'acknowledge', severity: 'minor' });
    const investigation = await ok<{ id: string }>(t, 'POST', '/v1/investigations', quality, { incidentId });
    investigations.push(investigation.id);
    await ok(t, 'PUT', `/v1/investigations/${investigation.id}`, quality, {
      incidentJustified: false,
      incidentDescription: pathologicalMarkdown(texts[index * 2]!, TEXT_MAX),
      containmentAction: pathologicalMarkdown(texts[index * 2 + 1]!, TEXT_MAX),
      rootCause: pathologicalMarkdown('no-break spaces', TEXT_MAX),
      additionalNotes: pathologicalMarkdown('combining accents', TEXT_MAX),
      defectiveProductQuantity: String(DEFECTIVE_QUANTITY_MAX),
      costOfLabour: MONEY_MAX,
      costOfMaterial: MONEY_MAX,
      costAdjustment: -MONEY_MAX,
    });
  }

  // Stored before the bounds: two of them overflow a double when a chart or a total adds them up.
  const [, legacyIncident] = incidents;
  const [, legacyInvestigation] = investigations;
  await t.db
    .updateTable('incidents')
    .set({ defective_quantity: 1e308 })
    .where('id', '=', legacyIncident!)
    .execute();
  await t.db
    .updateTable('incidents')
    .set({ defective_quantity: Number.MAX_VALUE })
    .where('id', '=', incidents[2]!)
    .execute();
  await t.db
    .updateTable('investigations')
    .set({ cost_of_labour: 1e308, cost_of_material: Number.MAX_VALUE, cost_adjustment: -1e308 })
    .where('id', '=', legacyInvestigation!)
    .execute();
  return { incidents, investigations };
}
