import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS, SETTINGS_MSG, signaturesRequired, ZAppSettings } from './settings';

describe('app settings', () => {
  it('defaults to signatures off and photos scaled to 2560 pixels', () => {
    expect(DEFAULT_APP_SETTINGS).toEqual({ signatures: 'off', photoMaxSide: 2560 });
    expect(signaturesRequired(DEFAULT_APP_SETTINGS)).toBe(false);
    expect(signaturesRequired({ signatures: 'password' })).toBe(true);
  });

  it('accepts the two modes and a whole photo size from 640 to 8000', () => {
    expect(ZAppSettings.parse({ signatures: 'password', photoMaxSide: 640 }).photoMaxSide).toBe(640);
    expect(ZAppSettings.safeParse({ signatures: 'off', photoMaxSide: 8000 }).success).toBe(true);
  });

  it('refuses other modes and sizes with the messages', () => {
    const mode = ZAppSettings.safeParse({ signatures: 'pin', photoMaxSide: 2560 });
    expect(mode.error?.issues[0]?.message).toBe(SETTINGS_MSG.signatures);
    for (const photoMaxSide of [639, 8001, 1000.5, '2560']) {
      const size = ZAppSettings.safeParse({ signatures: 'off', photoMaxSide });
      expect(size.error?.issues[0]?.message).toBe(SETTINGS_MSG.photoMaxSide);
    }
  });
});
