import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { canEditInvestigations } from '@qi/domain/access';
import { isStaleVersionIssue } from '@qi/domain/record-version';
import { liveSignatureOf, type WithdrawableSubject } from '@qi/domain/signatures';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useToast } from '../../../components/toast-context';
import { isApiError } from '../../../lib/api-error';
import { failureMessage } from '../../../lib/failure-message';
import { useAuth } from '../../auth/hooks/use-auth';
import { useUserNames } from '../../data/hooks/use-user-names';
import { useIncidentSignatures } from '../../signatures/api/signatures-api';
import { passwordWanted, signatureRefusal } from '../../signatures/lib/signature-errors';
import {
  investigationQueryOptions,
  type TInvestigationDetails,
  useInvestigation,
} from '../api/get-investigation';
import { type TUpdateInvestigationBody, useUpdateInvestigation } from '../api/update-investigation';
import { investigationEditCrumbs } from './investigation-crumbs';
import { InvestigationForm } from './investigation-form';
import { RelatedIncidents } from './related-incidents';
import { TemplateAttachments } from './template-attachments';

const TITLE = 'Update Investigation';
/** Not in docs/product.md §8 (which shows no text for this save): a short confirmation that the save went through. */
export const INVESTIGATION_SAVED = 'Saved investigation successfully.';
export const INVESTIGATION_SAVE_FAILED = 'Failed to save the investigation.';

/** /investigation/{id}/edit: role 'user' goes to the details, an unknown id to /not-found (docs/product.md §2, §6). */
export function InvestigationEditPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const mayEdit = Boolean(user && canEditInvestigations(user.role));
  const investigation = useInvestigation(id);
  const crumbs = investigationEditCrumbs(id);

  if (!user) return <Navigate to="/not-found" replace />;
  if (!mayEdit) return <Navigate to={`/investigation/${encodeURIComponent(id)}`} replace />;
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
  return (
    <InvestigationEditBody
      key={id}
      investigation={investigation.data}
      actor={{ id: user.user_id, name: user.name }}
    />
  );
}

function InvestigationEditBody({
  investigation,
  actor,
}: {
  investigation: TInvestigationDetails;
  actor: { id: string; name: string };
}) {
  const update = useUpdateInvestigation(investigation.id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showToast = useToast();
  const namesOf = useUserNames();
  // The signed-in user's own name is known even before the bulk load brings the others.
  const nameOf = (userId: string | null) => {
    const name = namesOf(userId);
    return userId === actor.id && name === userId ? actor.name : name;
  };
  const detailPath = `/investigation/${encodeURIComponent(investigation.id)}`;
  // An investigation's signature records are listed with any of its incidents'.
  const signatures = useIncidentSignatures(investigation.relatedIncidents[0]?.id ?? null);
  const isSigned = (subject: WithdrawableSubject) =>
    Boolean(signatures.data && liveSignatureOf(signatures.data, subject, investigation.id));

  const onSave = async (body: TUpdateInvestigationBody) => {
    try {
      await update.mutateAsync(body);
    } catch (error) {
      console.error('Saving the investigation failed', error);
      // A save refused because someone else saved first is answered by the form's reload dialog, and a
      // refused or missing signature by the sign dialog.
      const stale = isApiError(error) && error.status === 409 && isStaleVersionIssue(error.issues);
      if (!stale && !signatureRefusal(error) && !passwordWanted(error)) {
        showToast(failureMessage(INVESTIGATION_SAVE_FAILED, error), 'error');
      }
      throw error;
    }
    showToast(INVESTIGATION_SAVED);
    await navigate(detailPath);
  };

  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader title={TITLE} crumbs={investigationEditCrumbs(investigation.id)} />
      <Box sx={{ mb: 2 }}>
        <RelatedIncidents incidents={investigation.relatedIncidents} />
      </Box>
      <Box sx={{ mb: 2 }}>
        <TemplateAttachments />
      </Box>
      <InvestigationForm
        investigation={investigation}
        actorId={actor.id}
        nameOf={nameOf}
        busy={update.isPending}
        closedLock={
          investigation.completed && investigation.relatedIncidents.some((i) => i.status === 'closed')
        }
        isSigned={isSigned}
        onSave={onSave}
        onReload={() =>
          queryClient.fetchQuery({ ...investigationQueryOptions(investigation.id), staleTime: 0 })
        }
        onDiscard={() => void navigate(detailPath)}
      />
    </Box>
  );
}
