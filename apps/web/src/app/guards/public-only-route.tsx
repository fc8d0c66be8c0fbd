import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { safeRedirectTarget } from '../../lib/safe-redirect';

/** /login and /reset-password: a signed-in user goes on to `from`, or to / (docs/product.md §2). */
export function PublicOnlyRoute() {
  const { isAuthenticated } = useAuth();
  const [searchParams] = useSearchParams();
  if (isAuthenticated) {
    return <Navigate to={safeRedirectTarget(searchParams.get('from')) ?? '/home'} replace />;
  }
  return <Outlet />;
}
