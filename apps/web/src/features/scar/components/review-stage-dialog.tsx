import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { reviewIssues, SCAR_COMMENT_MAX, SCAR_MSG, SCAR_TOAST } from '@qi/domain/scar';
import { acceptanceCloses, SCAR_STAGE_LABELS } from '@qi/domain/scar-stages';
import type { TScar, TScarStageView } from '@qi/domain/scar-views';
import { signatureMeaning, signatureSubjectLabel } from '@qi/domain/signatures';
import { type FormEvent, useId, useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import type { SignStep } from '../../signatures/hooks/use-sign-step';
import { useReviewScarStage } from '../api/review-scar-stage';

export type ReviewDecision = 'accept' | 'return';

/**
 * 'Accept stage' / 'Return stage': a comment (required to return, the domain's rule), then the review. Accepting
 * the closing stage closes the request and goes through the signing step (the password when signatures are on).
 */
export function ReviewStageDialog({
  scar,
  view,
  decision,
  sign,
  onClose,
}: {
  scar: TScar;
  view: TScarStageView;
  decision: ReviewDecision;
  /** The page's signing step (it reads the setting before the dialog opens). */
  sign: SignStep;
  onClose: () => void;
}) {
  const titleId = useId();
  const showToast = useToast();
  const review = useReviewScarStage(scar.id);
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const issue =
    reviewIssues({ decision, comment })[0]?.message ??
    (comment.length > SCAR_COMMENT_MAX ? SCAR_MSG.commentTooLong : undefined);
  const closes = decision === 'accept' && acceptanceCloses(scar.form, view.stage);
  const busy = review.isPending || sign.busy;
  const done = () => {
    showToast(
      decision === 'accept' ? (closes ? SCAR_TOAST.closed : SCAR_TOAST.accepted) : SCAR_TOAST.returned,
    );
    onClose();
  };
  const failed = (error: unknown) => {
    console.error('Reviewing the stage failed', error);
    showToast(failureMessage(SCAR_TOAST.actionFailed, error), 'error');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (issue || busy) return;
    const input = { stage: view.stage, decision, comment, version: view.version };
    if (closes) {
      sign.start({
        items: [
          { what: `${signatureSubjectLabel('scar')} ${scar.number}`, meaning: signatureMeaning('scar') },
        ],
        send: (signature) => review.mutateAsync({ ...input, signature }),
        onSuccess: done,
        onFailure: failed,
      });
      return;
    }
    review.mutate(input, { onSuccess: done, onError: failed });
  };

  const title = `${decision === 'accept' ? 'Accept' : 'Return'} ${SCAR_STAGE_LABELS[view.stage]}`;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="normal"
            required={decision === 'return'}
            label={decision === 'return' ? 'Why it is returned' : 'Comment (optional)'}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            error={touched && issue !== undefined}
            helperText={
              (touched && issue) ||
              (closes ? 'Accepting this stage closes the request.' : 'The supplier sees this comment.')
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {decision === 'accept' ? 'Accept' : 'Return'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
