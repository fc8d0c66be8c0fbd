import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type TNewPasswordForm, ZNewPasswordForm } from '@qi/domain/auth';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';

/**
 * The NEW_PASSWORD_REQUIRED step: the user chooses their own password, so the temporary one never
 * becomes permanent (a deliberate departure from docs/product.md §2, see docs/decisions).
 */
export function NewPasswordForm({
  pending,
  onSubmit,
  onCancel,
}: {
  pending: boolean;
  onSubmit: (values: TNewPasswordForm) => void;
  onCancel: () => void;
}) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZNewPasswordForm),
    defaultValues: { newPassword: '', confirmNewPassword: '' },
    mode: 'onTouched',
  });

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Typography variant="body2" color="text.secondary">
        Your account uses a temporary password. Choose a new password to continue.
      </Typography>
      <FormTextField
        control={control}
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
      />
      <FormTextField
        control={control}
        name="confirmNewPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
      />
      <Button
        type="submit"
        variant="contained"
        fullWidth
        size="large"
        disabled={pending}
        sx={{ mt: 2, mb: 1 }}
      >
        Set Password
      </Button>
      <Button fullWidth onClick={onCancel}>
        Back to sign in
      </Button>
    </Box>
  );
}
