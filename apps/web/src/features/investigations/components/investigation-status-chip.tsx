import Chip from '@mui/material/Chip';
import { INVESTIGATION_STATUS_LABELS, type InvestigationStatus } from '@qi/domain/investigation';

/** 'Opened' or 'Completed' (docs/product.md §2). */
export function InvestigationStatusChip({
  status,
  size = 'medium',
}: {
  status: InvestigationStatus;
  size?: 'small' | 'medium';
}) {
  return (
    <Chip
      label={INVESTIGATION_STATUS_LABELS[status]}
      color={status === 'completed' ? 'success' : 'secondary'}
      size={size}
    />
  );
}
