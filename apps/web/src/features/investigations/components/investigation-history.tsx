import { HistoryList } from '../../../components/history-list';
import { useInvestigationHistory } from '../api/get-investigation-history';
import { useSupplierNames } from '../hooks/use-supplier-names';
import { useUserNames } from '../hooks/use-user-names';

/** Who changed the investigation, and when (`GET /v1/investigations/{id}/history`, oldest first). */
export function InvestigationHistory({ investigationId }: { investigationId: string }) {
  return (
    <HistoryList
      entity="investigation"
      label="Investigation history"
      query={useInvestigationHistory(investigationId)}
      nameOf={useUserNames()}
      supplierName={useSupplierNames()}
    />
  );
}
