import Alert from '@mui/material/Alert';
import { PageLoader } from '../../../components/page-loader';
import { useProviderSettings } from '../api/provider-settings';
import { AccessRequestsTable } from './access-requests-table';
import { ProviderSettingsForm } from './provider-settings-form';

/**
 * /admin/sign-in: sign-in with the company's identity provider (OpenID Connect, decision 053): its settings,
 * and the people it signed in who wait for an account.
 */
export function SignInProviderTab() {
  const settings = useProviderSettings();
  if (settings.isError) return <Alert severity="error">The sign-in settings could not be loaded.</Alert>;
  if (!settings.data) return <PageLoader label="Loading the sign-in settings…" />;
  return (
    <>
      <ProviderSettingsForm settings={settings.data} />
      <AccessRequestsTable />
    </>
  );
}
