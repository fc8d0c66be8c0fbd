import Chip, { type ChipProps } from '@mui/material/Chip';

/** "Overdue" in red, with how many days in its tooltip text; nothing when not overdue. */
export function OverdueChip({
  daysOverdue,
  size,
}: {
  daysOverdue: number | undefined;
  size?: ChipProps['size'];
}) {
  if (!daysOverdue || daysOverdue <= 0) return null;
  const days = `${daysOverdue} ${daysOverdue === 1 ? 'day' : 'days'} overdue`;
  return <Chip size={size} color="error" label="Overdue" title={days} aria-label={`Overdue: ${days}`} />;
}
