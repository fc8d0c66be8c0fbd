import { DEFAULT_OIDC_SETTINGS, OIDC_SETTINGS_MSG } from '@qi/domain/oidc';
import { describe, expect, it } from 'vitest';
import { draftErrors, draftOf, requestOf } from './provider-settings-draft';

const settings = {
  ...DEFAULT_OIDC_SETTINGS,
  enabled: true,
  issuer: 'https://login.example.com',
  clientId: 'qi',
  allowedDomains: ['contoso.com', 'fabrikam.com'],
  requiredGroups: ['Quality Team'],
  clientSecretSet: true,
  lockedByEnvironment: false,
  redirectUri: 'https://qi.example.com/auth/callback',
};

describe('the Sign-in form draft', () => {
  it('turns the lists into text and back, keeping the secret unless one is typed', () => {
    const draft = draftOf(settings);
    expect(draft.allowedDomains).toBe('contoso.com, fabrikam.com');
    expect(draft.clientSecret).toBe('');
    const request = requestOf({
      ...draft,
      requiredGroups: 'Quality Team, qi admins ,',
      scopes: 'openid,email  groups',
    });
    expect(request.requiredGroups).toEqual(['Quality Team', 'qi admins']);
    expect(request.scopes).toEqual(['openid', 'email', 'groups']);
    expect('clientSecret' in request).toBe(false);
    expect(requestOf({ ...draft, clientSecret: 'new' }).clientSecret).toBe('new');
  });

  it('names the wrong fields with the domain’s messages', () => {
    const draft = draftOf(settings);
    expect(draftErrors(draft)).toEqual({});
    expect(
      draftErrors({ ...draft, issuer: 'http://idp.example.com', providerOnlyDomains: 'not a domain!' }),
    ).toEqual({
      issuer: OIDC_SETTINGS_MSG.issuer,
      providerOnlyDomains: OIDC_SETTINGS_MSG.domain,
    });
  });
});
