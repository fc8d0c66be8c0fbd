import Chip from '@mui/material/Chip';
import { formatDate, formatTimestamp } from '@qi/domain/dates';
import { DISPOSITION_STATUS_LABELS, needsDisposition } from '@qi/domain/disposition';
import type { IncidentColumnId } from '@qi/domain/incident-columns';
import type { ReactNode } from 'react';
import { IncidentStatusChip } from '../../../components/incident-status-chip';
import { SeverityChip } from '../../../components/severity-chip';
import { useData } from '../../data/api/get-data';
import type { TIncidentListItem } from '../api/get-incidents';

/** The supplier's name from the bulk load (the list answers carry the id only). */
function SupplierName({ supplierId }: { supplierId: string }) {
  const suppliers = useData().data?.suppliers;
  return Array.isArray(suppliers) ? (suppliers.find((s) => s.id === supplierId)?.name ?? '') : '';
}

const DESCRIPTION_LENGTH = 80;

function truncate(text: string): string {
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH).trimEnd()}…` : text;
}

const yesNo = (value: boolean | null) => (value === true ? 'Yes' : value === false ? 'No' : '');

/** What one cell of the incident table shows for a column. */
export function incidentCell(
  column: IncidentColumnId,
  item: TIncidentListItem,
  userName: (userId: string) => string,
): ReactNode {
  switch (column) {
    case 'incidentNumber':
      return item.incidentNumber ?? '–';
    case 'reportedBy':
      return userName(item.reportedBy);
    case 'incidentDate':
      return formatDate(item.incidentDate);
    case 'defectiveQuantity':
      return item.defectiveQuantity ?? '';
    case 'incidentLocation':
    case 'category':
    case 'subcategory':
    case 'furtherSubcategory':
      return item[column]?.title ?? '';
    case 'description':
      return <span title={item.description}>{truncate(item.description)}</span>;
    case 'investigationId':
      if (!item.investigationId) return '';
      return (
        <Chip
          size="small"
          variant="outlined"
          color={item.investigationStatus === 'completed' ? 'success' : 'primary'}
          label={item.investigationStatus === 'completed' ? 'Completed' : 'Opened'}
        />
      );
    case 'incidentJustified':
      return yesNo(item.incidentJustified);
    case 'status':
      return <IncidentStatusChip size="small" status={item.status} />;
    case 'severity':
      return <SeverityChip size="small" severity={item.severity ?? null} />;
    case 'supplier':
      return item.supplierId ? <SupplierName supplierId={item.supplierId} /> : '';
    case 'dispositionStatus':
      // Only incidents that hold material have a disposition to speak of.
      return needsDisposition(item.defectiveQuantity) && item.dispositionStatus
        ? DISPOSITION_STATUS_LABELS[item.dispositionStatus]
        : '';
    case 'created_at':
    case 'updated_at':
      return formatTimestamp(item[column]);
    case 'dueDate':
      return formatDate(item.dueDate ?? null);
    case 'daysOverdue':
      // Only late work shows a number, in red: a column of zeros would hide it.
      return item.daysOverdue ? (
        <Chip
          size="small"
          color="error"
          label={item.daysOverdue}
          aria-label={`${item.daysOverdue} days overdue`}
        />
      ) : (
        ''
      );
    default:
      return item[column];
  }
}
