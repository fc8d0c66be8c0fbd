/**
 * Sign-in with the company's identity provider (OpenID Connect, decision 053): the texts people see and the
 * public facts the login page needs. No zod here: /login ships with the web app itself and imports this alone.
 */

/** The SPA page the provider sends people back to (the redirect URI registered at the provider). */
export const OIDC_CALLBACK_PATH = '/auth/callback';

/** `GET /v1/auth/oidc`: whether the login page offers "Sign in with <name>". */
export interface TOidcPublicInfo {
  enabled: boolean;
  /** The provider's name as the button shows it; null when sign-in through a provider is off. */
  name: string | null;
}

export const oidcButtonLabel = (name: string) => `Sign in with ${name}`;
export const oidcSignButtonLabel = (name: string) => `Sign with ${name}`;

export const OIDC_MSG = {
  notConfigured: 'Sign-in with an identity provider is not set up.',
  expired: 'Your sign-in has expired or was already used. Please sign in again.',
  refusedByProvider: 'The identity provider did not sign you in. Please try again.',
  unavailable: 'The identity provider cannot be reached. Please try again later.',
  noEmail: 'The identity provider did not share your email address, so you cannot be signed in.',
  domainNotAllowed: 'Your email address is not in a domain that may sign in here.',
  groupMissing: 'You are not in a group that may use this app. Ask your administrator for access.',
  emailNotVerified:
    'The identity provider has not verified your email address, so it cannot be linked to your existing account. Ask your administrator.',
  awaitingApproval:
    "Your account is waiting for an administrator's approval. You can sign in once it has been approved.",
  requestRefused: 'Your request for an account was refused. Ask your administrator.',
  deactivated: 'This account has been deactivated.',
  providerOnly: (name: string) => `Accounts of this email domain sign in with ${name}.`,
  lockedByEnvironment:
    'Sign-in with an identity provider is set by the server’s environment variables and cannot be changed here.',
  locksOutAdmins:
    'This would stop every administrator from signing in with a password. Keep at least one active administrator with a password whose email is outside the provider-only domains.',
  requestNotFound: 'Access request not found.',
  requestDecided: 'This access request has already been decided.',
  emailTaken: 'A user with this email already exists.',
} as const;

export const OIDC_TOAST = {
  saved: 'Saved the sign-in settings.',
  saveFailed: 'The sign-in settings could not be saved.',
  approved: 'Approved the access request.',
  refused: 'Refused the access request.',
  decideFailed: 'The access request could not be decided.',
} as const;
