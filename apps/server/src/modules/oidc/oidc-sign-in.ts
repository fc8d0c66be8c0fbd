import { randomUUID } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import type { TAuthTokens } from '@qi/domain/auth';
import type { TOidcProviderSettings } from '@qi/domain/oidc';
import { OIDC_MSG } from '@qi/domain/oidc-messages';
import { groupsDecideRoles, roleFromGroups } from '@qi/domain/oidc-rules';
import { defaultProfile } from '@qi/domain/profile';
import type { Role } from '@qi/domain/roles';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { locksRows } from '../../db/dialect';
import { nowIso } from '../../db/values';
import type { AuthClient } from '../../http/types';
import { openSessionWithId } from '../auth/session-service';
import { insertHistory } from '../history/history-repository';
import { saveProfile } from '../profile/profile-repository';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  listActiveAdminIds,
  type UserRecord,
  updateUser,
} from '../users/user-repository';
import { upsertPendingRequest } from './oidc-access-request-repository';
import type { ProviderPerson } from './oidc-claims';
import { findIdentity, insertIdentity, insertOidcSession, touchIdentity } from './oidc-identity-repository';

export const GROUPS_REASON = 'Role from the groups at the identity provider.';

type Outcome = { kind: 'signed-in'; tokens: TAuthTokens } | { kind: 'refused'; message: string };

/** The role the provider's groups give, or the current one when roles are not decided by groups. */
export const targetRole = (
  settings: TOidcProviderSettings,
  person: Pick<ProviderPerson, 'groups'>,
  current: Role,
) =>
  groupsDecideRoles(settings.groupRoles)
    ? roleFromGroups(person.groups, settings.groupRoles, settings.defaultRole)
    : current;

/**
 * Roles follow the groups on every sign-in, except that the last active admin keeps the role (the rule of the
 * Users page: the company is never left without one); the change is in the user's history.
 */
async function followGroups(
  ctx: AppContext,
  trx: Db,
  settings: TOidcProviderSettings,
  person: ProviderPerson,
  user: UserRecord,
  client: AuthClient,
  now: string,
): Promise<UserRecord> {
  const role = targetRole(settings, person, user.role);
  if (role === user.role) return user;
  if (user.role === 'admin') {
    const admins = await listActiveAdminIds(trx, locksRows(ctx.dbKind));
    if (!admins.some((id) => id !== user.user_id)) {
      client.log.warn(
        { event: 'oidc.last-admin-kept', userId: user.user_id },
        'groups would remove the last admin',
      );
      return user;
    }
  }
  await updateUser(trx, user.user_id, { role }, now);
  await insertHistory(trx, {
    entityType: 'user',
    entityId: user.user_id,
    actorId: user.user_id,
    action: 'update',
    changes: { role: { from: user.role, to: role } },
    reason: GROUPS_REASON,
    now,
  });
  return { ...user, role, updated_at: now };
}

/** Creates the account of a first sign-in (creating accounts on), with its default or group role. */
export async function createProviderUser(
  trx: Db,
  input: { email: string; name: string; role: Role; actorId: string | null; now: string },
): Promise<UserRecord> {
  const userId = randomUUID();
  await insertUser(trx, {
    user_id: userId,
    email: input.email,
    name: input.name,
    role: input.role,
    active: true,
    passwordHash: null,
    mustChangePassword: false,
    now: input.now,
  });
  await saveProfile(trx, userId, defaultProfile(), input.now);
  await insertHistory(trx, {
    entityType: 'user',
    entityId: userId,
    actorId: input.actorId ?? userId,
    action: 'create',
    reason: 'Signed in through the identity provider.',
    now: input.now,
  });
  const user = await findUserById(trx, userId);
  if (!user) throw new Error('The new user is not there');
  return user;
}

/** The person's account: by subject, else an existing account by verified email, else a new one or a request. */
async function accountOf(
  trx: Db,
  settings: TOidcProviderSettings,
  person: ProviderPerson,
  now: string,
): Promise<{ user: UserRecord; identityId: string | null } | { refused: string }> {
  const identity = await findIdentity(trx, person.issuer, person.subject);
  if (identity) {
    const user = await findUserById(trx, identity.userId);
    if (user) return { user, identityId: identity.id };
  }
  const existing = await findUserByEmail(trx, person.email);
  if (existing) {
    // An unverified email could be anyone's: it never takes over an account.
    if (!person.emailVerified) return { refused: OIDC_MSG.emailNotVerified };
    return { user: existing, identityId: null };
  }
  if (settings.createAccounts) {
    const role = targetRole(settings, person, settings.defaultRole);
    const user = await createProviderUser(trx, { ...person, role, actorId: null, now });
    return { user, identityId: null };
  }
  const status = await upsertPendingRequest(trx, { ...person, now });
  return { refused: status === 'refused' ? OIDC_MSG.requestRefused : OIDC_MSG.awaitingApproval };
}

/**
 * Signs a person in as the provider vouched for them, opening the app's normal session (the same tokens and
 * refresh cookie as a password sign-in) and marking it as a provider session. A refusal that must be kept
 * (an access request) commits before the refusal is answered.
 */
export async function signInPerson(
  ctx: AppContext,
  settings: TOidcProviderSettings,
  person: ProviderPerson,
  client: AuthClient,
): Promise<TAuthTokens> {
  const now = nowIso();
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
    const account = await accountOf(trx, settings, person, now);
    if ('refused' in account) return { kind: 'refused', message: account.refused };
    let user = account.user;
    if (!user.active) return { kind: 'refused', message: OIDC_MSG.deactivated };
    const identity = account.identityId
      ? { id: account.identityId }
      : await insertIdentity(trx, { ...person, userId: user.user_id, now });
    await touchIdentity(trx, identity.id, person.email, now);
    user = await followGroups(ctx, trx, settings, person, user, client, now);
    // An invited person who never chose a password has nothing left to choose: the provider vouches for them.
    if (user.mustChangePassword && !user.passwordHash) {
      await updateUser(trx, user.user_id, { mustChangePassword: false }, now);
      user = { ...user, mustChangePassword: false };
    }
    const { tokens, sessionId } = await openSessionWithId(ctx, trx, user, client, now);
    await insertOidcSession(trx, sessionId, identity.id, now);
    return { kind: 'signed-in', tokens };
  });
  if (outcome.kind === 'refused') {
    client.log.warn({ event: 'oidc.sign-in-refused', reason: outcome.message }, 'provider sign-in refused');
    throw new AppError('FORBIDDEN', outcome.message);
  }
  return outcome.tokens;
}
