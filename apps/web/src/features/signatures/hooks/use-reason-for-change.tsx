import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { signaturesRequired } from '@qi/domain/settings';
import { liveSignatureOf, reasonForChangeRequired, SIGNATURE_MSG } from '@qi/domain/signatures';
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
 * 'Reason for change' on 'Update Incident' (docs/product.md §4 Signatures): editing a closed incident needs one
 * while signatures are on, or whenever its closing carries a live signature; the history keeps it.
 */
export function useIncidentReasonForChange(incident: { id: string; status: string }, enabled: boolean) {
  const settings = useAppSettings();
  const closed = enabled && incident.status === 'closed';
  const signatures = useIncidentSignatures(closed ? incident.id : null);
  const [reason, setReason] = useState('');
  const [showError, setShowError] = useState(false);
  const [serverAsked, setServerAsked] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const live = Boolean(signatures.data && liveSignatureOf(signatures.data, 'incident'));
  const needed =
    closed &&
    (serverAsked ||
      reasonForChangeRequired({
        signaturesOn: signaturesRequired(settings),
        closedOrSigned: true,
        liveSignature: live,
      }));
  const missing = reason.trim() === '';

  const field = needed ? (
    <Alert severity="info" icon={false} sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}>
      This incident is closed: say why it is changed. The reason is kept in its history.
      <TextField
        inputRef={input}
        id="reason-for-change"
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
  return { field, body, noteFailure } satisfies ReasonForChange;
}
