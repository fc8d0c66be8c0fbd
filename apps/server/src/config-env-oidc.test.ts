import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('OIDC_* variables (decision 053)', () => {
  it('leave sign-in through a provider to the admins when OIDC_ISSUER is not set', () => {
    expect(loadConfig({}).oidc).toBeNull();
  });

  it('set the provider, with defaults for what they leave out', () => {
    const { oidc } = loadConfig({
      OIDC_ISSUER: 'https://login.microsoftonline.com/tenant-id/v2.0',
      OIDC_CLIENT_ID: 'qi',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_DISPLAY_NAME: 'Contoso',
      OIDC_SCOPES: 'openid email profile',
      OIDC_EMAIL_VERIFIED_CLAIM: 'xms_edov',
      OIDC_ALLOWED_DOMAINS: 'Contoso.com, fabrikam.com',
      OIDC_CREATE_ACCOUNTS: 'yes',
      OIDC_DEFAULT_ROLE: 'investigator',
      OIDC_GROUP_ROLES: 'a1b2-quality=quality, Quality Admins=admin',
      OIDC_REQUIRED_GROUPS: 'a1b2-users',
      OIDC_PROVIDER_ONLY_DOMAINS: 'contoso.com',
    });
    expect(oidc).toEqual({
      clientSecret: 's3cret',
      settings: {
        enabled: true,
        displayName: 'Contoso',
        issuer: 'https://login.microsoftonline.com/tenant-id/v2.0',
        clientId: 'qi',
        scopes: ['openid', 'email', 'profile'],
        emailClaim: 'email',
        emailVerifiedClaim: 'xms_edov',
        nameClaim: 'name',
        groupsClaim: 'groups',
        allowedDomains: ['contoso.com', 'fabrikam.com'],
        createAccounts: true,
        defaultRole: 'investigator',
        groupRoles: [
          { group: 'a1b2-quality', role: 'quality' },
          { group: 'Quality Admins', role: 'admin' },
        ],
        requiredGroups: ['a1b2-users'],
        providerOnlyDomains: ['contoso.com'],
      },
    });
  });

  it('names each bad variable in the error', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).message;
      }
      return '';
    };
    expect(problems({ OIDC_ISSUER: 'http://idp.example.com' })).toContain(
      'OIDC_ISSUER must be an https:// URL',
    );
    expect(problems({ OIDC_ISSUER: 'https://idp.example.com' })).toContain(
      'OIDC_CLIENT_ID is required when OIDC_ISSUER is set',
    );
    expect(problems({ OIDC_GROUP_ROLES: 'quality' })).toContain(
      'OIDC_GROUP_ROLES must be a comma-separated list',
    );
    expect(problems({ OIDC_GROUP_ROLES: 'q=boss' })).toContain('OIDC_GROUP_ROLES');
    expect(problems({ OIDC_SCOPES: 'email profile' })).toContain('OIDC_SCOPES must');
    expect(problems({ OIDC_DEFAULT_ROLE: 'root' })).toContain('OIDC_DEFAULT_ROLE must be one of');
    expect(problems({ OIDC_PROVIDER_ONLY_DOMAINS: 'not a domain' })).toContain(
      'OIDC_PROVIDER_ONLY_DOMAINS must',
    );
    expect(problems({ OIDC_CREATE_ACCOUNTS: 'maybe' })).toContain(
      'OIDC_CREATE_ACCOUNTS must be true or false',
    );
    expect(() => loadConfig({ OIDC_ISSUER: 'http://idp.example.com' })).toThrow(ConfigError);
  });
});
