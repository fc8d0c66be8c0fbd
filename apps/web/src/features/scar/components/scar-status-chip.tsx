import Chip, { type ChipProps } from '@mui/material/Chip';
import { SCAR_STATUS_LABELS, type ScarStatus } from '@qi/domain/scar';
import { SCAR_STAGE_STATUS_LABELS, type ScarStageStatus } from '@qi/domain/scar-stages';

const COLOURS: Record<ScarStatus, ChipProps['color']> = {
  open: 'info',
  closed: 'success',
  revoked: 'default',
};
const STAGE_COLOURS: Record<ScarStageStatus, ChipProps['color']> = {
  open: 'default',
  draft: 'default',
  submitted: 'warning',
  returned: 'error',
  accepted: 'success',
};

export function ScarStatusChip({ status }: { status: ScarStatus }) {
  return <Chip size="small" label={SCAR_STATUS_LABELS[status]} color={COLOURS[status]} />;
}

export function ScarStageStatusChip({ status }: { status: ScarStageStatus }) {
  return <Chip size="small" label={SCAR_STAGE_STATUS_LABELS[status]} color={STAGE_COLOURS[status]} />;
}
