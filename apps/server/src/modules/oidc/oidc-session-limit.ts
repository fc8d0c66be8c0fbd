import type { AppContext } from '../../context';
import { isOidcSession } from './oidc-identity-repository';

/**
 * The provider of auth's session-end hook: a session opened through the provider lasts at most
 * `OIDC_SESSION_HOURS` from its sign-in, then the person goes through the provider again, where a leaver
 * can no longer sign in. Password sessions keep the configured lifetimes.
 */
export async function providerSessionEnd(
  ctx: AppContext,
  session: { id: string; createdAt: string },
): Promise<string | null> {
  if (!(await isOidcSession(ctx.db, session.id))) return null;
  return new Date(Date.parse(session.createdAt) + ctx.config.sessions.providerMaxMs).toISOString();
}
