import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@qi/domain/dates';
import type { Actor } from '@qi/domain/incident-actions';
import { INCIDENT_LINK_LABELS } from '@qi/domain/incident-link-kinds';
import type { TIncidentLink } from '@qi/domain/incident-links';
import { isQualityTeam } from '@qi/domain/roles';
import { Link as RouterLink } from 'react-router';
import type { TIncidentDetails } from '../api/get-incident';
import { useIncidentLinks } from '../api/incident-links';
import { IncidentSection } from './incident-section';
import { IncidentVerdictForm, numberOf } from './incident-verdict-form';
import { SimilarCompareButton } from './similar-compare-button';
import { SimilarIncidentsList, similarDraft } from './similar-incidents-list';

/** Whether `actor` triages `incident`: the quality team, on an incident that is not a draft. */
export const triages = (incident: TIncidentDetails, actor: Actor | null) =>
  actor !== null && isQualityTeam(actor.role) && incident.status !== 'draft';

/**
 * The details page's "Linked incidents" (the Recurrence feature): the links either way (a reporter's "same
 * problem as", quality's verdicts with their reasons) and, for the quality team, the incident's similar
 * incidents, each with the compare view and a verdict.
 */
export function IncidentLinksSection({
  incident,
  actor,
}: {
  incident: TIncidentDetails;
  actor: Actor | null;
}) {
  const links = useIncidentLinks(incident.id);
  const triage = triages(incident, actor);
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
          hint="Earlier incidents that look like the same problem: compare each and give your verdict."
          actions={(item, shown) => (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <SimilarCompareButton incident={incident} candidate={item} shown={shown} />
              <IncidentVerdictForm incidentId={incident.id} candidate={item} shown={shown} />
            </Stack>
          )}
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
