import { z } from 'zod';

/**
 * The password a signing request carries (signatures.ts). Its own module, with no imports of the domain,
 * so that request schemas such as record-version.ts can use it without an import cycle.
 */
export const SIGNATURE_PASSWORD_REQUIRED = 'Enter your password to sign.';

export const ZSignatureCredentials = z.object({
  password: z
    .string({ error: SIGNATURE_PASSWORD_REQUIRED })
    .min(1, { error: SIGNATURE_PASSWORD_REQUIRED })
    .max(1000, { error: SIGNATURE_PASSWORD_REQUIRED }),
});
export type TSignatureCredentials = z.output<typeof ZSignatureCredentials>;
