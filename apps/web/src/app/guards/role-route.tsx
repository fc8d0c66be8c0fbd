import type { Role } from '@qi/domain/roles';
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../../features/auth/hooks/use-auth';

/** Role-gated pages (docs/product.md §6): anyone without the permission goes to /home. */
export function RoleRoute({ allow }: { allow: (role: Role) => boolean }) {
  const { user } = useAuth();
  if (!user || !allow(user.role)) return <Navigate to="/home" replace />;
  return <Outlet />;
}
