// The investigation routes (lazy-loaded together by the router).
export { InvestigationDetailsPage } from './investigation-details-page';
export { InvestigationEditPage } from './investigation-edit-page';
