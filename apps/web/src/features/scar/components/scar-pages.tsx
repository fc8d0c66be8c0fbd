// The supplier request pages share one lazily loaded chunk (routes.tsx): the list and a request.
export { ScarDetailsPage } from './scar-details-page';
export { ScarsPage } from './scars-page';
