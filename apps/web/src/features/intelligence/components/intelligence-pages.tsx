import { ReleasePlaceholder } from '../../../components/release-placeholder';

// Route placeholders: the Intelligence release replaces this file with the real pages.

const home = { label: 'Home', to: '/home' };
const intelligence = { label: 'Intelligence', to: '/intelligence' };

export function IntelligencePage() {
  return (
    <ReleasePlaceholder
      title="Intelligence"
      crumbs={[home, { label: 'Intelligence' }]}
      release="Intelligence"
    />
  );
}

export function NewChartPage() {
  return (
    <ReleasePlaceholder
      title="Add New Chart"
      crumbs={[home, intelligence, { label: 'Add New Chart' }]}
      release="Intelligence"
    />
  );
}

export function EditChartPage() {
  return (
    <ReleasePlaceholder
      title="Edit Chart"
      crumbs={[home, intelligence, { label: 'Edit Chart' }]}
      release="Intelligence"
    />
  );
}
