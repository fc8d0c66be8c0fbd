import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/hooks/use-auth';

/** Signed-in users only; others go to /login?from=<where they were going>. */
export function PrivateRoute() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?${new URLSearchParams({ from }).toString()}`} replace />;
  }
  return <Outlet />;
}
