import Badge from '@mui/icons-material/Badge';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import ToggleOn from '@mui/icons-material/ToggleOn';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS } from '@qi/domain/roles';
import { TOAST } from '@qi/domain/toast-messages';
import type { TUpdateUserRequest } from '@qi/domain/user';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { ActionSpeedDial } from '../../../components/action-speed-dial';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useToast } from '../../../components/toast-context';
import { isApiError } from '../../../lib/api-error';
import { failureMessage } from '../../../lib/failure-message';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { UpdateNameDialog } from './update-name-dialog';
import { UpdateRoleDialog } from './update-role-dialog';
import { UpdateStatusDialog } from './update-status-dialog';
import { UserStatusChip } from './user-status-chip';

type OpenDialog = 'name' | 'role' | 'status' | null;

/** /user/{id} (admin): details, status chip, and a speed dial to update name, role or status. */
export function UserDetailsPage() {
  const { id = '' } = useParams();
  const user = useUser(id);
  const updateUser = useUpdateUser(id);
  const showToast = useToast();
  const [dialog, setDialog] = useState<OpenDialog>(null);

  if (user.isError && isApiError(user.error) && user.error.status === 404) {
    return <Navigate to="/not-found" replace />;
  }
  const crumbs = [
    { label: 'Home', to: '/home' },
    { label: 'Users', to: '/users' },
    { label: 'User Details' },
  ];
  if (user.isPending) return <PageLoader />;
  if (user.isError) {
    return (
      <>
        <PageHeader title="User Details" crumbs={crumbs} />
        <Alert severity="error">The user could not be loaded.</Alert>
      </>
    );
  }

  const save = (body: TUpdateUserRequest) =>
    updateUser.mutate(body, {
      onSuccess: () => {
        setDialog(null);
        showToast(TOAST.userUpdated);
      },
      onError: (error) => showToast(failureMessage(TOAST.userUpdateFailed, error), 'error'),
    });

  const u = user.data;
  return (
    <>
      <PageHeader title={u.name} crumbs={crumbs} actions={<UserStatusChip active={u.active} />} />
      <Paper sx={{ p: 3 }}>
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px' }}>
          {(
            [
              ['Name', u.name],
              ['Email', u.email],
              ['Role', ROLE_LABELS[u.role]],
            ] as const
          ).map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                {value}
              </Typography>
            </div>
          ))}
        </dl>
      </Paper>
      <ActionSpeedDial
        ariaLabel="User actions"
        items={[
          { key: 'name', label: 'Update Name', icon: <Badge />, onClick: () => setDialog('name') },
          { key: 'role', label: 'Update Role', icon: <ManageAccounts />, onClick: () => setDialog('role') },
          { key: 'status', label: 'Update Status', icon: <ToggleOn />, onClick: () => setDialog('status') },
        ]}
      />
      <UpdateNameDialog
        open={dialog === 'name'}
        name={u.name}
        pending={updateUser.isPending}
        onSave={(name) => save({ name })}
        onClose={() => setDialog(null)}
      />
      <UpdateRoleDialog
        open={dialog === 'role'}
        role={u.role}
        pending={updateUser.isPending}
        onSave={(role) => save({ role })}
        onClose={() => setDialog(null)}
      />
      <UpdateStatusDialog
        open={dialog === 'status'}
        active={u.active}
        pending={updateUser.isPending}
        onSave={(active) => save({ active })}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
