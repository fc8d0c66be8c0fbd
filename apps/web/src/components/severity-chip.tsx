import Chip, { type ChipProps } from '@mui/material/Chip';
import { SEVERITY_COLOURS, SEVERITY_LABELS, type Severity } from '@qi/domain/severity';

/** The incident's severity as a coloured chip (the details page and the incident tables); nothing when unset. */
export function SeverityChip({ severity, size }: { severity: Severity | null; size?: ChipProps['size'] }) {
  if (!severity) return null;
  return <Chip size={size} label={SEVERITY_LABELS[severity]} color={SEVERITY_COLOURS[severity]} />;
}
