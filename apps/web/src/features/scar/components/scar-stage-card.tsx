import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatTimestamp } from '@qi/domain/dates';
import { SCAR_STAGE_LABELS } from '@qi/domain/scar-stages';
import type { TScar, TScarStageView } from '@qi/domain/scar-views';
import { useState } from 'react';
import { useSignStep } from '../../signatures/hooks/use-sign-step';
import { type ReviewDecision, ReviewStageDialog } from './review-stage-dialog';
import { ScarAnswerView } from './scar-answer-view';
import { ScarStageStatusChip } from './scar-status-chip';

/**
 * One stage of the request: its status, the supplier's answer, the checklist's flags on a submitted answer, the
 * last review's comment, and Accept / Return while it waits for review on an open request.
 */
export function ScarStageCard({ scar, view }: { scar: TScar; view: TScarStageView }) {
  const [deciding, setDeciding] = useState<ReviewDecision | null>(null);
  const sign = useSignStep();
  const label = SCAR_STAGE_LABELS[view.stage];
  const reviewable = scar.status === 'open' && view.status === 'submitted';
  return (
    <Paper component="section" aria-label={label} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h3">
          {label}
        </Typography>
        <ScarStageStatusChip status={view.status} />
        {view.submittedAt && (
          <Typography variant="body2" color="text.secondary">
            Submitted {formatTimestamp(view.submittedAt)}
          </Typography>
        )}
      </Stack>
      {view.reviewComment && (
        <Alert severity={view.status === 'returned' ? 'error' : 'info'} sx={{ mb: 2 }}>
          <AlertTitle>
            {view.status === 'returned' ? 'Returned' : 'Review comment'}
            {view.reviewedBy && ` by ${view.reviewedBy.name}`}
            {view.reviewedAt && `, ${formatTimestamp(view.reviewedAt)}`}
          </AlertTitle>
          <Box sx={{ whiteSpace: 'pre-wrap' }}>{view.reviewComment}</Box>
        </Alert>
      )}
      {reviewable && view.flags.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} aria-label={`Checklist for ${label}`}>
          <AlertTitle>Check before accepting</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {view.flags.map((flag) => (
              <li key={`${flag.code}-${flag.path}`}>{flag.message}</li>
            ))}
          </Box>
        </Alert>
      )}
      <ScarAnswerView view={view} files={scar.files} />
      {reviewable && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" onClick={() => setDeciding('accept')} aria-label={`Accept ${label}`}>
            Accept
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setDeciding('return')}
            aria-label={`Return ${label}`}
          >
            Return
          </Button>
        </Stack>
      )}
      {deciding && (
        <ReviewStageDialog
          scar={scar}
          view={view}
          decision={deciding}
          sign={sign}
          onClose={() => setDeciding(null)}
        />
      )}
      {sign.dialog}
    </Paper>
  );
}
