import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { TLoginRequest } from '@qi/domain/auth';
import { Link as RouterLink } from 'react-router';
import { TextInput } from '../../../components/text-input';
import { useLoginForm } from '../hooks/use-login-form';

/** Email, Password, 'Sign In' and the link to reset the password (docs/product.md §2 Login). */
export function LoginForm({
  defaultEmail,
  pending,
  onSubmit,
}: {
  defaultEmail: string;
  pending: boolean;
  onSubmit: (values: TLoginRequest) => void;
}) {
  const form = useLoginForm(defaultEmail, onSubmit);

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} onFocus={form.prepare}>
      <TextInput {...form.field('email')} label="Email" type="email" autoComplete="email" required />
      <TextInput
        {...form.field('password')}
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
