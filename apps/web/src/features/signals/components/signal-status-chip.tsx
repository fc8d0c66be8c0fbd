import Chip, { type ChipProps } from '@mui/material/Chip';
import { SIGNAL_STATUS_LABELS, type SignalStatus } from '@qi/domain/signal-rules';

const COLORS: Record<SignalStatus, ChipProps['color']> = {
  open: 'warning',
  dismissed: 'default',
  investigating: 'secondary',
  linked: 'secondary',
};

export function SignalStatusChip({ status }: { status: SignalStatus }) {
  return <Chip size="small" label={SIGNAL_STATUS_LABELS[status]} color={COLORS[status]} />;
}
