import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { TOAST } from '@qi/domain/toast-messages';
import { useId, useMemo, useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage, failureReason } from '../../../lib/failure-message';
import { useDispositionReasonForChange } from '../../signatures/hooks/use-reason-for-change';
import type { TIncidentDetails } from '../api/get-incident';
import { useProposeDisposition } from '../api/propose-disposition';
import { useIncidentReferenceData } from '../hooks/use-incident-reference-data';
import {
  type DispositionDraftLine,
  type DraftLineErrors,
  draftFromLines,
  emptyDraftLine,
  parseDraft,
  remainingQuantity,
} from '../lib/disposition-draft';
import { DispositionLineFields } from './disposition-line-fields';

export const EDIT_DISPOSITION = 'Edit disposition';
export const DISPOSITION_SAVED = 'Saved the disposition.';

function DispositionForm({
  incident,
  titleId,
  onClose,
}: {
  incident: TIncidentDetails;
  titleId: string;
  onClose: () => void;
}) {
  const showToast = useToast();
  const propose = useProposeDisposition(incident.id);
  const { users } = useIncidentReferenceData();
  const [lines, setLines] = useState<DispositionDraftLine[]>(() => {
    const saved = draftFromLines(incident.disposition?.lines ?? []);
    return saved.length > 0 ? saved : [emptyDraftLine()];
  });
  const [lineErrors, setLineErrors] = useState<DraftLineErrors[]>([]);
  const [issue, setIssue] = useState<string | null>(null);
  const reasonForChange = useDispositionReasonForChange(incident);
  const busy = propose.isPending;
  const defective = incident.defectiveQuantity ?? 0;
  const remaining = remainingQuantity(lines, defective);
  const people = useMemo(
    () =>
      // Only people who may act on a line are offered (work-owners.ts; older cached data has no flag).
      users
        .filter((u) => u.canOwnWork !== false)
        .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'))
        .map((u) => ({ value: u.user_id, label: u.name })),
    [users],
  );

  const update = (index: number, line: DispositionDraftLine) =>
    setLines((all) => all.map((l, i) => (i === index ? line : l)));
  const remove = (index: number) => {
    setLines((all) => all.filter((_, i) => i !== index));
    setLineErrors((all) => all.filter((_, i) => i !== index));
  };

  const save = () => {
    const result = parseDraft(lines, incident.defectiveQuantity);
    if (!result.ok) {
      setLineErrors(result.lineErrors);
      setIssue(result.issue);
      return;
    }
    setLineErrors([]);
    setIssue(null);
    const reason = reasonForChange.body();
    if (reason === null) return;
    propose.mutate(
      {
        lines: result.lines,
        ...(incident.version === undefined ? {} : { version: incident.version }),
        ...reason,
      },
      {
        onSuccess: () => {
          showToast(DISPOSITION_SAVED);
          onClose();
        },
        onError: (error) => {
          console.error('Saving the disposition failed', error);
          reasonForChange.noteFailure(error);
          setIssue(failureReason(error) ?? TOAST.statusChangeFailed);
          showToast(failureMessage(TOAST.statusChangeFailed, error), 'error');
        },
      },
    );
  };

  return (
    <>
      <DialogTitle id={titleId}>{EDIT_DISPOSITION}</DialogTitle>
      <DialogContent>
        <Typography role="status" sx={{ mb: 2 }} color={remaining < 0 ? 'error' : 'text.secondary'}>
          Defective quantity {defective}; remaining quantity: {remaining}
        </Typography>
        {lines.map((line, index) => (
          <DispositionLineFields
            key={line.key}
            index={index}
            line={line}
            errors={lineErrors[index] ?? {}}
            people={people}
            disabled={busy}
            onChange={(next) => update(index, next)}
            onRemove={() => remove(index)}
          />
        ))}
        <Button
          startIcon={<Add />}
          onClick={() => setLines((all) => [...all, emptyDraftLine()])}
          disabled={busy}
        >
          Add line
        </Button>
        {reasonForChange.field}
        {issue && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {issue}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={busy} loading={busy}>
          Save disposition
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * 'Edit disposition' (docs/product.md §3 Disposition): quality's lines for the held material, checked with the
 * domain's rules before sending (`PUT /v1/incidents/{id}/disposition`); a refusal shows the server's reason.
 */
export function DispositionEditDialog({
  open,
  incident,
  onClose,
}: {
  open: boolean;
  incident: TIncidentDetails;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      {open && <DispositionForm incident={incident} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}
