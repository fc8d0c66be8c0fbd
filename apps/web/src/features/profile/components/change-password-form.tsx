import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { canSubmitPasswordChange, ZChangePasswordForm } from '@qi/domain/auth';
import { TOAST } from '@qi/domain/toast-messages';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useToast } from '../../../components/toast-context';
import { isApiError } from '../../../lib/api-error';
import { failureMessage } from '../../../lib/failure-message';
import { useChangePassword } from '../../auth/api/change-password';

const EMPTY = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/** Current, new and confirm; 'Change Password' is enabled only by `canSubmitPasswordChange` (docs/product.md §5). */
export function ChangePasswordForm() {
  const showToast = useToast();
  const changePassword = useChangePassword();
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const values = useWatch({ control });
  const canSubmit = canSubmitPasswordChange({ ...EMPTY, ...values });

  const submit = handleSubmit((form) => {
    changePassword.mutate(
      { oldPassword: form.oldPassword, newPassword: form.newPassword },
      {
        onSuccess: () => {
          reset(EMPTY);
          showToast(TOAST.passwordChanged);
        },
        onError: (error) => {
          showToast(failureMessage(TOAST.passwordChangeFailed, error), 'error');
          // e.g. a wrong current password: show the server's words under the field.
          for (const issue of isApiError(error) ? error.issues : []) {
            if (issue.path in EMPTY) setError(issue.path as Path<typeof EMPTY>, { message: issue.message });
          }
        },
      },
    );
  });

  return (
    <Paper component="section" aria-labelledby="change-password-title" sx={{ p: 3 }}>
      <Typography id="change-password-title" variant="h6" component="h2">
        Change Password
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 420 }}>
        <FormTextField
          control={control}
          name="oldPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <FormTextField
          control={control}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
        />
        <FormTextField
          control={control}
          name="confirmNewPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <Button
          type="submit"
          variant="contained"
          sx={{ mt: 2 }}
          disabled={!canSubmit || changePassword.isPending}
        >
          Change Password
        </Button>
      </Box>
    </Paper>
  );
}
