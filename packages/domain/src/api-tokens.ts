import { z } from 'zod';
import type { Role } from './roles';
import { ROLES } from './roles';
import { hasLineBreakOrControl, hasVisibleText, NAME_MSG } from './visible-text';

/**
 * API tokens for machines (docs/api.md "API tokens"): an admin creates a named token that acts as a service
 * account with one role; the secret is shown once, only its hash is kept; it expires and can be revoked.
 */

/** Every token's secret starts with this, so the server (and secret scanners) can tell it from a session. */
export const API_TOKEN_PREFIX = 'qit_';
/** How many characters of the secret the list shows (the prefix and a few more), to recognise a token. */
export const API_TOKEN_SHOWN_CHARS = 12;
/** The lifetimes an admin chooses from; a token never lives longer than a year. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
export type ApiTokenExpiryDays = (typeof API_TOKEN_EXPIRY_DAYS)[number];
export const DEFAULT_API_TOKEN_EXPIRY_DAYS: ApiTokenExpiryDays = 90;
/** A token's role unless the admin chooses another; admin is possible, but only when chosen. */
export const DEFAULT_API_TOKEN_ROLE: Role = 'user';

export const API_TOKEN_MSG = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name is required (at most 100 characters)',
  role: 'Role must be one of user, investigator, quality, admin.',
  expiry: 'Expiry must be 30, 90 or 365 days.',
  notFound: 'API token not found.',
  alreadyRevoked: 'This token is already revoked.',
  /** A request made with a token that a person must make (change a password, sign, sign out). */
  peopleOnly: 'An API token cannot do this: a person must sign in to do it.',
  shownOnce: 'Copy this token now: it will not be shown again.',
} as const;

/** Who may see, create and revoke API tokens: admins (like users). */
export const canManageApiTokens = (role: Role): boolean => role === 'admin';

/** `POST /v1/api-tokens` and the Create token dialog. */
export const ZCreateApiTokenRequest = z.strictObject({
  name: z
    .string({ error: API_TOKEN_MSG.nameRequired })
    .trim()
    .min(1, { error: API_TOKEN_MSG.nameRequired, abort: true })
    .max(100, { error: API_TOKEN_MSG.nameTooLong })
    .refine(hasVisibleText, { error: API_TOKEN_MSG.nameRequired, abort: true })
    .refine((v) => !hasLineBreakOrControl(v), { error: NAME_MSG.oneLine }),
  role: z.enum(ROLES, { error: API_TOKEN_MSG.role }).default(DEFAULT_API_TOKEN_ROLE),
  expiresInDays: z
    .literal(API_TOKEN_EXPIRY_DAYS, { error: API_TOKEN_MSG.expiry })
    .default(DEFAULT_API_TOKEN_EXPIRY_DAYS),
});
export type TCreateApiTokenRequest = z.infer<typeof ZCreateApiTokenRequest>;

export const API_TOKEN_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiTokenStatus = (typeof API_TOKEN_STATUSES)[number];
export const API_TOKEN_STATUS_LABELS: Record<ApiTokenStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** One token as the list shows it: never its secret. */
export const ZApiToken = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  /** The first characters of the secret, to recognise it (`qit_AbCd…`). */
  tokenPrefix: z.string(),
  /** The user id the token acts as (history and "reported by" name it). */
  serviceAccountId: z.string(),
  createdBy: z.object({ user_id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: z.enum(API_TOKEN_STATUSES),
});
export type TApiToken = z.infer<typeof ZApiToken>;

export const ZApiTokenList = z.object({ items: z.array(ZApiToken) });
export type TApiTokenList = z.infer<typeof ZApiTokenList>;

/** The answer of a create: the listed fields and, this once, the secret. */
export const ZCreatedApiToken = ZApiToken.extend({ token: z.string() });
export type TCreatedApiToken = z.infer<typeof ZCreatedApiToken>;

/** Revoked first (a revoked token stays revoked), then expired at or after `expiresAt`. */
export function apiTokenStatus(
  token: { revokedAt: string | null; expiresAt: string },
  now: Date,
): ApiTokenStatus {
  if (token.revokedAt) return 'revoked';
  return Date.parse(token.expiresAt) <= now.getTime() ? 'expired' : 'active';
}

/** When a token made at `createdAt` with a lifetime of `days` expires (ISO). */
export function apiTokenExpiresAt(createdAt: Date, days: ApiTokenExpiryDays): string {
  return new Date(createdAt.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
}

/** Whether a bearer value is an API token (rather than a session's idToken). */
export function isApiTokenSecret(bearer: string): boolean {
  return bearer.startsWith(API_TOKEN_PREFIX);
}

/** What the list shows of a secret: its first characters and an ellipsis. */
export function apiTokenShownPart(secret: string): string {
  return secret.slice(0, API_TOKEN_SHOWN_CHARS);
}

/** What the Create token dialog offers for the expiry. */
export const API_TOKEN_EXPIRY_LABELS: Record<ApiTokenExpiryDays, string> = {
  30: '30 days',
  90: '90 days',
  365: '1 year',
};

export const API_TOKEN_TOAST = {
  created: 'API token created.',
  createFailed: 'Failed to create the API token.',
  revoked: 'API token revoked.',
  revokeFailed: 'Failed to revoke the API token.',
  copied: 'Token copied.',
  copyFailed: 'Could not copy: select the token and copy it.',
} as const;

export const API_TOKEN_CONFIRM = {
  revoke: (name: string) => `Revoke the API token “${name}”? Machines using it are refused at once.`,
} as const;
