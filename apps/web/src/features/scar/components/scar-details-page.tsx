import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatTimestamp } from '@qi/domain/dates';
import { stagesOf } from '@qi/domain/scar-stages';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { isApiError } from '../../../lib/api-error';
import { useScar } from '../api/get-scar';
import { ScarActions } from './scar-actions';
import { ScarAuditTrail } from './scar-audit-trail';
import { ScarFacts, ScarItemsTable, ScarMilestonesTable } from './scar-facts';
import { ScarStageCard } from './scar-stage-card';
import { ScarStatusChip } from './scar-status-chip';

const CRUMBS = [
  { label: 'Home', to: '/home' },
  { label: 'Supplier requests', to: '/scars' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /scars/{id} (quality team): a supplier corrective action request, its stages to review and its audit trail. */
export function ScarDetailsPage() {
  const { id = '' } = useParams();
  const query = useScar(id);
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return <Navigate to="/not-found" replace />;
  }
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <>
        <PageHeader title="Supplier request" crumbs={[...CRUMBS, { label: 'Supplier request' }]} />
        <Alert severity="error">The request could not be loaded.</Alert>
      </>
    );
  }
  const scar = query.data;
  const asked = stagesOf(scar.form);
  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader
        title={`${scar.number}: ${scar.supplier.name}`}
        crumbs={[...CRUMBS, { label: scar.number }]}
        actions={<ScarStatusChip status={scar.status} />}
      />
      <Box sx={{ mb: 3 }}>
        <ScarActions scar={scar} />
      </Box>
      <Section title="Request">
        <ScarFacts scar={scar} />
        <Box sx={{ mt: 2, overflowX: 'auto' }}>
          <ScarItemsTable scar={scar} />
        </Box>
      </Section>
      <Section title="Milestones">
        <Box sx={{ overflowX: 'auto' }}>
          <ScarMilestonesTable scar={scar} />
        </Box>
      </Section>
      <Section title="Answers">
        {asked.map((stage) => {
          const view = scar.stages.find((s) => s.stage === stage);
          return view ? <ScarStageCard key={stage} scar={scar} view={view} /> : null;
        })}
      </Section>
      <Section title="Files">
        <Typography variant="subtitle2" component="h3">
          Uploaded by the supplier
        </Typography>
        {scar.files.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            No files.
          </Typography>
        ) : (
          <Box component="ul" aria-label="Supplier files" sx={{ mt: 0.5 }}>
            {scar.files.map((file) => (
              <li key={file.id}>
                <Link href={file.url} target="_blank" rel="noopener" download={file.name}>
                  {file.name}
                </Link>{' '}
                ({formatTimestamp(file.uploadedAt)})
              </li>
            ))}
          </Box>
        )}
        <Typography variant="subtitle2" component="h3">
          Shared with the supplier
        </Typography>
        {scar.sharedAttachments.length === 0 ? (
          <Typography color="text.secondary">Nothing shared.</Typography>
        ) : (
          <Box component="ul" aria-label="Shared files" sx={{ mt: 0.5 }}>
            {scar.sharedAttachments.map((file) => (
              <li key={file.id}>
                <Link href={file.url} target="_blank" rel="noopener">
                  {file.name}
                </Link>
                {file.incidentNumber !== null && ` (incident #${file.incidentNumber})`}
              </li>
            ))}
          </Box>
        )}
      </Section>
      <Section title="Audit trail">
        <ScarAuditTrail scarId={scar.id} />
      </Section>
    </Box>
  );
}
