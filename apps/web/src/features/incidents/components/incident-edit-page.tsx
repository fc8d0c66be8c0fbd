import Alert from '@mui/material/Alert';
import { canOpenIncidentEdit, showsDeleteReport } from '@qi/domain/incident-actions';
import type { IncidentAction } from '@qi/domain/incident-transitions';
import { isSeverityRaise } from '@qi/domain/investigation-replan';
import { isStaleVersionIssue } from '@qi/domain/record-version';
import { CONFIRM } from '@qi/domain/toast-messages';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useToast } from '../../../components/toast-context';
import { isApiError } from '../../../lib/api-error';
import { useIncidentReasonForChange } from '../../signatures/hooks/use-reason-for-change';
import { incidentQueryOptions, type TIncidentDetails, useIncident } from '../api/get-incident';
import { previewReplan } from '../api/replan-investigation';
import { useUpdateIncident } from '../api/update-incident';
import { useActor } from '../hooks/use-actor';
import { incidentCrumbs } from './incident-crumbs';
import { IncidentForm, type IncidentFormAction } from './incident-form';
import type { IncidentFormFields } from './incident-form-values';
import { IncidentReasons } from './incident-reasons';
import { SAVE_TOAST, saveFailureMessage } from './incident-save-toast';
import type { ReplanOfferState } from './replan-dialog';
import { REPORT_ACTIONS } from './report-incident-page';

/** The re-plan to offer after a save, or null (no raise, no open investigation, nothing to move). */
async function replanOffer(
  incident: TIncidentDetails,
  fields: IncidentFormFields | null,
): Promise<ReplanOfferState | null> {
  const after = fields?.severity;
  const investigationId = incident.investigationId;
  if (!investigationId || incident.investigationStatus !== 'opened' || after === undefined) return null;
  if (!isSeverityRaise(incident.severity, after)) return null;
  try {
    const plan = await previewReplan(investigationId);
    return plan.moves.length > 0 ? { investigationId, plan } : null;
  } catch (error) {
    // The save went through; without a preview there is nothing to offer.
    console.error('Previewing the re-plan failed', error);
    return null;
  }
}

export const CONFIRM_DELETE_REPORT = 'Are you sure you want to delete the report?';

const DELETE_ACTION: IncidentFormAction = {
  id: 'delete',
  label: 'Delete Report',
  confirm: CONFIRM_DELETE_REPORT,
  validate: false,
  variant: 'outlined',
  color: 'error',
};

const UPDATE_ACTIONS: IncidentFormAction[] = [
  { id: 'discard', label: 'Discard changes', confirm: CONFIRM.discard, validate: false, variant: 'outlined' },
  { id: 'update', label: 'Save changes', confirm: CONFIRM.save, validate: true },
];

/** /incident/{id}/edit: which form (or which redirect) is decided by the domain (docs/product.md §2 Incident edit). */
export function IncidentEditPage() {
  const { id = '' } = useParams();
  const actor = useActor();
  const incident = useIncident(id);

  if (!actor) return <Navigate to="/not-found" replace />;
  if (incident.isError && isApiError(incident.error) && incident.error.status === 404) {
    return <Navigate to="/not-found" replace />;
  }
  if (incident.isPending) return <PageLoader />;
  if (incident.isError) {
    return (
      <>
        <PageHeader title="Update Incident" crumbs={incidentCrumbs('Update Incident')} />
        <Alert severity="error">The incident could not be loaded.</Alert>
      </>
    );
  }
  const view = canOpenIncidentEdit(incident.data, actor);
  if (typeof view === 'object') {
    const to = view.redirect === 'incidents' ? '/incidents' : `/incident/${encodeURIComponent(id)}`;
    return <Navigate to={to} replace />;
  }
  return (
    <IncidentEditForm key={id} incident={incident.data} mode={view === 'form-report' ? 'report' : 'update'} />
  );
}

function IncidentEditForm({ incident, mode }: { incident: TIncidentDetails; mode: 'report' | 'update' }) {
  const updateIncident = useUpdateIncident(incident.id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showToast = useToast();
  const detailPath = `/incident/${encodeURIComponent(incident.id)}`;
  const reasonForChange = useIncidentReasonForChange(incident, mode === 'update');
  const title = mode === 'report' ? 'Report Incident' : 'Update Incident';
  const actions =
    mode === 'report'
      ? [...REPORT_ACTIONS, ...(showsDeleteReport(incident.status) ? [DELETE_ACTION] : [])]
      : UPDATE_ACTIONS;

  const onAction = async (actionId: string, fields: IncidentFormFields | null, version?: number) => {
    if (actionId === 'discard') {
      await navigate(detailPath);
      return;
    }
    // Editing a closed incident may need a reason for change; without one nothing is sent.
    const reason = actionId === 'update' ? reasonForChange.body() : {};
    if (reason === null) return;
    try {
      await updateIncident.mutateAsync({
        ...(fields ?? {}),
        action: actionId as IncidentAction,
        ...(version === undefined ? {} : { version }),
        ...reason,
      });
      if (actionId === 'delete') {
        await navigate('/incidents');
        return;
      }
      showToast(SAVE_TOAST[actionId] ?? '');
      // A severity raise on an incident with an open investigation offers (on the details page) to re-plan.
      const offer = await replanOffer(incident, fields);
      await navigate(detailPath, offer ? { state: { replanOffer: offer } } : undefined);
    } catch (error) {
      console.error('Saving the incident failed', error);
      reasonForChange.noteFailure(error);
      // A save refused because someone else saved first is answered by the form's reload dialog.
      if (isApiError(error) && error.status === 409 && isStaleVersionIssue(error.issues)) throw error;
      showToast(saveFailureMessage(error), 'error');
    }
  };

  return (
    <>
      <PageHeader title={title} crumbs={incidentCrumbs(title)} />
      <IncidentReasons incident={incident} />
      {reasonForChange.field}
      <IncidentForm
        mode={mode}
        incident={incident}
        actions={actions}
        busy={updateIncident.isPending}
        onAction={onAction}
        beforeAsk={(actionId) => actionId !== 'update' || reasonForChange.body() !== null}
        onReload={() => queryClient.fetchQuery({ ...incidentQueryOptions(incident.id), staleTime: 0 })}
      />
    </>
  );
}
