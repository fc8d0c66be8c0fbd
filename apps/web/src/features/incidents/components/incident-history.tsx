import { INCIDENT_COLUMNS } from '@qi/domain/incident-columns';
import { HistoryList } from '../../../components/history-list';
import { useUserNames } from '../../investigations/hooks/use-user-names';
import { useIncidentHistory } from '../api/get-incident-history';

const FIELD_LABELS: Record<string, string> = {
  ...Object.fromEntries(INCIDENT_COLUMNS.map((column) => [column.id, column.label])),
  attachments: 'Attachments',
  rejectReason: 'Reject reason',
  pendingUpdateReason: 'Reason for the update',
  supplierId: 'Supplier',
  disposition: 'Disposition',
};

/** A field name of the incident in words, for the history ('grnNumber' → 'GRN Number'). */
export function incidentFieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/** Who did what to the incident, and when (`GET /v1/incidents/{id}/history`, oldest first). */
export function IncidentHistory({ incidentId }: { incidentId: string }) {
  return (
    <HistoryList
      entity="incident"
      label="Incident history"
      query={useIncidentHistory(incidentId)}
      fieldLabel={incidentFieldLabel}
      nameOf={useUserNames()}
    />
  );
}
