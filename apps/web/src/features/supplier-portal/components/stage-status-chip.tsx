import Chip from '@mui/material/Chip';
import { SCAR_STAGE_STATUS_LABELS, type ScarStageStatus } from '@qi/domain/scar-stages';

const COLOUR: Record<ScarStageStatus, 'default' | 'info' | 'warning' | 'success'> = {
  open: 'default',
  draft: 'default',
  submitted: 'info',
  returned: 'warning',
  accepted: 'success',
};

export function StageStatusChip({ status }: { status: ScarStageStatus }) {
  return <Chip size="small" color={COLOUR[status]} label={SCAR_STAGE_STATUS_LABELS[status]} />;
}
