import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router';
import { IncidentStatusChip } from '../../../components/incident-status-chip';
import { MarkdownView } from '../../../components/markdown-view';
import { OverdueChip } from '../../../components/overdue-chip';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { SeverityChip } from '../../../components/severity-chip';
import { isApiError } from '../../../lib/api-error';
import { AttachmentGallery } from '../../attachments/components/attachment-gallery';
import { IneffectiveFlag } from '../../effectiveness/components/ineffective-flag';
import { IncidentScarsSection } from '../../scar/components/incident-scars-section';
import { SignatureList } from '../../signatures/components/signature-list';
import { useIncident } from '../api/get-incident';
import { useActor } from '../hooks/use-actor';
import { useIncidentReferenceData } from '../hooks/use-incident-reference-data';
import { ArrivalCheckNotice } from './arrival-check-notice';
import { IncidentActionMenu } from './incident-action-menu';
import { incidentCrumbs } from './incident-crumbs';
import { IncidentDetailFields } from './incident-detail-fields';
import { IncidentDisposition } from './incident-disposition';
import { IncidentDocumentButtons } from './incident-document-buttons';
import { IncidentHistory } from './incident-history';
import { IncidentLinksSection } from './incident-links-section';
import { IncidentReasons } from './incident-reasons';
import { IncidentSection } from './incident-section';
import { ReplanOffer } from './replan-dialog';

/** /incident/{id}: 'Incident Details', read-only, with the action menu for those who may act (docs/product.md §2, §6). */
export function IncidentDetailsPage() {
  const { id = '' } = useParams();
  const incident = useIncident(id);
  const actor = useActor();
  const { userNames, suppliers } = useIncidentReferenceData();
  const crumbs = incidentCrumbs('Incident Details');

  if (incident.isError && isApiError(incident.error) && incident.error.status === 404) {
    return <Navigate to="/not-found" replace />;
  }
  if (incident.isPending) return <PageLoader />;
  if (incident.isError) {
    return (
      <>
        <PageHeader title="Incident Details" crumbs={crumbs} />
        <Alert severity="error">The incident could not be loaded.</Alert>
      </>
    );
  }
  const data = incident.data;
  const attachmentsZip = `/v1/incidents/${encodeURIComponent(data.id)}/attachments.zip`;
  return (
    <Box sx={{ pb: 10 }}>
      <PageHeader
        title="Incident Details"
        crumbs={crumbs}
        actions={
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', flexGrow: 1 }}>
            <IncidentStatusChip status={data.status} />
            <SeverityChip severity={data.severity ?? null} />
            <OverdueChip daysOverdue={data.daysOverdue} />
            <Box sx={{ flexGrow: 1 }} />
            <IncidentDocumentButtons />
          </Box>
        }
      />
      <ArrivalCheckNotice incident={data} actor={actor} />
      <IncidentReasons incident={data} />
      <IneffectiveFlag investigationId={data.investigationId} actor={actor} />
      <IncidentSection title="Incident">
        <IncidentDetailFields
          incident={data}
          reporterName={userNames.get(data.reportedBy) ?? data.reportedBy}
          supplierName={suppliers.find((s) => s.id === data.supplierId)?.name ?? null}
        />
      </IncidentSection>
      <IncidentDisposition incident={data} actor={actor} />
      <IncidentSection title="Description">
        {data.description.trim() ? (
          <MarkdownView text={data.description} />
        ) : (
          <Typography color="text.secondary">No description.</Typography>
        )}
      </IncidentSection>
      <IncidentSection title="Attachments">
        {data.attachments.length > 0 ? (
          <AttachmentGallery attachments={data.attachments} zipUrl={attachmentsZip} />
        ) : (
          <Typography color="text.secondary">No attachments.</Typography>
        )}
      </IncidentSection>
      <IncidentLinksSection incident={data} actor={actor} />
      <IncidentScarsSection incident={data} role={actor?.role ?? null} />
      <IncidentSection title="History">
        <IncidentHistory incidentId={data.id} />
      </IncidentSection>
      <IncidentSection title="Signatures">
        <SignatureList incidentId={data.id} />
      </IncidentSection>
      {actor && <IncidentActionMenu incident={data} actor={actor} />}
      <ReplanOffer />
    </Box>
  );
}
