import { todayIso } from '@qi/domain/dates';
import type { TCreateIncidentRequest } from '@qi/domain/incident';
import { CONFIRM } from '@qi/domain/toast-messages';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast-context';
import { getSession } from '../../../lib/auth-storage';
import { useCreateIncident } from '../api/create-incident';
import { useCreateIncidentLink } from '../api/incident-links';
import { isConnectionFailure } from '../offline/offline-queue-enqueue';
import { newKey, type QueuedReport, queueAvailable } from '../offline/offline-queue-store';
import { useQueuedReportForm, useQueuedReportLoader } from '../offline/use-queued-report';
import { incidentCrumbs } from './incident-crumbs';
import { IncidentForm, type IncidentFormAction } from './incident-form';
import type { IncidentFormFields } from './incident-form-values';
import { SAVE_TOAST, saveFailureMessage } from './incident-save-toast';
import { type SameAsChoice, SimilarIncidentsPanel } from './similar-incidents-panel';

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

/** Said when the report is kept on the device to be sent later (docs/product.md, Offline reporting). */
export const QUEUED_TOAST =
  'No connection: the report is kept on this device and sent when the connection returns.';

/** Said when a report kept on the device had a "same problem" choice: the queue does not carry it. */
export const SAME_AS_NOT_QUEUED =
  'The "same problem" choice is not kept with a report sent later; quality still sees the similar incidents.';

/** Said when the report was saved but its "same problem" link was refused or lost. */
export const sameAsFailed = (choice: SameAsChoice) =>
  `The report was saved, but it could not be linked to ${choice.incidentNumber === null ? 'the earlier incident' : `#${choice.incidentNumber}`}.`;

/**
 * /incident/new: 'Report an Incident'. Without a connection the report is kept on the device and sent
 * later (features/incidents/offline); `?queued=<id>` opens such a report, refused by the server, to edit and resend.
 */
export function ReportIncidentPage() {
  const [params] = useSearchParams();
  const queued = useQueuedReportLoader(params.get('queued'));
  // The form starts from the queued report's values, so it waits until that has been read.
  if (queued.loading) return null;
  return <ReportIncidentForm key={queued.report?.id ?? 'new'} report={queued.report} />;
}

function ReportIncidentForm({ report }: { report: QueuedReport | null }) {
  const createIncident = useCreateIncident();
  const createLink = useCreateIncidentLink();
  // "Same problem as #N", chosen in the similar incidents panel: linked once the report is saved online.
  const [sameAs, setSameAs] = useState<SameAsChoice | null>(null);
  // Whether the panel has shown the reporter the similar incidents check (decision 052): a report made
  // without it (offline, or before any look-up answered) is checked by the server when it arrives.
  const [similarShown, setSimilarShown] = useState(false);
  const onSimilarAnswer = useCallback(() => setSimilarShown(true), []);
  const navigate = useNavigate();
  const showToast = useToast();
  const { held, initialState, keep } = useQueuedReportForm(report, createIncident.isPending);
  // The scan page opens the form with a part number (and its product) read from a label. A new report is
  // usually about today: the date starts there (a queued report keeps its own).
  const [search] = useSearchParams();
  const [today] = useState(() => todayIso());
  const prefill = {
    incidentDate: today,
    product: search.get('product') ?? '',
    partNumber: search.get('partNumber') ?? '',
  };

  const linkSameAs = async (incidentId: string, choice: SameAsChoice) => {
    try {
      await createLink.mutateAsync({
        id: incidentId,
        body: { linkedIncidentId: choice.id, kind: 'same-as-reported', shown: choice.shown },
      });
    } catch (error) {
      console.error('Linking the report failed', error);
      showToast(sameAsFailed(choice), 'error');
    }
  };

  const onAction = async (actionId: string, fields: IncidentFormFields | null) => {
    if (!fields || (actionId !== 'save-draft' && actionId !== 'submit')) return;
    const body: TCreateIncidentRequest = {
      ...fields,
      severity: fields.severity ?? null,
      supplierId: fields.supplierId ?? null,
      investigationId: null,
      incidentJustified: null,
      action: actionId,
      similarChecked: similarShown && navigator.onLine,
    };
    const userId = getSession()?.user.user_id;
    const keepOnDevice = async (key?: string) => {
      if (!userId || !queueAvailable()) return false;
      try {
        await keep(userId, body, key);
      } catch (error) {
        console.error('Keeping the report on the device failed', error);
        return false;
      }
      showToast(QUEUED_TOAST, 'info');
      if (sameAs) showToast(SAME_AS_NOT_QUEUED, 'warning');
      await navigate('/waiting');
      return true;
    };
    // Files kept on the device, or a queued report being resent: the queue sends it (uploads first).
    if (held.files.length > 0 || report || !navigator.onLine) {
      if (await keepOnDevice()) return;
    }
    const key = newKey();
    try {
      const incident = await createIncident.mutateAsync({ body, key });
      showToast(SAVE_TOAST[actionId] ?? '');
      if (sameAs) await linkSameAs(incident.id, sameAs);
      await navigate(`/incident/${encodeURIComponent(incident.id)}`);
    } catch (error) {
      // The create may even have reached the server: the queue resends it with the same key.
      if (isConnectionFailure(error) && (await keepOnDevice(key))) return;
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
        {...(initialState ? { initialState } : {})}
        heldFiles={held}
        prefill={prefill}
        similar={<SimilarIncidentsPanel sameAs={sameAs} onSameAs={setSameAs} onAnswer={onSimilarAnswer} />}
      />
    </>
  );
}
