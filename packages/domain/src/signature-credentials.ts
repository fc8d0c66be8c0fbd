import { z } from 'zod';

/**
 * What a signing request carries to prove the signer is present (signatures.ts): the person's password, or for
 * someone signed in through the company's identity provider the one-use grant its fresh sign-in gave
 * (decision 053). Its own module, with no imports of the domain, so that request schemas such as
 * record-version.ts can use it without an import cycle.
 */
export const SIGNATURE_PASSWORD_REQUIRED = 'Enter your password to sign.';

export const ZSignatureCredentials = z
  .object({
    password: z
      .string({ error: SIGNATURE_PASSWORD_REQUIRED })
      .min(1, { error: SIGNATURE_PASSWORD_REQUIRED })
      .max(1000, { error: SIGNATURE_PASSWORD_REQUIRED })
      .optional(),
    /** From `POST /v1/auth/oidc/callback` after signing in again at the provider (`prompt=login`). */
    providerGrant: z
      .string({ error: SIGNATURE_PASSWORD_REQUIRED })
      .min(1, { error: SIGNATURE_PASSWORD_REQUIRED })
      .max(200, { error: SIGNATURE_PASSWORD_REQUIRED })
      .optional(),
  })
  .refine((c) => (c.password === undefined) !== (c.providerGrant === undefined), {
    error: SIGNATURE_PASSWORD_REQUIRED,
    path: ['password'],
  });
export type TSignatureCredentials = z.output<typeof ZSignatureCredentials>;

/** How a signature was confirmed: the password, or a fresh sign-in at the identity provider. */
export const SIGNATURE_METHODS = ['password', 'provider'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];
