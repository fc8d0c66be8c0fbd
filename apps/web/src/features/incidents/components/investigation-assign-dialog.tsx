import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { TOAST } from '@qi/domain/toast-messages';
import { useId, useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useCreateInvestigation } from '../../investigations/api/create-investigation';
import { InvestigationPicker } from '../../investigations/components/investigation-picker';
import type { TIncidentDetails } from '../api/get-incident';
import { useReassignInvestigation } from '../api/reassign-investigation';

export type InvestigationAssignMode = 'start' | 'reassign';

const TITLES: Record<InvestigationAssignMode, string> = {
  start: 'Start investigation',
  reassign: 'Reassign investigation',
};
export const START_NEW_LABEL = 'Start a new investigation based on this incident';
export const USE_EXISTING_LABEL = 'Use an existing investigation of another incident';

type Source = 'new' | 'existing';

function AssignForm({
  mode,
  incident,
  titleId,
  onClose,
}: {
  mode: InvestigationAssignMode;
  incident: TIncidentDetails;
  titleId: string;
  onClose: () => void;
}) {
  const showToast = useToast();
  const create = useCreateInvestigation();
  const reassign = useReassignInvestigation(incident.id);
  const [source, setSource] = useState<Source>(mode === 'start' ? 'new' : 'existing');
  const [chosen, setChosen] = useState<string | null>(null);
  const busy = create.isPending || reassign.isPending;
  const ready = source === 'new' || chosen !== null;

  const callbacks = {
    onSuccess: () => {
      showToast(TOAST.investigationAssigned);
      onClose();
    },
    onError: (error: unknown) => {
      console.error('Assigning the investigation failed', error);
      showToast(failureMessage(TOAST.investigationAssignFailed, error), 'error');
    },
  };

  const confirm = () => {
    if (!ready) return;
    if (mode === 'reassign' && chosen) reassign.mutate(chosen, callbacks);
    else if (source === 'existing' && chosen)
      create.mutate({ incidentId: incident.id, copyFrom: chosen }, callbacks);
    else create.mutate({ incidentId: incident.id }, callbacks);
  };

  return (
    <>
      <DialogTitle id={titleId}>{TITLES[mode]}</DialogTitle>
      <DialogContent>
        {mode === 'start' && (
          <RadioGroup
            aria-label="Investigation to start"
            value={source}
            onChange={(event) => setSource(event.target.value as Source)}
          >
            <FormControlLabel value="new" control={<Radio />} label={START_NEW_LABEL} disabled={busy} />
            <FormControlLabel
              value="existing"
              control={<Radio />}
              label={USE_EXISTING_LABEL}
              disabled={busy}
            />
          </RadioGroup>
        )}
        {source === 'existing' && (
          <InvestigationPicker
            value={chosen}
            onChange={setChosen}
            excludeId={incident.investigationId}
            disabled={busy}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={confirm} disabled={!ready || busy}>
          {TITLES[mode]}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * 'Start investigation' (a new one, or a copy of another incident's investigation: `POST /v1/investigations`)
 * and 'Reassign investigation' (`PUT /v1/incidents/{id}`), docs/product.md §4. The incident queries refresh on success.
 */
export function InvestigationAssignDialog({
  open,
  mode,
  incident,
  onClose,
}: {
  open: boolean;
  mode: InvestigationAssignMode;
  incident: TIncidentDetails;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {open && <AssignForm mode={mode} incident={incident} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}
