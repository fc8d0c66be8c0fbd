import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@qi/domain/dates';
import type { Actor } from '@qi/domain/incident-actions';
import { useArrivalCheck } from '../api/get-arrival-check';
import type { TIncidentDetails } from '../api/get-incident';
import { useIncidentLinks } from '../api/incident-links';
import { triages } from './incident-links-section';
import { numberOf } from './incident-verdict-form';
import { SimilarCompareButton } from './similar-compare-button';

/**
 * At the top of the details page, for the quality team (decision 052): the report arrived without its
 * reporter seeing the similar incidents (it was queued offline, or sent by another system), and the server's
 * check found an earlier incident that is likely the same problem. Each such incident can be compared and
 * given a verdict; once it has one (a link either way) it leaves the notice. The history keeps what was found.
 */
export function ArrivalCheckNotice({ incident, actor }: { incident: TIncidentDetails; actor: Actor | null }) {
  const triage = triages(incident, actor);
  const check = useArrivalCheck(incident.id, triage);
  const links = useIncidentLinks(incident.id);
  if (!triage || !check.data?.checkedAt || !links.data) return null;
  const linked = new Set(links.data.items.map((link) => link.incident.id));
  const likely = check.data.items.filter((item) => item.band === 'likely' && !linked.has(item.id));
  if (likely.length === 0) return null;
  const shown = check.data.items.map(({ id, band }) => ({ id, band }));
  return (
    <Alert severity="warning" role="status" sx={{ mb: 3 }} aria-label="Looks like an earlier incident">
      <AlertTitle>Looks like an earlier incident</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        This report was sent without its reporter seeing similar incidents; when it arrived, it was found
        likely the same as:
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {likely.map((item) => (
          <Box
            component="li"
            key={item.id}
            sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {numberOf(item)}
            </Typography>
            <Typography variant="body2">
              {formatDate(item.incidentDate)} · {item.product} · {item.partNumber}
            </Typography>
            <SimilarCompareButton incident={incident} candidate={item} shown={shown} />
          </Box>
        ))}
      </Stack>
    </Alert>
  );
}
