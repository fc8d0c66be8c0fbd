import { AppError } from '@qi/domain/app-error';
import type { TOidcProviderSettings } from '@qi/domain/oidc';
import { OIDC_MSG } from '@qi/domain/oidc-messages';
import { claimIsTrue, domainAllowed, groupsFromClaim, hasRequiredGroup } from '@qi/domain/oidc-rules';
import { hasLineBreakOrControl, hasVisibleText } from '@qi/domain/visible-text';
import type { ProviderClaims } from './oidc-client';

/** A person as the provider describes them, read through the configured claim names. */
export interface ProviderPerson {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
  groups: string[];
  /** Seconds since the epoch: when the provider last authenticated them (present for a signing). */
  authTime: number | undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function nameOf(claims: ProviderClaims, claim: string, email: string): string {
  const candidates = [claims[claim], [claims.given_name, claims.family_name].filter(Boolean).join(' ')];
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    const name = candidate.trim().slice(0, 200);
    if (hasVisibleText(name) && !hasLineBreakOrControl(name)) return name;
  }
  return email;
}

/**
 * Reads the person from the claims and applies the rules that need no database: an email is required, its
 * domain must be allowed, and the person must be in a required group (403 with the reason otherwise).
 */
export function personFromClaims(claims: ProviderClaims, settings: TOidcProviderSettings): ProviderPerson {
  const rawEmail = claims[settings.emailClaim];
  const email = typeof rawEmail === 'string' ? rawEmail.trim().toLowerCase() : '';
  if (!EMAIL.test(email) || email.length > 254) throw new AppError('FORBIDDEN', OIDC_MSG.noEmail);
  if (!domainAllowed(email, settings.allowedDomains))
    throw new AppError('FORBIDDEN', OIDC_MSG.domainNotAllowed);
  const groups = groupsFromClaim(claims[settings.groupsClaim]);
  if (!hasRequiredGroup(groups, settings.requiredGroups))
    throw new AppError('FORBIDDEN', OIDC_MSG.groupMissing);
  return {
    issuer: String(claims.iss),
    subject: claims.sub,
    email,
    emailVerified: claimIsTrue(claims[settings.emailVerifiedClaim]),
    name: nameOf(claims, settings.nameClaim, email),
    groups,
    authTime: typeof claims.auth_time === 'number' ? claims.auth_time : undefined,
  };
}
