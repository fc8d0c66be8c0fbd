import { createHash } from 'node:crypto';
import { API_TOKEN_MSG } from '@qi/domain/api-tokens';
import { AppError } from '@qi/domain/app-error';
import {
  SIGNATURE_MSG,
  type SignatureSubject,
  signatureMeaning,
  type TSignature,
  type TSignatureCredentials,
} from '@qi/domain/signatures';
import { hasVisibleText } from '@qi/domain/visible-text';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { assertSigned, type Signing } from '../../events/signing';
import type { AuthContext } from '../../http/access';
import { reservePasswordTry, triedAndFailed, triedAndSucceeded } from '../auth/limit-guard';
import { verifyPassword } from '../auth/passwords';
import { type AuthClient, signingClient } from '../auth/security-log';
import { signsWithProvider, spendProviderGrant } from '../oidc/oidc-signing';
import { readSettings } from '../settings/settings-repository';
import { appendSignatures } from './signature-repository';

export type { Signing };
export { signingClient };

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The password re-check, before any transaction (it is slow on purpose): when signatures are 'password' and the
 * request signs, a missing password is 422 and a wrong one 403 SIGNATURE_REJECTED. A wrong password counts as
 * a failed sign-in of the caller's account from the caller's address (the same limits), so a stolen session
 * cannot guess the password faster than the sign-in form allows; when limited, 429. Only failures count: a try
 * that finds the limit full of other tries still being checked waits for them, so many approvals signed at once
 * with the right password all go through.
 */
export async function prepareSigning(
  ctx: AppContext,
  auth: AuthContext,
  client: AuthClient,
  credentials: TSignatureCredentials | undefined,
  signs: boolean,
): Promise<Signing> {
  const settings = await readSettings(ctx.db);
  const signing: Signing = {
    on: settings.signatures === 'password',
    verified: false,
    signer: { id: auth.user.user_id, name: auth.user.name, method: 'password' },
  };
  if (!signing.on || !signs) return signing;
  // An electronic signature is a person's: a machine's API token cannot make one.
  if (auth.sessionId === null) throw new AppError('FORBIDDEN', API_TOKEN_MSG.peopleOnly);
  // Signed in through the identity provider: the provider asks them again (modules/oidc, decision 053).
  if (credentials?.providerGrant !== undefined) {
    await spendProviderGrant(ctx, auth, credentials.providerGrant);
    return { ...signing, verified: true, signer: { ...signing.signer, method: 'provider' } };
  }
  if (await signsWithProvider(ctx, auth)) throw providerRequired();
  if (credentials?.password === undefined) throw passwordRequired();
  const reservation = await reservePasswordTry(ctx.db, client, auth.user.email);
  const ok = auth.user.passwordHash
    ? await verifyPassword(auth.user.passwordHash, credentials.password)
    : false;
  if (!ok) {
    await triedAndFailed(ctx.db, client, reservation);
    throw new AppError('SIGNATURE_REJECTED', SIGNATURE_MSG.rejected);
  }
  await triedAndSucceeded(ctx.db, reservation);
  return { ...signing, verified: true };
}

function providerRequired(): AppError {
  return new AppError('VALIDATION', SIGNATURE_MSG.providerRequired, [
    { path: 'signature.providerGrant', message: SIGNATURE_MSG.providerRequired },
  ]);
}

function passwordRequired(): AppError {
  return new AppError('VALIDATION', SIGNATURE_MSG.passwordRequired, [
    { path: 'signature.password', message: SIGNATURE_MSG.passwordRequired },
  ]);
}

export { assertSigned };

export interface SignedItem {
  subject: SignatureSubject;
  subjectLabel: string;
  incidentId: string | null;
  investigationId: string | null;
  /** The canonical signed-content text (packages/domain signatures.ts); only its sha256 is kept. */
  content: string;
}

/** Appends one record per signed item (nothing when signatures are off), in the caller's transaction. */
export function recordSignatures(
  trx: Db,
  signing: Signing,
  items: readonly SignedItem[],
  now: string,
): Promise<TSignature[]> {
  if (!signing.on || items.length === 0) return Promise.resolve([]);
  assertSigned(signing);
  return appendSignatures(
    trx,
    items.map((item) => ({
      incidentId: item.incidentId,
      investigationId: item.investigationId,
      subject: item.subject,
      subjectLabel: item.subjectLabel,
      meaning: signatureMeaning(item.subject),
      signerId: signing.signer.id,
      signerName: signing.signer.name,
      signedAt: now,
      contentHash: sha256(item.content),
      reason: null,
      withdrawsId: null,
      method: signing.signer.method ?? 'password',
    })),
  );
}

/**
 * Appends a Withdrawn record for each live record (whatever the setting: a record in force is never silently
 * left behind); the originals stay as they are.
 */
export function recordWithdrawals(
  trx: Db,
  signer: Signing['signer'],
  withdrawals: readonly { original: TSignature; reason: string; content: string }[],
  now: string,
): Promise<TSignature[]> {
  return appendSignatures(
    trx,
    withdrawals.map(({ original, reason, content }) => ({
      incidentId: original.incidentId,
      investigationId: original.investigationId,
      subject: original.subject,
      subjectLabel: original.subjectLabel,
      meaning: 'Withdrawn',
      signerId: signer.id,
      signerName: signer.name,
      signedAt: now,
      contentHash: sha256(content),
      reason,
      withdrawsId: original.id,
      method: signer.method ?? 'password',
    })),
  );
}

/** 422 unless a reason was given (trimmed); the reason otherwise. */
export function requiredReason(reason: string | undefined | null, message: string, path: string): string {
  const trimmed = reason?.trim() ?? '';
  if (!hasVisibleText(trimmed)) throw new AppError('VALIDATION', message, [{ path, message }]);
  return trimmed;
}
