import { useMemo } from 'react';
import { useData } from '../api/get-data';

/** user_id → name from the bulk load; unknown ids show as themselves. */
export function useUserNames(): (userId: string | null | undefined) => string {
  const data = useData();
  const users = data.data?.users;
  return useMemo(() => {
    const names = new Map((users ?? []).map((u) => [u.user_id, u.name]));
    return (userId) => (userId ? (names.get(userId) ?? userId) : '');
  }, [users]);
}
