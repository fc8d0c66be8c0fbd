import { OIDC_MSG } from '@qi/domain/oidc-messages';
import { inDomains, keepsLocalAdmin } from '@qi/domain/oidc-rules';
import type { AppContext } from '../../context';
import { findUserByEmail, listAdminsForLockOut } from '../users/user-repository';
import { enabledProvider } from './oidc-provider-settings';

/**
 * The provider of auth's password-sign-in hook: while the provider is enabled, an email of a provider-only
 * domain may not sign in with a password. One exception keeps a way in when the provider is down: an active
 * admin with a password, as long as no admin outside those domains could sign in instead (the Administration
 * form refuses such settings; the environment's are not checked when saved, so this holds at every sign-in).
 */
export async function passwordSignInRefusal(ctx: AppContext, email: string): Promise<string | null> {
  const provider = await enabledProvider(ctx);
  if (!provider || !inDomains(email, provider.settings.providerOnlyDomains)) return null;
  const user = await findUserByEmail(ctx.db, email);
  if (user?.role === 'admin' && user.active && user.passwordHash) {
    const admins = await listAdminsForLockOut(ctx.db);
    if (!keepsLocalAdmin(admins, provider.settings.providerOnlyDomains)) return null;
  }
  return OIDC_MSG.providerOnly(provider.settings.displayName);
}
