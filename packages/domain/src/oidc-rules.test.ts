import { describe, expect, it } from 'vitest';
import {
  claimIsTrue,
  domainAllowed,
  emailDomain,
  groupsFromClaim,
  hasRequiredGroup,
  inDomains,
  keepsLocalAdmin,
  roleFromGroups,
  safeReturnPath,
} from './oidc-rules';

describe('email domains', () => {
  it('reads the domain after the last @, lower-case', () => {
    expect(emailDomain('Jane.Doe@Example.COM')).toBe('example.com');
    expect(emailDomain('"a@b"@example.org')).toBe('example.org');
    expect(emailDomain('no-at-sign')).toBe('');
  });

  it('matches whole domains only (a subdomain or a longer name is another domain)', () => {
    expect(inDomains('a@example.com', ['EXAMPLE.com'])).toBe(true);
    expect(inDomains('a@sub.example.com', ['example.com'])).toBe(false);
    expect(inDomains('a@badexample.com', ['example.com'])).toBe(false);
    expect(inDomains('a@example.com.evil.io', ['example.com'])).toBe(false);
  });

  it('allows every domain when none is listed', () => {
    expect(domainAllowed('a@anything.io', [])).toBe(true);
    expect(domainAllowed('a@anything.io', ['example.com'])).toBe(false);
  });
});

describe('groups', () => {
  it('reads an array or a single string, dropping anything else', () => {
    expect(groupsFromClaim(['quality', 3, null, '', 'admins'])).toEqual(['quality', 'admins']);
    expect(groupsFromClaim('quality')).toEqual(['quality']);
    expect(groupsFromClaim(undefined)).toEqual([]);
    expect(groupsFromClaim({ quality: true })).toEqual([]);
    expect(groupsFromClaim(Array.from({ length: 2000 }, (_, i) => `g${i}`))).toHaveLength(1000);
  });

  it('requires one of the required groups, when there are any', () => {
    expect(hasRequiredGroup(['staff'], [])).toBe(true);
    expect(hasRequiredGroup(['staff', 'qi-users'], ['qi-users', 'qi-admins'])).toBe(true);
    expect(hasRequiredGroup(['staff'], ['qi-users'])).toBe(false);
  });

  it('gives the most privileged mapped role, else the fallback', () => {
    const mapping = [
      { group: 'qi-quality', role: 'quality' as const },
      { group: 'qi-admins', role: 'admin' as const },
      { group: 'qi-investigators', role: 'investigator' as const },
    ];
    expect(roleFromGroups(['qi-investigators', 'qi-quality'], mapping, 'user')).toBe('quality');
    expect(roleFromGroups(['qi-admins', 'qi-quality'], mapping, 'user')).toBe('admin');
    // Removed from the quality group: the role goes with it.
    expect(roleFromGroups(['staff'], mapping, 'user')).toBe('user');
    expect(roleFromGroups([], [], 'investigator')).toBe('investigator');
  });

  it('takes true or "true" as true', () => {
    expect(claimIsTrue(true)).toBe(true);
    expect(claimIsTrue('true')).toBe(true);
    expect(claimIsTrue(false)).toBe(false);
    expect(claimIsTrue(undefined)).toBe(false);
    expect(claimIsTrue(1)).toBe(false);
  });
});

describe('the local administrator', () => {
  const admin = (email: string, active = true, hasPassword = true) => ({ email, active, hasPassword });

  it('needs an active admin with a password outside the provider-only domains', () => {
    expect(keepsLocalAdmin([admin('root@local.test')], ['example.com'])).toBe(true);
    expect(keepsLocalAdmin([admin('boss@example.com')], ['example.com'])).toBe(false);
    expect(keepsLocalAdmin([admin('root@local.test', false)], ['example.com'])).toBe(false);
    expect(keepsLocalAdmin([admin('root@local.test', true, false)], ['example.com'])).toBe(false);
    expect(keepsLocalAdmin([admin('boss@example.com'), admin('root@local.test')], ['example.com'])).toBe(
      true,
    );
  });
});

describe('return paths', () => {
  it('keeps paths of this app', () => {
    expect(safeReturnPath('/incidents?page=2#top')).toBe('/incidents?page=2#top');
    expect(safeReturnPath('/incident/12')).toBe('/incident/12');
  });

  it('sends anything else home (other origins, protocol-relative, backslashes, control characters)', () => {
    for (const bad of [
      undefined,
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/incidents\n',
      '/login',
      '/auth/callback?code=x',
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBe('/home');
    }
  });
});
