import { describe, expect, it } from 'vitest';
import {
  API_TOKEN_MSG,
  apiTokenExpiresAt,
  apiTokenShownPart,
  apiTokenStatus,
  canManageApiTokens,
  isApiTokenSecret,
  ZCreateApiTokenRequest,
} from './api-tokens';

describe('API tokens', () => {
  it('defaults the role to user (never admin) and the expiry to 90 days', () => {
    expect(ZCreateApiTokenRequest.parse({ name: ' CI robot ' })).toEqual({
      name: 'CI robot',
      role: 'user',
      expiresInDays: 90,
    });
    expect(ZCreateApiTokenRequest.parse({ name: 'Ops', role: 'admin', expiresInDays: 365 }).role).toBe(
      'admin',
    );
  });

  it('refuses a blank or multi-line name, an unknown role and an expiry not offered', () => {
    const messages = (body: unknown) =>
      ZCreateApiTokenRequest.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ name: '  ' })).toEqual([API_TOKEN_MSG.nameRequired]);
    expect(messages({ name: 'a\nb' })).toEqual([
      'A name must be one line of text, without line breaks or control characters.',
    ]);
    expect(messages({ name: 'x'.repeat(101) })).toEqual([API_TOKEN_MSG.nameTooLong]);
    expect(messages({ name: 'A', role: 'root' })).toEqual([API_TOKEN_MSG.role]);
    expect(messages({ name: 'A', expiresInDays: 400 })).toEqual([API_TOKEN_MSG.expiry]);
    expect(messages({ name: 'A', expiresInDays: '30' })).toEqual([API_TOKEN_MSG.expiry]);
    expect(messages({ name: 'A', secret: 'x' })).toHaveLength(1);
  });

  it('tells active, expired and revoked apart', () => {
    const now = new Date('2026-01-10T00:00:00.000Z');
    expect(apiTokenStatus({ revokedAt: null, expiresAt: '2026-01-11T00:00:00.000Z' }, now)).toBe('active');
    expect(apiTokenStatus({ revokedAt: null, expiresAt: '2026-01-10T00:00:00.000Z' }, now)).toBe('expired');
    expect(
      apiTokenStatus({ revokedAt: '2026-01-01T00:00:00.000Z', expiresAt: '2026-01-01T00:00:00.000Z' }, now),
    ).toBe('revoked');
  });

  it('computes the expiry, recognises a secret and shows only its start', () => {
    expect(apiTokenExpiresAt(new Date('2026-01-01T12:00:00.000Z'), 30)).toBe('2026-01-31T12:00:00.000Z');
    expect(isApiTokenSecret('qit_abc')).toBe(true);
    expect(isApiTokenSecret('eyJhbGciOi')).toBe(false);
    expect(apiTokenShownPart('qit_abcdefghijklmnop')).toBe('qit_abcdefgh');
  });

  it('lets only admins manage tokens', () => {
    expect(canManageApiTokens('admin')).toBe(true);
    expect(canManageApiTokens('quality')).toBe(false);
    expect(canManageApiTokens('user')).toBe(false);
  });
});
