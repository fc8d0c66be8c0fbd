import { AppError } from '@qi/domain/app-error';
import { SIGNATURE_MSG, type SignatureMethod, type TSignatureCredentials } from '@qi/domain/signatures';
import type { AppContext } from '../context';
import type { AuthContext } from '../http/access';
import type { AuthClient } from '../http/types';
import { defineHook } from './event-bus';

/**
 * What a request may sign with, decided before its transaction (modules/signatures does the password check):
 * whether signatures are on, and whether the caller's password was checked. Records are written only when
 * signatures are on. The modules that sign pass it from the hook that made it to the events that record it.
 */
export interface Signing {
  on: boolean;
  verified: boolean;
  /**
   * `method`: how the signer confirmed it, kept with each record ('provider' after signing in again at the
   * identity provider; otherwise 'password', as every record before decision 053).
   */
  signer: { id: string; name: string; method?: SignatureMethod };
}

/**
 * The password re-check before a signing request's transaction (modules/signatures/signature-service.ts
 * provides it): `signs` says whether the request signs at all (a refused one asks for no password).
 */
export type SigningCheck = (
  ctx: AppContext,
  auth: AuthContext,
  client: AuthClient,
  credentials: TSignatureCredentials | undefined,
  signs: boolean,
) => Promise<Signing>;

export const signingCheck = defineHook<SigningCheck>('signing.check');

/**
 * In the transaction: the change signs, so the password must have been checked (what the transaction read may
 * sign more than the check before it saw, when someone else saved in between).
 */
export function assertSigned(signing: Signing): void {
  if (signing.on && !signing.verified) {
    throw new AppError('VALIDATION', SIGNATURE_MSG.passwordRequired, [
      { path: 'signature.password', message: SIGNATURE_MSG.passwordRequired },
    ]);
  }
}
