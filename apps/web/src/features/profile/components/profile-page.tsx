import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../auth/hooks/use-auth';
import { AccountDetails } from './account-details';
import { ChangePasswordForm } from './change-password-form';
import { NotificationSettings } from './notification-settings';

/** /profile ('My account'): who I am, my password, my notifications. */
export function ProfilePage() {
  const { user } = useAuth();
  return (
    <>
      <PageHeader title="My account" crumbs={[{ label: 'Home', to: '/home' }, { label: 'My account' }]} />
      <Stack spacing={3}>
        {user && <AccountDetails user={user} />}
        <ChangePasswordForm />
        <NotificationSettings />
      </Stack>
    </>
  );
}
