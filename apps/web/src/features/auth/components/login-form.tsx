import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { type TLoginRequest, ZLoginRequest } from '@qi/domain/auth';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';

/** Email, Password, 'Sign In' and the link to reset the password (SPEC §2 Login). */
export function LoginForm({
  defaultEmail,
  pending,
  onSubmit,
}: {
  defaultEmail: string;
  pending: boolean;
  onSubmit: (values: TLoginRequest) => void;
}) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: defaultEmail, password: '' },
    mode: 'onTouched',
  });

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
      />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
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
        Sign In
      </Button>
      <Link component={RouterLink} to="/reset-password">
        Forgot your password? Reset it
      </Link>
    </Box>
  );
}
