import { ROLES, type Role } from './roles';

/**
 * The pure rules of sign-in through the company's identity provider (decision 053): what the provider's claims
 * mean for a person here. The server applies them on every sign-in; the Administration form shows the same.
 */

export interface GroupRole {
  group: string;
  role: Role;
}

/** The part after the last '@', lower-case ('' when there is none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** An email is in a list of domains when its domain is one of them (exactly: a subdomain is another domain). */
export function inDomains(email: string, domains: readonly string[]): boolean {
  const domain = emailDomain(email);
  return domain !== '' && domains.some((d) => d.toLowerCase() === domain);
}

/** No list means every domain may sign in. */
export function domainAllowed(email: string, allowedDomains: readonly string[]): boolean {
  return allowedDomains.length === 0 || inDomains(email, allowedDomains);
}

const MAX_GROUPS = 1000;

/**
 * The groups a claim names: an array of strings (Entra ID, Keycloak, Okta), or one string. Anything else in it
 * is ignored; a provider sending thousands is cut at 1000.
 */
export function groupsFromClaim(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return list
    .filter((g): g is string => typeof g === 'string' && g.length > 0 && g.length <= 1000)
    .slice(0, MAX_GROUPS);
}

/** Required groups: a person must be in at least one of them (none listed: no requirement). */
export function hasRequiredGroup(groups: readonly string[], requiredGroups: readonly string[]): boolean {
  return requiredGroups.length === 0 || requiredGroups.some((g) => groups.includes(g));
}

/**
 * The role the groups give: the most privileged role of the mappings whose group the person is in, or
 * `fallback` when none matches. Applied on every sign-in, so leaving a group takes its role away.
 */
export function roleFromGroups(
  groups: readonly string[],
  mapping: readonly GroupRole[],
  fallback: Role,
): Role {
  let best = -1;
  for (const { group, role } of mapping) {
    if (groups.includes(group)) best = Math.max(best, ROLES.indexOf(role));
  }
  return best < 0 ? fallback : (ROLES[best] ?? fallback);
}

/** Whether the groups decide roles at all (no mapping: roles are changed in the Users page only). */
export const groupsDecideRoles = (mapping: readonly GroupRole[]) => mapping.length > 0;

/** The claim as the boolean it means: `true` or the string 'true' (some providers send strings). */
export function claimIsTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

export interface AdminForLockOut {
  email: string;
  active: boolean;
  hasPassword: boolean;
}

/**
 * At least one active administrator can still sign in with a password when the provider is down: one with a
 * password whose email is outside the provider-only domains.
 */
export function keepsLocalAdmin(admins: readonly AdminForLockOut[], providerOnlyDomains: readonly string[]) {
  return admins.some((a) => a.active && a.hasPassword && !inDomains(a.email, providerOnlyDomains));
}

/**
 * Where to go after signing in: only a path of this app (never another origin, `//host`, a backslash trick
 * or control characters); anything else goes home.
 */
export function safeReturnPath(path: string | null | undefined): string {
  const fallback = '/home';
  if (!path || path.length > 2000) return fallback;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(path)) return fallback;
  const bare = path.split(/[?#]/)[0] ?? '';
  if (['/login', '/logout', '/auth/callback'].includes(bare)) return fallback;
  return path;
}
