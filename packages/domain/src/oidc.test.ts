import { describe, expect, it } from 'vitest';
import { DEFAULT_OIDC_SETTINGS, isIssuerUrl, OIDC_SETTINGS_MSG, ZSaveOidcSettingsRequest } from './oidc';

const valid = {
  ...DEFAULT_OIDC_SETTINGS,
  enabled: true,
  displayName: 'Contoso',
  issuer: 'https://login.example.com/tenant/v2.0',
  clientId: 'quality-incidents',
};

const messages = (body: unknown) =>
  ZSaveOidcSettingsRequest.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ??
  [];

describe('issuer URLs', () => {
  it('takes https, and http only on loopback', () => {
    expect(isIssuerUrl('https://accounts.google.com')).toBe(true);
    expect(isIssuerUrl('http://127.0.0.1:4000')).toBe(true);
    expect(isIssuerUrl('http://localhost:8080/realms/qi')).toBe(true);
    expect(isIssuerUrl('http://idp.example.com')).toBe(false);
    expect(isIssuerUrl('https://user:pw@idp.example.com')).toBe(false);
    expect(isIssuerUrl('https://idp.example.com/?x=1')).toBe(false);
    expect(isIssuerUrl('ftp://idp.example.com')).toBe(false);
    expect(isIssuerUrl('not a url')).toBe(false);
  });
});

describe('saving the provider settings', () => {
  it('accepts complete settings and normalises domains', () => {
    const parsed = ZSaveOidcSettingsRequest.parse({
      ...valid,
      allowedDomains: [' Example.COM '],
      groupRoles: [{ group: 'qi-quality', role: 'quality' }],
      clientSecret: 's3cret',
    });
    expect(parsed.allowedDomains).toEqual(['example.com']);
    expect(parsed.clientSecret).toBe('s3cret');
  });

  it('needs an issuer and a client id when enabled, not when off', () => {
    expect(messages({ ...valid, issuer: '', clientId: '' })).toEqual([
      `issuer: ${OIDC_SETTINGS_MSG.issuer}`,
      `clientId: ${OIDC_SETTINGS_MSG.clientId}`,
    ]);
    expect(messages({ ...valid, enabled: false, issuer: '', clientId: '' })).toEqual([]);
    expect(messages({ ...valid, issuer: 'http://idp.example.com' })).toEqual([
      `issuer: ${OIDC_SETTINGS_MSG.issuer}`,
    ]);
  });

  it('refuses bad scopes, claims, domains and unknown keys', () => {
    expect(messages({ ...valid, scopes: ['email'] })).toEqual([`scopes: ${OIDC_SETTINGS_MSG.scopes}`]);
    expect(messages({ ...valid, emailClaim: 'e mail' })).toEqual([`emailClaim: ${OIDC_SETTINGS_MSG.claim}`]);
    expect(messages({ ...valid, providerOnlyDomains: ['not a domain'] })).toEqual([
      `providerOnlyDomains.0: ${OIDC_SETTINGS_MSG.domain}`,
    ]);
    expect(messages({ ...valid, groupRoles: [{ group: ' ', role: 'admin' }] })).toEqual([
      `groupRoles.0.group: ${OIDC_SETTINGS_MSG.group}`,
    ]);
    expect(ZSaveOidcSettingsRequest.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });
});
