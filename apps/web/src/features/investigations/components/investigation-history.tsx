import { HistoryList } from '../../../components/history-list';
import { useSupplierNames } from '../../data/hooks/use-supplier-names';
import { useUserNames } from '../../data/hooks/use-user-names';
import { useInvestigationHistory } from '../api/get-investigation-history';

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
