import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Role } from '@qi/domain/roles';
import { canManageScars, SCAR_STATUS_LABELS, scarMayInclude } from '@qi/domain/scar';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useData } from '../../data/api/get-data';
import { useScars } from '../api/get-scars';
import { useScarDefaults } from '../api/scar-defaults';
import type { ScarIncident } from '../lib/raise-scar-form';
import { nextDueText } from '../lib/scar-text';

// The dialog (its form, date inputs and the domain's schedule rules) loads when it opens: the incident page is
// over its bundle budget already, and most visits never raise a request.
const RaiseScarDialog = lazy(async () => ({
  default: (await import('./raise-scar-dialog')).RaiseScarDialog,
}));

export type ScarSectionIncident = ScarIncident & { status: string; supplierId: string | null };

/**
 * The incident page's 'Supplier requests' section (quality team, an incident naming a supplier): the requests that
 * include it, and 'Raise SCAR' once it is reported. The incidents feature renders it; it owns nothing of theirs.
 */
export function IncidentScarsSection({
  incident,
  role,
}: {
  incident: ScarSectionIncident;
  role: Role | null;
}) {
  const shown = role !== null && canManageScars(role) && incident.supplierId !== null;
  const scars = useScars({ incidentId: incident.id, rowsPerPage: 25 }, shown);
  const [raising, setRaising] = useState(false);
  const defaults = useScarDefaults(shown && raising);
  const suppliers = useData(shown).data?.suppliers ?? [];
  if (!shown || incident.supplierId === null) return null;
  const supplierId = incident.supplierId;
  const supplierName = suppliers.find((s) => s.id === supplierId)?.name ?? supplierId;
  const mayRaise = scarMayInclude(incident.status);

  return (
    <Paper component="section" aria-label="Supplier requests" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Supplier requests
        </Typography>
        {mayRaise && (
          <Button variant="outlined" onClick={() => setRaising(true)}>
            Raise SCAR
          </Button>
        )}
      </Box>
      {scars.isError && <Alert severity="error">The supplier requests could not be loaded.</Alert>}
      {scars.data && scars.data.items.length === 0 && (
        <Typography color="text.secondary">No supplier requests.</Typography>
      )}
      {scars.data && scars.data.items.length > 0 && (
        <Box component="ul" aria-label="Requests of this incident" sx={{ m: 0, pl: 2 }}>
          {scars.data.items.map((scar) => (
            <li key={scar.id}>
              <Link component={RouterLink} to={`/scars/${encodeURIComponent(scar.id)}`}>
                {scar.number}
              </Link>{' '}
              {scar.supplier.name}, {SCAR_STATUS_LABELS[scar.status]}
              {scar.status === 'open' && `, next: ${nextDueText(scar.nextDue)}`}
            </li>
          ))}
        </Box>
      )}
      {raising && defaults.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          The due date defaults could not be loaded.
        </Alert>
      )}
      {raising && defaults.data && (
        <Suspense fallback={null}>
          <RaiseScarDialog
            incident={incident}
            supplierId={supplierId}
            supplierName={supplierName}
            defaults={defaults.data}
            onClose={() => setRaising(false)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
