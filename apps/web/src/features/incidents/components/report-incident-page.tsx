import { CONFIRM } from '@qi/domain/toast-messages';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast-context';
import { useCreateIncident } from '../api/create-incident';
import { incidentCrumbs } from './incident-crumbs';
import { IncidentForm, type IncidentFormAction } from './incident-form';
import type { IncidentFormFields } from './incident-form-values';
import { SAVE_TOAST, saveFailureMessage } from './incident-save-toast';

/** 'Save as draft' and 'Submit incident' (docs/product.md §2), each asking for confirmation. */
export const REPORT_ACTIONS: IncidentFormAction[] = [
  {
    id: 'save-draft',
    label: 'Save as draft',
    confirm: CONFIRM.saveDraft,
    validate: true,
    variant: 'outlined',
  },
  { id: 'submit', label: 'Submit incident', confirm: CONFIRM.submitIncident, validate: true },
];

/** /incident/new: 'Report an Incident'. */
export function ReportIncidentPage() {
  const createIncident = useCreateIncident();
  const navigate = useNavigate();
  const showToast = useToast();
  // The scan page opens the form with a part number (and its product) read from a label.
  const [search] = useSearchParams();
  const prefill = {
    product: search.get('product') ?? '',
    partNumber: search.get('partNumber') ?? '',
  };

  const onAction = async (actionId: string, fields: IncidentFormFields | null) => {
    if (!fields || (actionId !== 'save-draft' && actionId !== 'submit')) return;
    try {
      const incident = await createIncident.mutateAsync({
        ...fields,
        severity: fields.severity ?? null,
        supplierId: fields.supplierId ?? null,
        investigationId: null,
        incidentJustified: null,
        action: actionId,
      });
      showToast(SAVE_TOAST[actionId] ?? '');
      await navigate(`/incident/${encodeURIComponent(incident.id)}`);
    } catch (error) {
      console.error('Saving the incident failed', error);
      showToast(saveFailureMessage(error), 'error');
    }
  };

  return (
    <>
      <PageHeader title="Report an Incident" crumbs={incidentCrumbs('Report Incident')} />
      <IncidentForm
        mode="report"
        actions={REPORT_ACTIONS}
        busy={createIncident.isPending}
        onAction={onAction}
        prefill={prefill}
      />
    </>
  );
}
