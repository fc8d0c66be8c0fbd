import Chip, { type ChipProps } from '@mui/material/Chip';
import { todayIso } from '@qi/domain/dates';
import {
  EFFECTIVENESS_RESULT_LABELS,
  EFFECTIVENESS_STATUS_LABELS,
  type EffectivenessResult,
  isEffectivenessCheckOverdue,
  type TEffectivenessCheck,
} from '@qi/domain/effectiveness-check';

export const OVERDUE_LABEL = 'Overdue';

const RESULT_COLOURS: Record<EffectivenessResult, ChipProps['color']> = {
  effective: 'success',
  'not-effective': 'error',
  inconclusive: 'default',
};

/** A recorded check shows its result; a scheduled one 'Scheduled', or 'Overdue' once its date has passed. */
export function EffectivenessChip({
  check,
  today = todayIso('UTC'),
}: {
  check: Pick<TEffectivenessCheck, 'status' | 'result' | 'dueDate'>;
  today?: string;
}) {
  if (check.status === 'recorded' && check.result) {
    return (
      <Chip
        size="small"
        label={EFFECTIVENESS_RESULT_LABELS[check.result]}
        color={RESULT_COLOURS[check.result]}
      />
    );
  }
  const overdue = isEffectivenessCheckOverdue(check, today);
  return (
    <Chip
      size="small"
      variant="outlined"
      label={overdue ? OVERDUE_LABEL : EFFECTIVENESS_STATUS_LABELS.scheduled}
      color={overdue ? 'warning' : 'info'}
    />
  );
}
