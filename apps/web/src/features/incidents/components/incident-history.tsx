import { HistoryList } from '../../../components/history-list';
import { useSupplierNames } from '../../data/hooks/use-supplier-names';
import { useUserNames } from '../../data/hooks/use-user-names';
import { useIncidentHistory } from '../api/get-incident-history';

/** Who did what to the incident, and when (`GET /v1/incidents/{id}/history`, oldest first). */
export function IncidentHistory({ incidentId }: { incidentId: string }) {
  return (
    <HistoryList
      entity="incident"
      label="Incident history"
      query={useIncidentHistory(incidentId)}
      nameOf={useUserNames()}
      supplierName={useSupplierNames()}
    />
  );
}
