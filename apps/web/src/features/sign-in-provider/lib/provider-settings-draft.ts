import type { TOidcSettings, TSaveOidcSettingsRequest } from '@qi/domain/oidc';
import { ZSaveOidcSettingsRequest } from '@qi/domain/oidc';
import type { Role } from '@qi/domain/roles';

/** The Sign-in tab's form as typed: lists as text, the client secret empty unless a new one is typed. */
export interface SettingsDraft {
  enabled: boolean;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  emailClaim: string;
  emailVerifiedClaim: string;
  nameClaim: string;
  groupsClaim: string;
  allowedDomains: string;
  providerOnlyDomains: string;
  createAccounts: boolean;
  defaultRole: Role;
  requiredGroups: string;
  groupRoles: { group: string; role: Role }[];
}

export type DraftField = keyof SettingsDraft;

export function draftOf(settings: TOidcSettings): SettingsDraft {
  return {
    enabled: settings.enabled,
    displayName: settings.displayName,
    issuer: settings.issuer,
    clientId: settings.clientId,
    clientSecret: '',
    scopes: settings.scopes.join(' '),
    emailClaim: settings.emailClaim,
    emailVerifiedClaim: settings.emailVerifiedClaim,
    nameClaim: settings.nameClaim,
    groupsClaim: settings.groupsClaim,
    allowedDomains: settings.allowedDomains.join(', '),
    providerOnlyDomains: settings.providerOnlyDomains.join(', '),
    createAccounts: settings.createAccounts,
    defaultRole: settings.defaultRole,
    requiredGroups: settings.requiredGroups.join(', '),
    groupRoles: settings.groupRoles.map((m) => ({ ...m })),
  };
}

/** Domains and scopes: separated by commas or spaces. */
const words = (text: string) => text.split(/[\s,]+/).filter((w) => w !== '');
/** Group names may hold spaces: separated by commas only. */
const names = (text: string) =>
  text
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');

/** The request `PUT /v1/sign-in-provider` takes; the secret only when one was typed (empty keeps it). */
export function requestOf(draft: SettingsDraft): TSaveOidcSettingsRequest {
  const { clientSecret, ...rest } = draft;
  return {
    ...rest,
    scopes: words(draft.scopes),
    allowedDomains: words(draft.allowedDomains),
    providerOnlyDomains: words(draft.providerOnlyDomains),
    requiredGroups: names(draft.requiredGroups),
    ...(clientSecret !== '' ? { clientSecret } : {}),
  };
}

/** The first message per field, by the domain's rules (the server checks them again). */
export function draftErrors(draft: SettingsDraft): Partial<Record<DraftField, string>> {
  const result = ZSaveOidcSettingsRequest.safeParse(requestOf(draft));
  const errors: Partial<Record<DraftField, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as DraftField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
