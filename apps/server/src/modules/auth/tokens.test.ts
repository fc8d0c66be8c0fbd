import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService, ID_TOKEN_TTL_SECONDS } from './tokens';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('id tokens', () => {
  it('checks the signature once per token, and refuses the token when it expires all the same', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const tokens = createTokenService('a secret of enough length for HS256 signing');
    const token = await tokens.signIdToken({ userId: 'u1', sessionId: 's1' });
    const verify = vi.spyOn(crypto.subtle, 'verify');
    expect(await tokens.verifyIdToken(token)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verifyIdToken(token)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(verify).toHaveBeenCalledTimes(1);
    // Still valid just before exp + the 30 s clock tolerance; refused after it, although it was remembered.
    vi.setSystemTime(new Date(Date.parse('2026-11-22T10:00:00Z') + (ID_TOKEN_TTL_SECONDS + 29) * 1000));
    expect(await tokens.verifyIdToken(token)).toEqual({ userId: 'u1', sessionId: 's1' });
    vi.setSystemTime(new Date(Date.parse('2026-11-22T10:00:00Z') + (ID_TOKEN_TTL_SECONDS + 31) * 1000));
    expect(await tokens.verifyIdToken(token)).toBeNull();
  });

  it('remembers nothing about a token that failed: a forged one is refused every time', async () => {
    const tokens = createTokenService('a secret of enough length for HS256 signing');
    const other = createTokenService('another secret, so another signature!!');
    const forged = await other.signIdToken({ userId: 'u1', sessionId: 's1' });
    const verify = vi.spyOn(crypto.subtle, 'verify');
    expect(await tokens.verifyIdToken(forged)).toBeNull();
    expect(await tokens.verifyIdToken(forged)).toBeNull();
    expect(verify).toHaveBeenCalledTimes(2);
    const real = await tokens.signIdToken({ userId: 'u1', sessionId: 's1' });
    // A token of one server (secret) means nothing to another.
    expect(await other.verifyIdToken(real)).toBeNull();
  });
});
