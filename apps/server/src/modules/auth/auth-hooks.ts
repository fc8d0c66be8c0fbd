import type { AppContext } from '../../context';
import { defineHook } from '../../events/event-bus';

/**
 * Whether an email may sign in with a local password at all, asked before the password is checked: null when
 * it may, else the refusal's message. modules/oidc provides it ("provider only" domains, decision 053);
 * listeners.ts connects the two, so auth imports nothing of oidc.
 */
export type PasswordSignInPolicy = (ctx: AppContext, email: string) => Promise<string | null>;

export const passwordSignInPolicy = defineHook<PasswordSignInPolicy>('auth.password-sign-in-policy');

/**
 * The latest a session may last (ISO time), or null when only the configured lifetimes apply; asked at every
 * refresh. modules/oidc ends sessions opened through the provider sooner (`OIDC_SESSION_HOURS`), so that
 * someone removed at the provider loses access the same day (decision 053).
 */
export type SessionEndLimit = (
  ctx: AppContext,
  session: { id: string; createdAt: string },
) => Promise<string | null>;

export const sessionEndLimit = defineHook<SessionEndLimit>('auth.session-end-limit');
