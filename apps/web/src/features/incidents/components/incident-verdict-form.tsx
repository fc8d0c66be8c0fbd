import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LINK_REASON_REQUIRED, TRIAGE_LINK_KINDS } from '@qi/domain/incident-link-kinds';
import { useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { isApiError } from '../../../lib/api-error';
import { useCreateIncidentLink } from '../api/incident-links';
import type { ShownCandidates } from './similar-incidents-list';

type Verdict = (typeof TRIAGE_LINK_KINDS)[number];

const VERDICT_LABELS: Record<Verdict, string> = {
  duplicate: 'Duplicate of',
  related: 'Related',
  'not-related': 'Not related',
};

export const numberOf = (incident: { incidentNumber: number | null }) =>
  incident.incidentNumber === null ? 'Incident' : `#${incident.incidentNumber}`;

/**
 * Quality's verdict on one similar incident (the Recurrence feature): duplicate of / related / not related,
 * with a reason, saved as a link of `incidentId` with the candidates that were shown. Used by the details
 * page's similar incidents and by the compare view; `onSaved` after the link is saved.
 */
export function IncidentVerdictForm({
  incidentId,
  candidate,
  shown,
  onSaved,
}: {
  incidentId: string;
  candidate: { id: string; incidentNumber: number | null };
  shown: ShownCandidates;
  onSaved?: () => void;
}) {
  const [kind, setKind] = useState<Verdict | ''>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const createLink = useCreateIncidentLink();
  const showToast = useToast();
  const number = numberOf(candidate);
  const save = async () => {
    if (!kind) return;
    if (!reason.trim()) {
      setError(LINK_REASON_REQUIRED);
      return;
    }
    setError(null);
    try {
      await createLink.mutateAsync({
        id: incidentId,
        body: { linkedIncidentId: candidate.id, kind, reason: reason.trim(), shown },
      });
      showToast(`Verdict on ${number} saved.`);
      setKind('');
      setReason('');
      onSaved?.();
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'The verdict could not be saved.');
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        select
        size="small"
        label={`Verdict on ${number}`}
        value={kind}
        onChange={(event) => setKind(event.target.value as Verdict)}
        sx={{ minWidth: 180 }}
      >
        {TRIAGE_LINK_KINDS.map((option) => (
          <MenuItem key={option} value={option}>
            {VERDICT_LABELS[option]}
          </MenuItem>
        ))}
      </TextField>
      {kind && (
        <>
          <TextField
            size="small"
            label={`Reason for ${number}`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
            sx={{ flexGrow: 1 }}
          />
          <Button variant="contained" size="small" onClick={save} disabled={createLink.isPending}>
            Save verdict
          </Button>
        </>
      )}
    </Stack>
  );
}
