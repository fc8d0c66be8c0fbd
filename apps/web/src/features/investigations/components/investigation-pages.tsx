import { ReleasePlaceholder } from '../../../components/release-placeholder';

// Route placeholders: the Investigations release replaces this file with the real pages.

const home = { label: 'Home', to: '/home' };
const incidents = { label: 'Incidents', to: '/incidents' };

export function InvestigationDetailsPage() {
  return (
    <ReleasePlaceholder
      title="Investigation Details"
      crumbs={[home, incidents, { label: 'Investigation' }]}
      release="Investigations"
    />
  );
}

export function InvestigationEditPage() {
  return (
    <ReleasePlaceholder
      title="Update Investigation"
      crumbs={[home, incidents, { label: 'Investigation' }, { label: 'Update Investigation' }]}
      release="Investigations"
    />
  );
}
