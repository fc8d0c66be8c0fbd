import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type TForgotPasswordRequest, ZForgotPasswordRequest } from '@qi/domain/auth';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';

/** Reset password, step 1: Email and 'Request Password', plus a 'Log in' link. */
export function RequestCodeForm({
  defaultEmail,
  pending,
  onSubmit,
}: {
  defaultEmail: string;
  pending: boolean;
  onSubmit: (values: TForgotPasswordRequest) => void;
}) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: defaultEmail },
    mode: 'onTouched',
  });

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Typography variant="body2" color="text.secondary">
        Enter your email and we will send you a code to reset your password.
      </Typography>
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
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
        Request Password
      </Button>
      <Link component={RouterLink} to="/login">
        Log in
      </Link>
    </Box>
  );
}
