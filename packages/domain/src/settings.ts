import { z } from 'zod';

/**
 * The application-wide settings an admin changes in Administration (docs/product.md §6). Absent values take the
 * defaults, so a database that never saved settings behaves as before they existed.
 */
export const SIGNATURE_MODES = ['off', 'password'] as const;
export type SignatureMode = (typeof SIGNATURE_MODES)[number];
export const SIGNATURE_MODE_LABELS: Record<SignatureMode, string> = {
  off: 'Off',
  password: 'Password',
};

export const PHOTO_MAX_SIDE_MIN = 640;
export const PHOTO_MAX_SIDE_MAX = 8000;

export const SETTINGS_MSG = {
  signatures: 'Signatures must be off or password.',
  photoMaxSide: `Please insert a whole number from ${PHOTO_MAX_SIDE_MIN} to ${PHOTO_MAX_SIDE_MAX}.`,
  forbidden: 'Only an admin may change the settings.',
} as const;

export const ZAppSettings = z.object({
  /** 'off': today's sign-offs; 'password': signing asks for the person's password and keeps a record. */
  signatures: z.enum(SIGNATURE_MODES, { error: SETTINGS_MSG.signatures }),
  /** The longest side, in pixels, that the browser scales photos down to before upload. */
  photoMaxSide: z
    .number({ error: SETTINGS_MSG.photoMaxSide })
    .int({ error: SETTINGS_MSG.photoMaxSide })
    .min(PHOTO_MAX_SIDE_MIN, { error: SETTINGS_MSG.photoMaxSide })
    .max(PHOTO_MAX_SIDE_MAX, { error: SETTINGS_MSG.photoMaxSide }),
});
export type TAppSettings = z.output<typeof ZAppSettings>;

export const DEFAULT_APP_SETTINGS: TAppSettings = { signatures: 'off', photoMaxSide: 2560 };

/** Whether signing asks for a password (the setting is 'password'). */
export function signaturesRequired(settings: Pick<TAppSettings, 'signatures'>): boolean {
  return settings.signatures === 'password';
}
