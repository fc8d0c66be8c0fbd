import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { canEditInvestigations } from '@qi/domain/access';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { FLOATING_ACTION_POSITION, FloatingActionRoom } from '../../../components/floating-action';
import { OverdueChip } from '../../../components/overdue-chip';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { isApiError } from '../../../lib/api-error';
import { AttachmentGallery } from '../../attachments/components/attachment-gallery';
import { useAuth } from '../../auth/hooks/use-auth';
import { useUserNames } from '../../data/hooks/use-user-names';
import { EffectivenessChecksSection } from '../../effectiveness/components/effectiveness-checks-section';
import { useInvestigation } from '../api/get-investigation';
import { investigationDetailsCrumbs } from './investigation-crumbs';
import { DetailSection, InvestigationDetailSections } from './investigation-detail-sections';
import { InvestigationHistory } from './investigation-history';
import { InvestigationStatusChip } from './investigation-status-chip';
import { RelatedIncidents } from './related-incidents';
import { ReopenInvestigationButton } from './reopen-investigation-button';

const TITLE = 'Investigation Details';

/** /investigation/{id}: read-only, with an edit button for everyone but role 'user' (docs/product.md §2, §6). */
export function InvestigationDetailsPage() {
  const { id = '' } = useParams();
  const investigation = useInvestigation(id);
  const { user } = useAuth();
  const nameOf = useUserNames();
  const crumbs = investigationDetailsCrumbs();

  if (investigation.isError && isApiError(investigation.error) && investigation.error.status === 404) {
    return <Navigate to="/not-found" replace />;
  }
  if (investigation.isPending) return <PageLoader />;
  if (investigation.isError) {
    return (
      <>
        <PageHeader title={TITLE} crumbs={crumbs} />
        <Alert severity="error">The investigation could not be loaded.</Alert>
      </>
    );
  }
  const data = investigation.data;
  return (
    <Box>
      <PageHeader
        title={TITLE}
        crumbs={crumbs}
        actions={
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            {user && <ReopenInvestigationButton investigation={data} role={user.role} />}
            <OverdueChip daysOverdue={Math.max(0, ...(data.overdue ?? []).map((o) => o.daysOverdue))} />
            <InvestigationStatusChip status={data.status} />
          </Box>
        }
      />
      <Box sx={{ mb: 3 }}>
        <RelatedIncidents incidents={data.relatedIncidents} />
      </Box>
      <InvestigationDetailSections investigation={data} nameOf={nameOf} />
      <DetailSection title="Attachments">
        <AttachmentGallery attachments={data.attachments} />
      </DetailSection>
      <EffectivenessChecksSection investigationId={data.id} />
      <DetailSection title="History">
        <InvestigationHistory investigationId={data.id} />
      </DetailSection>
      {user && canEditInvestigations(user.role) && <FloatingActionRoom />}
      {user && canEditInvestigations(user.role) && (
        <Fab
          color="primary"
          aria-label="Edit investigation"
          component={RouterLink}
          to={`/investigation/${encodeURIComponent(data.id)}/edit`}
          sx={FLOATING_ACTION_POSITION}
        >
          <EditIcon />
        </Fab>
      )}
    </Box>
  );
}
