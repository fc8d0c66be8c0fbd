import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, formatTimestamp } from '@qi/domain/dates';
import {
  canRescheduleEffectivenessCheck,
  decideNewInvestigation,
  decideRecord,
  type TEffectivenessCheck,
} from '@qi/domain/effectiveness-check';
import { type ReactNode, useState } from 'react';
import { useAuth } from '../../auth/hooks/use-auth';
import { useData } from '../../data/api/get-data';
import { useEffectivenessChecks } from '../api/effectiveness-api';
import { EffectivenessChip } from './effectiveness-chip';
import { EffectivenessEvidenceFiles } from './effectiveness-evidence-files';
import { EffectivenessRecordDialog, RECORD_TITLE } from './effectiveness-record-dialog';
import { EffectivenessRescheduleDialog } from './effectiveness-reschedule-dialog';
import { StartInvestigationFromCheck } from './start-investigation-from-check';

export const SECTION_TITLE = 'Effectiveness checks';
export const RESCHEDULE = 'Reschedule';
export const NO_CHECKS = 'No effectiveness check yet: completing the investigation schedules one.';
export const CHECKS_FAILED = 'The effectiveness checks could not be loaded.';

type Dialog = { kind: 'reschedule' | 'record'; check: TEffectivenessCheck } | null;

/** The investigation details' effectiveness checks, with the actions the domain allows the signed-in user. */
export function EffectivenessChecksSection({ investigationId }: { investigationId: string }) {
  const checks = useEffectivenessChecks(investigationId);
  const { user } = useAuth();
  const users = useData().data?.users ?? [];
  const nameOf = (id: string | null) => (id ? (users.find((u) => u.user_id === id)?.name ?? id) : '');
  const [dialog, setDialog] = useState<Dialog>(null);
  const actor = user ? { id: user.user_id, role: user.role } : null;

  let body: ReactNode;
  if (checks.isPending) body = <Typography color="text.secondary">Loading…</Typography>;
  else if (checks.isError) body = <Alert severity="error">{CHECKS_FAILED}</Alert>;
  else if (checks.data.length === 0) body = <Typography color="text.secondary">{NO_CHECKS}</Typography>;
  else {
    body = checks.data.map((check) => (
      <Box
        key={check.id}
        role="group"
        aria-label={`Effectiveness check due ${formatDate(check.dueDate)}`}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}
      >
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <EffectivenessChip check={check} />
          <Typography>Due {formatDate(check.dueDate)}</Typography>
          <Typography>Owner: {nameOf(check.owner)}</Typography>
          <Box sx={{ flexGrow: 1 }} />
          {actor && check.status === 'scheduled' && canRescheduleEffectivenessCheck(actor.role) && (
            <Button variant="outlined" onClick={() => setDialog({ kind: 'reschedule', check })}>
              {RESCHEDULE}
            </Button>
          )}
          {actor && decideRecord(check, actor).ok && (
            <Button variant="contained" onClick={() => setDialog({ kind: 'record', check })}>
              {RECORD_TITLE}
            </Button>
          )}
          {actor && decideNewInvestigation(check, actor).ok && <StartInvestigationFromCheck check={check} />}
        </Box>
        {check.status === 'recorded' && (
          <Box sx={{ mt: 2 }}>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{check.evidence}</Typography>
            <EffectivenessEvidenceFiles attachments={check.attachments} />
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Recorded by {nameOf(check.recordedBy)} on {formatTimestamp(check.recordedAt)}
            </Typography>
          </Box>
        )}
      </Box>
    ));
  }

  return (
    <Paper component="section" aria-label={SECTION_TITLE} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {SECTION_TITLE}
      </Typography>
      {body}
      {dialog?.kind === 'reschedule' && (
        <EffectivenessRescheduleDialog check={dialog.check} users={users} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'record' && (
        <EffectivenessRecordDialog check={dialog.check} onClose={() => setDialog(null)} />
      )}
    </Paper>
  );
}
