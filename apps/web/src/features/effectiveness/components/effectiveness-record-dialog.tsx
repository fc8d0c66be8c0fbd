import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { TAttachment } from '@qi/domain/attachments';
import {
  EFFECTIVENESS_MSG,
  EFFECTIVENESS_RESULT_LABELS,
  EFFECTIVENESS_RESULTS,
  type EffectivenessResult,
  type TEffectivenessCheck,
} from '@qi/domain/effectiveness-check';
import { useId, useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { AttachmentUploader } from '../../attachments/components/attachment-uploader';
import { useSignStep } from '../../signatures/hooks/use-sign-step';
import { useRecordEffectivenessCheck } from '../api/effectiveness-api';

export const RECORD_TITLE = 'Record effectiveness';
export const RECORDED = 'Recorded the effectiveness check.';
export const RECORD_FAILED = 'Failed to record the effectiveness check.';

/** What the sign dialog lists: recording verifies the fix ('Verified'). */
export const RECORD_SIGN_ITEM = { what: 'Effectiveness check', meaning: 'Verified' };

/**
 * The owner, quality or admin record the result with its evidence (text required, files optional), once; with
 * signatures on, 'Record' asks for the password (the signatures feature's sign step).
 */
export function EffectivenessRecordDialog({
  check,
  onClose,
}: {
  check: TEffectivenessCheck;
  onClose: () => void;
}) {
  const titleId = useId();
  const showToast = useToast();
  const record = useRecordEffectivenessCheck();
  const sign = useSignStep();
  const [result, setResult] = useState<EffectivenessResult | ''>('');
  const [evidence, setEvidence] = useState('');
  const [attachments, setAttachments] = useState<TAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const resultError = tried && !result ? EFFECTIVENESS_MSG.result : undefined;
  const evidenceError = tried && !evidence.trim() ? EFFECTIVENESS_MSG.evidence : undefined;
  const busy = record.isPending || uploading || sign.busy;

  const submit = () => {
    setTried(true);
    if (!result || !evidence.trim()) return;
    const body = { result, evidence: evidence.trim(), attachments, version: check.version };
    sign.start({
      items: [RECORD_SIGN_ITEM],
      send: (signature) => record.mutateAsync({ check, body: signature ? { ...body, signature } : body }),
      onSuccess: () => {
        showToast(RECORDED);
        onClose();
      },
      onFailure: (error) => showToast(failureMessage(RECORD_FAILED, error), 'error'),
    });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{RECORD_TITLE}</DialogTitle>
      <DialogContent>
        <FormControl error={Boolean(resultError)} required margin="normal">
          <FormLabel id={`${titleId}-result`}>Result</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${titleId}-result`}
            value={result}
            onChange={(event) => setResult(event.target.value as EffectivenessResult)}
          >
            {EFFECTIVENESS_RESULTS.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={EFFECTIVENESS_RESULT_LABELS[value]}
              />
            ))}
          </RadioGroup>
          {resultError && <FormHelperText>{resultError}</FormHelperText>}
        </FormControl>
        <TextField
          id={`${titleId}-evidence`}
          label="Evidence"
          required
          fullWidth
          multiline
          minRows={3}
          margin="normal"
          value={evidence}
          onChange={(event) => setEvidence(event.target.value)}
          error={Boolean(evidenceError)}
          helperText={evidenceError}
        />
        <AttachmentUploader
          value={attachments}
          onChange={setAttachments}
          onBusyChange={setUploading}
          disabled={record.isPending}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={record.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          Record
        </Button>
      </DialogActions>
      {sign.dialog}
    </Dialog>
  );
}
