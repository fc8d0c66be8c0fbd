import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryProvider } from '../../../lib/query-provider';
import { useSignOut } from '../hooks/use-sign-out';
import { AuthCard } from './auth-card';

/** /logout: ends the session, clears the browser's copies of the data, then shows /login. */
export function LogoutPage() {
  return (
    <QueryProvider>
      <SignOut />
    </QueryProvider>
  );
}

function SignOut() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => navigate('/login', { replace: true }));
  }, [signOut, navigate]);

  return (
    <AuthCard title="Signing out">
      <Typography color="text.secondary">You are being signed out…</Typography>
      <PageLoader label="Signing out" />
    </AuthCard>
  );
}
