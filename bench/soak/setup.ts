import { getJson } from '../lib/api-client';
import { signInAs } from './sessions';
import type { SoakReference } from './workload';

export interface Dataset {
  /** Every incident, drafts and cancelled ones included (the admin's list total). */
  incidents: number;
  byStatus: Record<string, number>;
}

/** What the admin (`adminToken`) sees: the size of the dataset and its status mix. */
export async function readDataset(url: string, adminToken: string): Promise<Dataset> {
  const statuses = await getJson<{ value: string; count: number }[]>(
    `${url}/v1/incidents/distinct?column=status`,
    adminToken,
  );
  return {
    incidents: statuses.reduce((sum, status) => sum + status.count, 0),
    byStatus: Object.fromEntries(statuses.map((s) => [s.value, s.count])),
  };
}

/** Reference data and the dashboard's charts, read once as the admin; checks the dataset is complete. */
export async function loadWorld(
  url: string,
  minIncidents: number,
): Promise<{ reference: SoakReference; dataset: Dataset; adminToken: string }> {
  const admin = await signInAs(url, 'admin');
  const reference = await getJson<SoakReference>(`${url}/v1/data`, admin.token);
  const dataset = await readDataset(url, admin.token);
  if (dataset.incidents < minIncidents) {
    throw new Error(
      `The dataset holds ${dataset.incidents} incidents, fewer than ${minIncidents}: it is incomplete or` +
        ' was not generated (bench/generate-incidents.ts); regenerate it, or pass --min-incidents',
    );
  }
  if (
    reference.products.length === 0 ||
    reference.partNumbers.length === 0 ||
    reference.locations.length === 0
  ) {
    throw new Error(
      'The dataset has no products, part numbers or locations (was it generated with demo data?)',
    );
  }
  return { reference, dataset, adminToken: admin.token };
}
