import { z } from 'zod';
import { pageOf, ZAdminPageQuery } from './admin-paging';
import { ZAuthTokens } from './auth';
import { OIDC_MSG } from './oidc-messages';
import { ZRole } from './roles';

/**
 * Sign-in with the company's identity provider (OpenID Connect, decision 053): the provider's settings as an
 * admin saves them (Administration → Sign-in) or the environment sets them, and the shapes of the sign-in,
 * signing and access-request routes. Messages are in oidc-messages.ts, rules in oidc-rules.ts.
 */

export const OIDC_SETTINGS_MSG = {
  displayName: 'A name for the sign-in button is required (at most 60 characters).',
  issuer:
    'The issuer must be an https:// URL (http:// only on this machine: localhost or 127.0.0.1), without a user name, query or fragment.',
  clientId: 'The client ID is required.',
  scopes: 'Scopes must include openid; each is letters, digits and . _ : / -.',
  claim: 'A claim name is letters, digits and . _ : / - (at most 100).',
  domain: 'Each domain must look like example.com.',
  group: 'A group name is required (at most 256 characters).',
  tooMany: 'Too many entries.',
} as const;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https://, or http:// on loopback (a provider on this machine, as in the tests); no credentials, query or fragment. */
export function isIssuerUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

const claimName = z
  .string({ error: OIDC_SETTINGS_MSG.claim })
  .trim()
  .regex(/^[A-Za-z0-9_.:/-]{1,100}$/, { error: OIDC_SETTINGS_MSG.claim });
const domain = z
  .string({ error: OIDC_SETTINGS_MSG.domain })
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
    error: OIDC_SETTINGS_MSG.domain,
  });
const domains = z.array(domain).max(100, { error: OIDC_SETTINGS_MSG.tooMany });
const groupName = z
  .string({ error: OIDC_SETTINGS_MSG.group })
  .trim()
  .min(1, { error: OIDC_SETTINGS_MSG.group })
  .max(256, { error: OIDC_SETTINGS_MSG.group });
const scope = z.string().regex(/^[A-Za-z0-9_.:/-]{1,100}$/, { error: OIDC_SETTINGS_MSG.scopes });

export const ZOidcGroupRole = z.strictObject({ group: groupName, role: ZRole });

const settingsShape = {
  /** Off: no button on the login page, no provider-only domains; the values are kept. */
  enabled: z.boolean({ error: 'Enabled must be true or false.' }),
  /** The name on the button: "Sign in with <displayName>". */
  displayName: z
    .string({ error: OIDC_SETTINGS_MSG.displayName })
    .trim()
    .min(1, { error: OIDC_SETTINGS_MSG.displayName })
    .max(60, { error: OIDC_SETTINGS_MSG.displayName }),
  /** The provider's issuer URL; its metadata is discovered from `/.well-known/openid-configuration`. */
  issuer: z.string({ error: OIDC_SETTINGS_MSG.issuer }).trim().max(2000, { error: OIDC_SETTINGS_MSG.issuer }),
  clientId: z
    .string({ error: OIDC_SETTINGS_MSG.clientId })
    .trim()
    .max(500, { error: OIDC_SETTINGS_MSG.clientId }),
  scopes: z
    .array(scope)
    .min(1, { error: OIDC_SETTINGS_MSG.scopes })
    .max(20, { error: OIDC_SETTINGS_MSG.tooMany })
    .refine((list) => list.includes('openid'), { error: OIDC_SETTINGS_MSG.scopes }),
  emailClaim: claimName,
  /** Entra ID has no `email_verified`; its `xms_edov` optional claim says the same (docs/deployment.md). */
  emailVerifiedClaim: claimName,
  nameClaim: claimName,
  groupsClaim: claimName,
  /** Empty: every domain may sign in. */
  allowedDomains: domains,
  /** Off (the default): a new person's request waits for an admin's approval. */
  createAccounts: z.boolean({ error: 'Create accounts must be true or false.' }),
  /** The role of a new account, and of anyone in no mapped group when groups decide roles. */
  defaultRole: ZRole,
  /** Group → role, applied on every sign-in (the most privileged match wins); empty: roles are set by hand. */
  groupRoles: z.array(ZOidcGroupRole).max(100, { error: OIDC_SETTINGS_MSG.tooMany }),
  /** A person must be in at least one of these groups (empty: no requirement). */
  requiredGroups: z.array(groupName).max(100, { error: OIDC_SETTINGS_MSG.tooMany }),
  /** Domains whose people may not sign in with a local password while the provider is enabled. */
  providerOnlyDomains: domains,
};

/** The provider's settings without the client secret (what is stored beside it, and answered). */
export const ZOidcProviderSettings = z.object(settingsShape);
export type TOidcProviderSettings = z.output<typeof ZOidcProviderSettings>;

/** Enabled settings need a valid issuer and a client ID; disabled ones may be blank. */
function requiredWhenEnabled<T extends { enabled: boolean; issuer: string; clientId: string }>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
) {
  if ((value.enabled || value.issuer !== '') && !isIssuerUrl(value.issuer)) {
    ctx.addIssue({ code: 'custom', path: ['issuer'], message: OIDC_SETTINGS_MSG.issuer });
  }
  if (value.enabled && value.clientId === '') {
    ctx.addIssue({ code: 'custom', path: ['clientId'], message: OIDC_SETTINGS_MSG.clientId });
  }
}

/**
 * `PUT /v1/sign-in-provider`. The client secret is write-only: absent keeps the stored one, null removes it
 * (a public client, PKCE only), a string replaces it.
 */
export const ZSaveOidcSettingsRequest = z
  .strictObject({
    ...settingsShape,
    clientSecret: z.string().max(2000, { error: 'The client secret is too long.' }).nullable().optional(),
  })
  .superRefine(requiredWhenEnabled);
export type TSaveOidcSettingsRequest = z.output<typeof ZSaveOidcSettingsRequest>;

/** `GET /v1/sign-in-provider` (admin): the settings, whether a secret is kept, and what to register. */
export const ZOidcSettings = ZOidcProviderSettings.extend({
  clientSecretSet: z.boolean(),
  /** Set by the server's environment (OIDC_ISSUER…): the form is read-only. */
  lockedByEnvironment: z.boolean(),
  /** The redirect URI to register at the provider. */
  redirectUri: z.string(),
});
export type TOidcSettings = z.output<typeof ZOidcSettings>;

export const DEFAULT_OIDC_SETTINGS: TOidcProviderSettings = {
  enabled: false,
  displayName: 'your company account',
  issuer: '',
  clientId: '',
  scopes: ['openid', 'email', 'profile'],
  emailClaim: 'email',
  emailVerifiedClaim: 'email_verified',
  nameClaim: 'name',
  groupsClaim: 'groups',
  allowedDomains: [],
  createAccounts: false,
  defaultRole: 'user',
  groupRoles: [],
  requiredGroups: [],
  providerOnlyDomains: [],
};

export const ZOidcPublicInfo = z.object({ enabled: z.boolean(), name: z.string().nullable() });

/** `POST /v1/auth/oidc/start`: where to go after signing in (a path of this app; anything else goes home). */
export const ZOidcStartRequest = z.strictObject({ returnTo: z.string().max(2000).optional() });
export const ZOidcStartAnswer = z.object({ authorizationUrl: z.string() });

/** `POST /v1/auth/oidc/callback`: the query string the provider sent the browser back with. */
export const ZOidcCallbackRequest = z.strictObject({
  parameters: z
    .string({ error: OIDC_MSG.expired })
    .min(1, { error: OIDC_MSG.expired })
    .max(8000, { error: OIDC_MSG.expired }),
});

export const ZOidcCallbackAnswer = z.discriminatedUnion('kind', [
  ZAuthTokens.extend({ kind: z.literal('sign-in'), returnTo: z.string() }),
  /** A signing re-authentication: the one-use grant the signing request carries (`signature.providerGrant`). */
  z.object({ kind: z.literal('signing'), signingGrant: z.string() }),
]);
export type TOidcCallbackAnswer = z.output<typeof ZOidcCallbackAnswer>;

/** `GET /v1/auth/oidc/signing`: how the caller's session signs. */
export const ZSigningMethodAnswer = z.object({
  method: z.enum(['password', 'provider']),
  providerName: z.string().nullable(),
});
export type TSigningMethodAnswer = z.output<typeof ZSigningMethodAnswer>;

export const ACCESS_REQUEST_STATUSES = ['pending', 'refused'] as const;

export const ZOidcAccessRequest = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  groups: z.array(z.string()),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  /** The role approving gives unless the admin chooses another (the groups' role, or the default role). */
  suggestedRole: ZRole,
  requestedAt: z.string(),
});
export type TOidcAccessRequest = z.output<typeof ZOidcAccessRequest>;

export const ZOidcAccessRequestQuery = ZAdminPageQuery;
export type TOidcAccessRequestQuery = z.output<typeof ZOidcAccessRequestQuery>;

export const ZOidcAccessRequestList = pageOf(ZOidcAccessRequest);
export type TOidcAccessRequestList = z.output<typeof ZOidcAccessRequestList>;

export const ZApproveAccessRequest = z.strictObject({ role: ZRole });
