import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { signaturesRequired } from '@qi/domain/settings';
import { liveSignatureOf, reasonForChangeRequired, SIGNATURE_MSG } from '@qi/domain/signatures';
import { hasVisibleText } from '@qi/domain/visible-text';
import { type ReactNode, useRef, useState } from 'react';
import { useAppSettings } from '../../settings/api/app-settings-api';
import { useIncidentSignatures } from '../api/signatures-api';
import { reasonForChangeWanted } from '../lib/signature-errors';

export const REASON_FOR_CHANGE = 'Reason for change';

export interface ReasonForChange {
  /** The field, shown while a reason is needed (nothing otherwise). */
  field: ReactNode;
  /**
   * What the save sends: `{ reasonForChange }` when one is needed and given, `{}` when none is needed, or null
   * when one is needed and missing (the field then says so and takes the focus).
   */
  body: () => { reasonForChange?: string } | null;
  /** After a refused save: shows the field when the server asked for a reason the page did not expect. */
  noteFailure: (error: unknown) => void;
}

/**
 * A 'Reason for change' field (docs/product.md §2 Signing) shown while `expected` says one is needed, or once
 * the server has asked for one; the history keeps it with the change.
 */
export function useReasonForChange(expected: boolean, intro: string): ReasonForChange {
  const [reason, setReason] = useState('');
  const [showError, setShowError] = useState(false);
  const [serverAsked, setServerAsked] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const needed = expected || serverAsked;
  const missing = !hasVisibleText(reason);

  const field = needed ? (
    <Alert severity="info" icon={false} sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}>
      {intro}
      <TextField
        inputRef={input}
        label={REASON_FOR_CHANGE}
        required
        fullWidth
        multiline
        minRows={2}
        margin="dense"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setShowError(false);
        }}
        error={showError && missing}
        helperText={showError && missing ? SIGNATURE_MSG.reasonForChange : undefined}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </Alert>
  ) : null;

  const body = () => {
    if (!needed) return {};
    if (missing) {
      setShowError(true);
      input.current?.focus();
      return null;
    }
    return { reasonForChange: reason.trim() };
  };
  const noteFailure = (error: unknown) => {
    if (reasonForChangeWanted(error)) {
      setServerAsked(true);
      setShowError(true);
    }
  };
  return { field, body, noteFailure };
}

/**
 * 'Update Incident': editing a closed incident needs a reason while signatures are on, or whenever its closing
 * carries a live signature (so does a change that withdraws a signed disposition approval, which the server
 * says).
 */
export function useIncidentReasonForChange(
  incident: { id: string; status: string },
  enabled: boolean,
): ReasonForChange {
  const settings = useAppSettings();
  const closed = enabled && incident.status === 'closed';
  const signatures = useIncidentSignatures(closed ? incident.id : null);
  const live = Boolean(signatures.data && liveSignatureOf(signatures.data, 'incident'));
  const expected =
    closed &&
    reasonForChangeRequired({
      signaturesOn: signaturesRequired(settings),
      closedOrSigned: true,
      liveSignature: live,
    });
  return useReasonForChange(
    expected,
    'This incident is closed or signed: say why it is changed. The reason is kept in its history.',
  );
}

/** 'Edit disposition': changing an approval that carries a live signature withdraws it, with a reason. */
export function useDispositionReasonForChange(incident: {
  id: string;
  dispositionStatus?: string | null;
}): ReasonForChange {
  const approved = incident.dispositionStatus === 'approved';
  const signatures = useIncidentSignatures(approved ? incident.id : null);
  const live = Boolean(signatures.data && liveSignatureOf(signatures.data, 'disposition'));
  return useReasonForChange(
    approved && live,
    'This disposition was approved with a signature: saving new lines withdraws it. Say why.',
  );
}
