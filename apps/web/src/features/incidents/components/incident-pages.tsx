import { ReleasePlaceholder } from '../../../components/release-placeholder';

// Route placeholders: the Incidents release replaces this file with the real pages.

const home = { label: 'Home', to: '/home' };
const incidents = { label: 'Incidents', to: '/incidents' };

export function ReportIncidentPage() {
  return (
    <ReleasePlaceholder
      title="Report an Incident"
      crumbs={[home, incidents, { label: 'Report Incident' }]}
      release="Incidents"
    />
  );
}

export function IncidentListPage() {
  return <ReleasePlaceholder title="Incidents" crumbs={[home, { label: 'Incidents' }]} release="Incidents" />;
}

export function IncidentDetailsPage() {
  return (
    <ReleasePlaceholder
      title="Incident Details"
      crumbs={[home, incidents, { label: 'Incident Details' }]}
      release="Incidents"
    />
  );
}

export function IncidentEditPage() {
  return (
    <ReleasePlaceholder
      title="Update Incident"
      crumbs={[home, incidents, { label: 'Update Incident' }]}
      release="Incidents"
    />
  );
}
