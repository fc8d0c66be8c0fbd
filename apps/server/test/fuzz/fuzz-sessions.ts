import { ROLES, type Role } from '@qi/domain/roles';
import { nowIso } from '../../src/db/values';
import { openSession } from '../../src/modules/auth/session-service';
import { findUserById } from '../../src/modules/users/user-repository';
import type { TestApp } from '../helpers/test-app';

export type CallerName = 'anonymous' | Role;
export const CALLERS: readonly CallerName[] = ['anonymous', ...ROLES];

/**
 * One dedicated, throwaway account per role, used only by the fuzzer. Fuzzed requests end their sessions
 * (logout), change their password or lock their sign-in (wrong current passwords count as failed sign-ins),
 * so a revoked session is replaced by a new one opened directly in the sessions table: an API sign-in would
 * itself be refused by the rate limits the fuzzer trips on purpose.
 */
export class FuzzSessions {
  private readonly tokens = new Map<Role, string>();
  private readonly renewing = new Map<Role, Promise<void>>();
  readonly userIds = new Map<Role, string>();
  renewals = 0;

  constructor(private readonly t: TestApp) {}

  async setup(): Promise<void> {
    for (const role of ROLES) {
      const user = await this.t.buildUser({ role, name: `Fuzz ${role}`, email: `fuzz-${role}@example.com` });
      this.userIds.set(role, user.user_id);
      await this.openNew(role);
    }
  }

  token(caller: CallerName): string | undefined {
    return caller === 'anonymous' ? undefined : this.tokens.get(caller);
  }

  /** A new session for `role` unless the token was already replaced since `staleToken` was handed out. */
  renew(role: Role, staleToken: string | undefined): Promise<void> {
    if (this.tokens.get(role) !== staleToken) return Promise.resolve();
    const pending = this.renewing.get(role);
    if (pending) return pending;
    const next = this.openNew(role).finally(() => this.renewing.delete(role));
    this.renewing.set(role, next);
    return next;
  }

  private async openNew(role: Role): Promise<void> {
    const userId = this.userIds.get(role)!;
    const user = await findUserById(this.t.db, userId);
    if (!user) throw new Error(`The fuzz ${role} account is gone`);
    const tokens = await openSession(
      this.t.app.appContext,
      this.t.db,
      user,
      { ip: '127.0.0.1', userAgent: 'fuzz' },
      nowIso(),
    );
    this.tokens.set(role, tokens.idToken);
    this.renewals += 1;
  }
}
