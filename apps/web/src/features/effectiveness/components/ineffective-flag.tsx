import Alert from '@mui/material/Alert';
import { decideNewInvestigation, EFFECTIVENESS_MSG } from '@qi/domain/effectiveness-check';
import type { Actor } from '@qi/domain/incident-actions';
import { useEffectivenessChecks } from '../api/effectiveness-api';
import { StartInvestigationFromCheck } from './start-investigation-from-check';

export const INEFFECTIVE_TEXT = 'The effectiveness check found that the fix of this incident did not hold.';

/**
 * The incident details' "Ineffective" flag: shown while the incident's investigation has a check recorded as
 * not effective (derived from the checks, not stored), with quality's one step to a new investigation.
 */
export function IneffectiveFlag({
  investigationId,
  actor,
}: {
  investigationId: string | null;
  actor: Actor | null;
}) {
  const checks = useEffectivenessChecks(investigationId);
  const failed = checks.data?.find((check) => check.result === 'not-effective');
  if (!failed) return null;
  const mayRestart = actor !== null && decideNewInvestigation(failed, actor).ok;
  return (
    <Alert
      severity="error"
      sx={{ mb: 3 }}
      action={mayRestart ? <StartInvestigationFromCheck check={failed} /> : undefined}
    >
      <strong>{EFFECTIVENESS_MSG.ineffective}</strong> — {INEFFECTIVE_TEXT}
    </Alert>
  );
}
