import Chip, { type ChipProps } from '@mui/material/Chip';
import { INCIDENT_STATUS_LABELS, type IncidentStatus } from '@qi/domain/incident-status';

const STATUS_COLORS: Record<IncidentStatus, ChipProps['color']> = {
  draft: 'default',
  cancelled: 'default',
  submitted: 'info',
  'pending-update': 'warning',
  acknowledged: 'primary',
  rejected: 'error',
  'under-investigation': 'secondary',
  'investigation-completed': 'success',
  closed: 'success',
};

/** The incident's status with its docs/product.md §4 label (the details page and the incident tables). */
export function IncidentStatusChip({ status, size }: { status: IncidentStatus; size?: ChipProps['size'] }) {
  return (
    <Chip
      size={size}
      label={INCIDENT_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
      variant={status === 'closed' ? 'outlined' : 'filled'}
    />
  );
}
