import {
  DEFAULT_OIDC_SETTINGS,
  isIssuerUrl,
  type TOidcProviderSettings,
  ZOidcProviderSettings,
} from '@qi/domain/oidc';
import { ROLES, type Role } from '@qi/domain/roles';
import { z } from 'zod';

/**
 * The OIDC_* environment variables (decision 053): a locked-down install sets its identity provider here, and
 * then the Administration form only shows it. Each variable is parsed with its own message (config-env.ts
 * spreads this shape into ZEnv); `oidcFromEnv` turns them into the provider's settings.
 */

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A comma-separated list, each entry checked by `item`. */
function list(name: string, item: z.ZodType<string, string>, what: string) {
  const error = `${name} must be a comma-separated list of ${what}`;
  return z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((e) => e.trim())
          .filter((e) => e !== ''),
      )
      .pipe(z.array(item, { error }))
      .optional(),
  );
}

const domainPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const domains = (name: string) =>
  list(
    name,
    z
      .string()
      .transform((d) => d.toLowerCase())
      .pipe(
        z.string().regex(domainPattern, {
          error: `${name} must be a comma-separated list of domains such as example.com`,
        }),
      ),
    'domains such as example.com',
  );
const claim = (name: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_.:/-]{1,100}$/, {
        error: `${name} must be a claim name (letters, digits and . _ : / -)`,
      })
      .optional(),
  );
const role = (name: string) =>
  z.preprocess(
    emptyToUndefined,
    z.enum(ROLES, { error: `${name} must be one of ${ROLES.join(', ')}` }).optional(),
  );

const SCOPES_ERROR = 'OIDC_SCOPES must be scopes separated by spaces or commas, including openid';
const GROUP_ROLES_ERROR = `OIDC_GROUP_ROLES must be a comma-separated list of group=role (role one of ${ROLES.join(', ')})`;

export const OIDC_ENV_SHAPE = {
  OIDC_ISSUER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(isIssuerUrl, {
        error:
          'OIDC_ISSUER must be an https:// URL (http:// only for localhost), without credentials or query',
      })
      .optional(),
  ),
  OIDC_CLIENT_ID: z.preprocess(
    emptyToUndefined,
    z.string().max(500, { error: 'OIDC_CLIENT_ID must be at most 500 characters' }).optional(),
  ),
  OIDC_CLIENT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().max(2000, { error: 'OIDC_CLIENT_SECRET must be at most 2000 characters' }).optional(),
  ),
  OIDC_DISPLAY_NAME: z.preprocess(
    emptyToUndefined,
    z.string().max(60, { error: 'OIDC_DISPLAY_NAME must be at most 60 characters' }).optional(),
  ),
  OIDC_SCOPES: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((text) => text.split(/[\s,]+/).filter((s) => s !== ''))
      .pipe(
        z
          .array(z.string().regex(/^[A-Za-z0-9_.:/-]{1,100}$/, { error: SCOPES_ERROR }))
          .refine((scopes) => scopes.includes('openid'), { error: SCOPES_ERROR }),
      )
      .optional(),
  ),
  OIDC_EMAIL_CLAIM: claim('OIDC_EMAIL_CLAIM'),
  OIDC_EMAIL_VERIFIED_CLAIM: claim('OIDC_EMAIL_VERIFIED_CLAIM'),
  OIDC_NAME_CLAIM: claim('OIDC_NAME_CLAIM'),
  OIDC_GROUPS_CLAIM: claim('OIDC_GROUPS_CLAIM'),
  OIDC_ALLOWED_DOMAINS: domains('OIDC_ALLOWED_DOMAINS'),
  OIDC_CREATE_ACCOUNTS: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
        error: 'OIDC_CREATE_ACCOUNTS must be true or false',
      })
      .transform((v) => ['true', '1', 'yes', 'on'].includes(v))
      .optional(),
  ),
  OIDC_DEFAULT_ROLE: role('OIDC_DEFAULT_ROLE'),
  OIDC_GROUP_ROLES: list(
    'OIDC_GROUP_ROLES',
    z.string().regex(new RegExp(`^.{1,256}=(${ROLES.join('|')})$`), { error: GROUP_ROLES_ERROR }),
    'group=role',
  ),
  OIDC_REQUIRED_GROUPS: list('OIDC_REQUIRED_GROUPS', z.string().max(256), 'groups'),
  OIDC_PROVIDER_ONLY_DOMAINS: domains('OIDC_PROVIDER_ONLY_DOMAINS'),
};

const ZOidcEnv = z.object(OIDC_ENV_SHAPE);
type OidcEnv = z.output<typeof ZOidcEnv>;

/** The provider set by the environment, with its client secret. */
export interface OidcEnvSettings {
  settings: TOidcProviderSettings;
  clientSecret: string | null;
}

/**
 * The provider the environment sets (OIDC_ISSUER present), or null: then admins configure it in the app.
 * Problems that involve several variables are added to `problems`.
 */
export function oidcFromEnv(e: OidcEnv, problems: string[]): OidcEnvSettings | null {
  if (!e.OIDC_ISSUER) return null;
  if (!e.OIDC_CLIENT_ID) problems.push('OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
  const d = DEFAULT_OIDC_SETTINGS;
  const candidate = {
    enabled: true,
    displayName: e.OIDC_DISPLAY_NAME ?? d.displayName,
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID ?? '',
    scopes: e.OIDC_SCOPES ?? d.scopes,
    emailClaim: e.OIDC_EMAIL_CLAIM ?? d.emailClaim,
    emailVerifiedClaim: e.OIDC_EMAIL_VERIFIED_CLAIM ?? d.emailVerifiedClaim,
    nameClaim: e.OIDC_NAME_CLAIM ?? d.nameClaim,
    groupsClaim: e.OIDC_GROUPS_CLAIM ?? d.groupsClaim,
    allowedDomains: e.OIDC_ALLOWED_DOMAINS ?? [],
    createAccounts: e.OIDC_CREATE_ACCOUNTS ?? false,
    defaultRole: e.OIDC_DEFAULT_ROLE ?? d.defaultRole,
    groupRoles: (e.OIDC_GROUP_ROLES ?? []).map((pair) => {
      const at = pair.lastIndexOf('=');
      return { group: pair.slice(0, at).trim(), role: pair.slice(at + 1) as Role };
    }),
    requiredGroups: e.OIDC_REQUIRED_GROUPS ?? [],
    providerOnlyDomains: e.OIDC_PROVIDER_ONLY_DOMAINS ?? [],
  };
  // The variables were checked one by one; this catches what only the whole can say (e.g. a blank group).
  const parsed = ZOidcProviderSettings.safeParse(candidate);
  if (!parsed.success) {
    problems.push(`OIDC_* settings: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    return null;
  }
  return { settings: parsed.data, clientSecret: e.OIDC_CLIENT_SECRET ?? null };
}
