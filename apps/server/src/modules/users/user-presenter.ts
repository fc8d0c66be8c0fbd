import type { TUser } from '@qi/domain/user';
import type { UserRecord } from './user-repository';

/** Whitelists what leaves the server about a user (never the password hash). */
export function presentUser(user: UserRecord): TUser {
  return {
    user_id: user.user_id,
    name: user.name,
    email: user.email,
    role: user.role,
    active: user.active,
    created_at: user.created_at,
    updated_at: user.updated_at,
  };
}
