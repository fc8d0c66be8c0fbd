import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { IncidentTable } from './incident-table';

/** /incidents: every incident the user may see (drafts only for admins, docs/product.md §4). */
export function IncidentListPage() {
  return (
    <>
      <PageHeader
        title="Incidents"
        crumbs={[{ label: 'Home', to: '/home' }, { label: 'Incidents' }]}
        actions={
          <Button component={RouterLink} to="/incident/new" variant="contained" startIcon={<Add />}>
            Report Incident
          </Button>
        }
      />
      <IncidentTable
        view="list"
        storageKey="incidentTable.list"
        profileKey="incidentsFilter"
        label="Incidents"
      />
    </>
  );
}
