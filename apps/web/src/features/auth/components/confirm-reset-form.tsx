import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { type TResetPasswordForm, ZResetPasswordForm } from '@qi/domain/auth';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';

/** Reset password, step 2: where the code went, then Code, New password, Confirm new password. */
export function ConfirmResetForm({
  email,
  destination,
  defaultCode = '',
  pending,
  onSubmit,
}: {
  email: string;
  destination: string;
  /** The code carried by the emailed link, when the page was opened from it. */
  defaultCode?: string;
  pending: boolean;
  onSubmit: (values: TResetPasswordForm) => void;
}) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { email, code: defaultCode, newPassword: '', confirmNewPassword: '' },
    mode: 'onTouched',
  });

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Alert severity="info" sx={{ mb: 1 }}>
        We sent a code to {destination}.
      </Alert>
      <FormTextField control={control} name="code" label="Code" autoComplete="one-time-code" required />
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
        sx={{ mt: 2, mb: 2 }}
      >
        Reset Password
      </Button>
      <Link component={RouterLink} to="/login">
        Log in
      </Link>
    </Box>
  );
}
