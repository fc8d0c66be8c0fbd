import type { TInvestigation, TUpdateInvestigationRequest } from '@qi/domain/investigation';
import {
  signatureMeaning,
  signatureSubjectLabel,
  signaturesNeeded,
  signOffsRemoved,
  type TSigningFields,
  type WithdrawableSubject,
} from '@qi/domain/signatures';
import { type ReactNode, useState } from 'react';
import type { SignItem } from '../components/sign-dialog';
import { WithdrawSignOffDialog } from '../components/withdraw-sign-off-dialog';
import { type SignStep, useSignStep } from './use-sign-step';

type Reasons = Partial<Record<WithdrawableSubject, string>>;

export interface PreparedSave<T extends TUpdateInvestigationRequest> {
  body: T & TSigningFields;
  /** What the save signs or withdraws, for the sign dialog (empty: nothing to sign). */
  items: SignItem[];
}

export interface InvestigationSigning {
  sign: SignStep;
  /**
   * Unticking a sign-off: when it carries a live signature, asks for the withdrawal reason and unticks on
   * confirmation (true); otherwise leaves the question to the form (false).
   */
  askWithdrawal: (subject: WithdrawableSubject, message: string, untick: () => void) => boolean;
  /** The save body with the reasons of the sign-offs it withdraws, and what it signs. */
  prepare: <T extends TUpdateInvestigationRequest>(baseline: TInvestigation, body: T) => PreparedSave<T>;
  dialogs: ReactNode;
}

/**
 * Signing on 'Update Investigation' (docs/product.md §2 Signing): ticks and 'Is completed?' are signed when
 * the form is saved (one password for the whole save); unticking a signed sign-off asks for a reason at once,
 * which the save sends as a withdrawal. `isSigned` says whether a sign-off carries a live signature record.
 */
export function useInvestigationSigning(
  isSigned: (subject: WithdrawableSubject) => boolean,
): InvestigationSigning {
  const sign = useSignStep();
  const [reasons, setReasons] = useState<Reasons>({});
  const [withdrawing, setWithdrawing] = useState<{
    subject: WithdrawableSubject;
    message: string;
    untick: () => void;
  } | null>(null);

  const askWithdrawal = (subject: WithdrawableSubject, message: string, untick: () => void) => {
    if (!isSigned(subject)) return false;
    setWithdrawing({ subject, message, untick });
    return true;
  };

  const prepare = <T extends TUpdateInvestigationRequest>(baseline: TInvestigation, body: T) => {
    const withdrawals: Reasons = {};
    for (const subject of signOffsRemoved(baseline, body)) {
      const reason = reasons[subject];
      if (reason) withdrawals[subject] = reason;
    }
    const withdrawn = Object.entries(withdrawals) as [WithdrawableSubject, string][];
    const items: SignItem[] = [
      ...signaturesNeeded(baseline, body).map((subject) => ({
        what: signatureSubjectLabel(subject),
        meaning: signatureMeaning(subject),
      })),
      ...withdrawn.map(([subject, reason]) => ({
        what: signatureSubjectLabel(subject),
        meaning: 'Withdrawn',
        reason,
      })),
    ];
    return {
      body: withdrawn.length > 0 ? { ...body, withdrawals } : body,
      items,
    };
  };

  const dialogs = (
    <>
      <WithdrawSignOffDialog
        open={withdrawing !== null}
        message={withdrawing?.message ?? ''}
        onConfirm={(reason) => {
          if (!withdrawing) return;
          setReasons((current) => ({ ...current, [withdrawing.subject]: reason }));
          withdrawing.untick();
          setWithdrawing(null);
        }}
        onClose={() => setWithdrawing(null)}
      />
      {sign.dialog}
    </>
  );
  return { sign, askWithdrawal, prepare, dialogs };
}
