import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@qi/domain/dates';
import type { Actor } from '@qi/domain/incident-actions';
import { isQualityTeam } from '@qi/domain/roles';
import {
  INCIDENT_LINK_LABELS,
  LINK_REASON_REQUIRED,
  type TIncidentLink,
  TRIAGE_LINK_KINDS,
  type TSimilarIncident,
} from '@qi/domain/similar-incidents';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../../components/toast-context';
import { isApiError } from '../../../lib/api-error';
import type { TIncidentDetails } from '../api/get-incident';
import { useCreateIncidentLink, useIncidentLinks } from '../api/incident-links';
import { IncidentSection } from './incident-section';
import { type ShownCandidates, SimilarIncidentsList, similarDraft } from './similar-incidents-panel';

const VERDICT_LABELS: Record<(typeof TRIAGE_LINK_KINDS)[number], string> = {
  duplicate: 'Duplicate of',
  related: 'Related',
  'not-related': 'Not related',
};

const numberOf = (incident: { incidentNumber: number | null }) =>
  incident.incidentNumber === null ? 'Incident' : `#${incident.incidentNumber}`;

/**
 * The details page's "Linked incidents" (the Recurrence feature): the links either way (a reporter's "same
 * problem as", quality's verdicts with their reasons) and, for the quality team, the incident's similar
 * incidents with a verdict per candidate.
 */
export function IncidentLinksSection({
  incident,
  actor,
}: {
  incident: TIncidentDetails;
  actor: Actor | null;
}) {
  const links = useIncidentLinks(incident.id);
  const triage = actor !== null && isQualityTeam(actor.role) && incident.status !== 'draft';
  const items = links.data?.items ?? [];
  if (!triage && items.length === 0) return null;
  return (
    <IncidentSection title="Linked incidents">
      {items.length === 0 ? (
        <Typography color="text.secondary">No linked incidents.</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((link) => (
            <LinkLine key={link.id} link={link} />
          ))}
        </Stack>
      )}
      {triage && (
        <SimilarIncidentsList
          draft={similarDraft(
            {
              description: incident.description,
              product: incident.product,
              partNumber: incident.partNumber,
              supplierId: incident.supplierId ?? '',
              incidentLocation: incident.incidentLocation,
              grnNumber: incident.grnNumber,
            },
            incident.id,
          )}
          hint="Earlier incidents that look like the same problem: give a verdict on each you have compared."
          actions={(item, shown) => <VerdictForm incidentId={incident.id} item={item} shown={shown} />}
        />
      )}
    </IncidentSection>
  );
}

function LinkLine({ link }: { link: TIncidentLink }) {
  const label = INCIDENT_LINK_LABELS[link.kind][link.direction];
  return (
    <Box component="li">
      <Typography variant="body2">
        {label}{' '}
        <Link component={RouterLink} to={`/incident/${encodeURIComponent(link.incident.id)}`}>
          {numberOf(link.incident)}
        </Link>{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          ({formatDate(link.incident.incidentDate)} · {link.incident.partNumber})
          {link.createdBy ? ` by ${link.createdBy.name}, ${formatDate(link.created_at.slice(0, 10))}` : ''}
        </Typography>
      </Typography>
      {link.reason && (
        <Typography variant="body2" color="text.secondary">
          Reason: {link.reason}
        </Typography>
      )}
    </Box>
  );
}

/** A verdict on one candidate: duplicate of / related / not related, with a reason. */
function VerdictForm({
  incidentId,
  item,
  shown,
}: {
  incidentId: string;
  item: TSimilarIncident;
  shown: ShownCandidates;
}) {
  const [kind, setKind] = useState<(typeof TRIAGE_LINK_KINDS)[number] | ''>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const createLink = useCreateIncidentLink();
  const showToast = useToast();
  const number = numberOf(item);
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
        body: { linkedIncidentId: item.id, kind, reason: reason.trim(), shown },
      });
      showToast(`Verdict on ${number} saved.`);
      setKind('');
      setReason('');
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
        onChange={(event) => setKind(event.target.value as (typeof TRIAGE_LINK_KINDS)[number])}
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
