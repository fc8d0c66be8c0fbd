import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { ReleasePlaceholder } from '../../../components/release-placeholder';

// Route placeholder: the Administration release replaces this file with the real tabs.

const TABS = [
  { value: 'products', label: 'Products' },
  { value: 'part-numbers', label: 'Part Numbers' },
  { value: 'locations', label: 'Locations' },
  { value: 'templates', label: 'Templates' },
] as const;

/** /admin and /admin/{products,part-numbers,locations,templates}. */
export function AdministrationPage() {
  const { tab = 'products' } = useParams();
  const current = TABS.find((t) => t.value === tab);
  if (!current) return <Navigate to="/not-found" replace />;
  return (
    <ReleasePlaceholder
      title="Administration"
      crumbs={[{ label: 'Home', to: '/home' }, { label: 'Administration' }]}
      release="Administration"
    >
      <Tabs value={current.value} aria-label="Administration sections" sx={{ mb: 2 }}>
        {TABS.map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            label={t.label}
            component={RouterLink}
            to={`/admin/${t.value}`}
          />
        ))}
      </Tabs>
    </ReleasePlaceholder>
  );
}
