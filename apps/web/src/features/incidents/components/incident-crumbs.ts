import type { Crumb } from '../../../components/page-header';

const home: Crumb = { label: 'Home', to: '/home' };
const incidents: Crumb = { label: 'Incidents', to: '/incidents' };

/** Home > Incidents > {page}. */
export function incidentCrumbs(label: string): Crumb[] {
  return [home, incidents, { label }];
}
