import type { Crumb } from '../../../components/page-header';

const home: Crumb = { label: 'Home', to: '/home' };
const incidents: Crumb = { label: 'Incidents', to: '/incidents' };

/** Home > Incidents > Investigation (the details page). */
export function investigationDetailsCrumbs(): Crumb[] {
  return [home, incidents, { label: 'Investigation' }];
}

/** docs/product.md §2: Home, Incidents, Investigation, Update Investigation. */
export function investigationEditCrumbs(id: string): Crumb[] {
  return [
    home,
    incidents,
    { label: 'Investigation', to: `/investigation/${encodeURIComponent(id)}` },
    { label: 'Update Investigation' },
  ];
}
