import { ReleasePlaceholder } from '../../../components/release-placeholder';

// The reports kept on the device share the report form's code (features/incidents/offline).
export { WaitingPage } from '../offline/waiting-page';
// The route module for the incident form pages (lazy-loaded by app/routes.tsx); the details page
// is a chunk of its own.
export { IncidentEditPage } from './incident-edit-page';
export { ReportIncidentPage } from './report-incident-page';

/** Placeholder until the incident table (features/incident-table) takes over the /incidents route. */
export function IncidentListPage() {
  return (
    <ReleasePlaceholder
      title="Incidents"
      crumbs={[{ label: 'Home', to: '/home' }, { label: 'Incidents' }]}
      release="Incidents"
    />
  );
}
