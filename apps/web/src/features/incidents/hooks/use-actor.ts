import type { Actor } from '@qi/domain/incident-actions';
import { useAuth } from '../../auth/hooks/use-auth';

/** The signed-in user as the domain's access rules see them; null when signed out. */
export function useActor(): Actor | null {
  const { user } = useAuth();
  return user ? { id: user.user_id, role: user.role } : null;
}
