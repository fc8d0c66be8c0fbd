import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { RelatedIncident } from '../api/get-investigation';

/** docs/product.md §2: the related incident numbers as links to the incidents, or a dash when there are none. */
export function RelatedIncidents({ incidents }: { incidents: RelatedIncident[] }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography component="span" color="text.secondary">
        Related incidents:
      </Typography>
      {incidents.length === 0 ? (
        <Typography component="span">-</Typography>
      ) : (
        incidents.map((incident) => (
          <Link
            key={incident.id}
            component={RouterLink}
            to={`/incident/${encodeURIComponent(incident.id)}`}
            aria-label={`Incident ${incident.incidentNumber ?? incident.id}`}
          >
            {incident.incidentNumber ?? incident.id}
          </Link>
        ))
      )}
    </Box>
  );
}
