import type {
  InvestigationSection,
  TInvestigation,
  TUpdateInvestigationRequest,
} from '@qi/domain/investigation';
import {
  investigationSignedContent,
  liveSignatureOf,
  SIGNATURE_MSG,
  sectionSignedContent,
  signatureSubjectLabel,
  signaturesNeeded,
  signOffsRemoved,
  type TSignature,
  type TSigningFields,
  type WithdrawableSubject,
} from '@qi/domain/signatures';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { AuthContext } from '../../http/access';
import type { AuthClient } from '../auth/security-log';
import type { InvestigationSigningPort } from '../investigations/investigation-hooks';
import { listInvestigationSignatures } from './signature-repository';
import {
  assertSigned,
  prepareSigning,
  recordSignatures,
  recordWithdrawals,
  requiredReason,
  type Signing,
} from './signature-service';

/** What one subject of an investigation signs: a section's text, or the whole investigation. */
export function investigationContent(inv: TInvestigation, subject: WithdrawableSubject): string {
  return subject === 'investigation'
    ? investigationSignedContent(inv)
    : sectionSignedContent(inv, subject as InvestigationSection);
}

interface Withdrawal {
  subject: WithdrawableSubject;
  original: TSignature;
  reason: string;
}

/** The sign-offs this save un-ticks that carry a live record, each with its (required) reason. */
async function withdrawalsOf(
  db: Db,
  previous: TInvestigation,
  request: TUpdateInvestigationRequest,
  reasons: TSigningFields['withdrawals'],
): Promise<Withdrawal[]> {
  const removed = signOffsRemoved(previous, request);
  // Most saves un-tick nothing: no need to read the records then.
  const records = removed.length > 0 ? await listInvestigationSignatures(db, previous.id) : [];
  return removed.flatMap((subject) => {
    const original = liveSignatureOf(records, subject, previous.id);
    if (!original) return [];
    const reason = requiredReason(reasons?.[subject], SIGNATURE_MSG.withdrawReason, `withdrawals.${subject}`);
    return [{ subject, original, reason }];
  });
}

/**
 * Before the save's transaction: reasons for withdrawn sign-offs (422), then the password when the save signs
 * or withdraws and signatures are on. `before` is null when the save is refused anyway (unknown, locked,
 * against the rules): it signs nothing here, and its transaction answers the refusal.
 */
export async function prepareInvestigationSigning(
  ctx: AppContext,
  auth: AuthContext,
  client: AuthClient,
  before: TInvestigation | null,
  request: TUpdateInvestigationRequest,
  fields: TSigningFields,
): Promise<Signing> {
  if (!before) return prepareSigning(ctx, auth, client, fields.signature, false);
  const withdrawals = await withdrawalsOf(ctx.db, before, request, fields.withdrawals);
  const signs = signaturesNeeded(before, request).length > 0 || withdrawals.length > 0;
  return prepareSigning(ctx, auth, client, fields.signature, signs);
}

/**
 * In the save's transaction, after the domain accepted it: a Withdrawn record per un-ticked live sign-off
 * (the original stays), then a record per section ticked and for the completion. Returns the reasons for the
 * history entry ('Root cause: <reason>'), or null.
 */
export async function recordInvestigationSignatures(
  trx: Db,
  signing: Signing,
  previous: TInvestigation,
  next: TInvestigation,
  request: TUpdateInvestigationRequest,
  fields: TSigningFields,
  now: string,
): Promise<string | null> {
  const withdrawals = await withdrawalsOf(trx, previous, request, fields.withdrawals);
  if (withdrawals.length > 0) assertSigned(signing);
  await recordWithdrawals(
    trx,
    signing.signer,
    withdrawals.map((w) => ({ ...w, content: investigationContent(previous, w.subject) })),
    now,
  );
  await recordSignatures(
    trx,
    signing,
    signaturesNeeded(previous, request).map((subject) => ({
      subject,
      subjectLabel: signatureSubjectLabel(subject),
      incidentId: null,
      investigationId: previous.id,
      content: investigationContent(next, subject),
    })),
    now,
  );
  if (withdrawals.length === 0) return null;
  return withdrawals.map((w) => `${signatureSubjectLabel(w.subject)}: ${w.reason}`).join('; ');
}

/**
 * Before a reopening's transaction: when the completion has a live record, withdrawing it asks for the password
 * (signatures on), like un-ticking 'Is completed?'. A reopening the rules refuse signs nothing here.
 */
export async function prepareReopenSigning(
  ctx: AppContext,
  auth: AuthContext,
  client: AuthClient,
  before: TInvestigation | null,
  signature: TSigningFields['signature'],
): Promise<Signing> {
  const live =
    before?.completed === true &&
    liveSignatureOf(await listInvestigationSignatures(ctx.db, before.id), 'investigation', before.id) !==
      undefined;
  return prepareSigning(ctx, auth, client, signature, live);
}

/** Reopening (its own reason): the completion's live record, if any, gets its Withdrawn record. */
export async function withdrawCompletion(
  trx: Db,
  signing: Signing,
  previous: TInvestigation,
  reason: string,
  now: string,
): Promise<void> {
  const records = await listInvestigationSignatures(trx, previous.id);
  const original = liveSignatureOf(records, 'investigation', previous.id);
  if (!original) return;
  assertSigned(signing);
  await recordWithdrawals(
    trx,
    signing.signer,
    [{ original, reason, content: investigationSignedContent(previous) }],
    now,
  );
}

/** The investigations' signing hook. */
export const investigationSigningPort: InvestigationSigningPort = {
  prepareSave: prepareInvestigationSigning,
  recordSave: recordInvestigationSignatures,
  prepareReopen: prepareReopenSigning,
  withdrawCompletion,
};
