import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { homeTiles } from '@qi/domain/access';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../auth/hooks/use-auth';
import { IncidentTable } from '../../incident-table/components/incident-table';
import { ModuleTiles } from './module-tiles';
import { MyTasksTable } from './my-tasks-table';

/** /home: breadcrumb, module tiles and the 'My Draft Incidents' section (docs/product.md §2 Home). */
export function HomePage() {
  const { user } = useAuth();
  return (
    <>
      <PageHeader
        title={user ? `Welcome, ${user.name}` : 'Home'}
        crumbs={[{ label: 'Home' }]}
        actions={
          <Button component={RouterLink} to="/scan" variant="contained">
            Scan
          </Button>
        }
      />
      <ModuleTiles tiles={user ? homeTiles(user.role) : []} />
      <Paper component="section" aria-labelledby="my-tasks-title" sx={{ p: 3, mb: 3 }}>
        <Typography id="my-tasks-title" variant="h6" component="h2" gutterBottom>
          My tasks
        </Typography>
        <MyTasksTable />
      </Paper>
      <Paper component="section" aria-labelledby="draft-incidents-title" sx={{ p: 3 }}>
        <Typography id="draft-incidents-title" variant="h6" component="h2" gutterBottom>
          My Draft Incidents
        </Typography>
        <IncidentTable
          view="drafts"
          storageKey="incidentTable.drafts"
          profileKey="draftIncidentsFilter"
          label="My Draft Incidents"
        />
      </Paper>
    </>
  );
}
