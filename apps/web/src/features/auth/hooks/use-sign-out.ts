import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearSession, getSession } from '../../../lib/auth-storage';
import { logout } from '../api/logout';

/** Ends the session on the server (best effort), then forgets it and every cache in the browser. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (getSession()) {
      try {
        await logout();
      } catch (error) {
        console.warn('Sign-out on the server failed; signing out locally.', error);
      }
    }
    await queryClient.cancelQueries();
    clearSession();
    queryClient.clear();
  }, [queryClient]);
}
