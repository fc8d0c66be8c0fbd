import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ComponentType } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ApiTokensTab } from '../../api-tokens/components/api-tokens-tab';
import { ImportTab } from '../../imports/components/import-tab';
import { ScarDefaultsTab } from '../../scar/components/scar-defaults-tab';
import { SettingsTab } from '../../settings/components/settings-tab';
import { SignInProviderTab } from '../../sign-in-provider/components/sign-in-provider-tab';
import { WebhooksTab } from '../../webhooks/components/webhooks-tab';
import { DueDatesTab } from './due-dates-tab';
import { LocationsTab } from './locations-tab';
import { PartNumbersTab } from './part-numbers-tab';
import { ProductsTab } from './products-tab';
import { SuppliersTab } from './suppliers-tab';
import { TemplatesTab } from './templates-tab';

const TABS: { value: string; label: string; Panel: ComponentType }[] = [
  { value: 'products', label: 'Products', Panel: ProductsTab },
  { value: 'part-numbers', label: 'Part Numbers', Panel: PartNumbersTab },
  { value: 'suppliers', label: 'Suppliers', Panel: SuppliersTab },
  { value: 'locations', label: 'Locations', Panel: LocationsTab },
  { value: 'templates', label: 'Templates', Panel: TemplatesTab },
  { value: 'due-dates', label: 'Due dates', Panel: DueDatesTab },
  { value: 'supplier-requests', label: 'Supplier requests', Panel: ScarDefaultsTab },
  { value: 'settings', label: 'Settings', Panel: SettingsTab },
  { value: 'sign-in', label: 'Sign-in', Panel: SignInProviderTab },
  { value: 'api-tokens', label: 'API tokens', Panel: ApiTokensTab },
  { value: 'webhooks', label: 'Webhooks', Panel: WebhooksTab },
  { value: 'import', label: 'Import', Panel: ImportTab },
];

/** /admin and /admin/{products,part-numbers,suppliers,locations,templates,due-dates,supplier-requests,settings,sign-in,api-tokens,webhooks,import} (docs/product.md §2 Administration). */
export function AdministrationPage() {
  const { tab = 'products' } = useParams();
  const current = TABS.find((t) => t.value === tab);
  if (!current) return <Navigate to="/not-found" replace />;
  const { Panel } = current;
  return (
    <>
      <PageHeader
        title="Administration"
        crumbs={[{ label: 'Home', to: '/home' }, { label: 'Administration' }]}
      />
      <Tabs
        value={current.value}
        aria-label="Administration sections"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {TABS.map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            label={t.label}
            id={`admin-tab-${t.value}`}
            aria-controls="admin-tab-panel"
            component={RouterLink}
            to={`/admin/${t.value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="admin-tab-panel" aria-labelledby={`admin-tab-${current.value}`}>
        <Panel key={current.value} />
      </Box>
    </>
  );
}
