import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate } from '@qi/domain/dates';
import { DUE_SECTION_LABELS } from '@qi/domain/due-dates';
import { REPLAN_TEXTS, type TReplanAnswer } from '@qi/domain/investigation-replan';
import { SEVERITY_LABELS } from '@qi/domain/severity';
import { TOAST } from '@qi/domain/toast-messages';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useReplanInvestigation } from '../api/replan-investigation';

/**
 * After a severity raise on an incident with an open investigation: offers to move the open sections' due
 * dates to the defaults of the new severity, listing each move. Either answer calls `onDone`.
 */
export function ReplanDialog({
  investigationId,
  plan,
  onDone,
}: {
  investigationId: string;
  plan: TReplanAnswer;
  onDone: () => void;
}) {
  const replan = useReplanInvestigation(investigationId);
  const showToast = useToast();
  const severity = plan.severity ? SEVERITY_LABELS[plan.severity] : 'No severity';
  const confirm = () =>
    replan.mutate(undefined, {
      onSuccess: () => {
        showToast(REPLAN_TEXTS.done);
        onDone();
      },
      onError: (error) => {
        console.error('Re-planning the investigation failed', error);
        showToast(failureMessage(TOAST.statusChangeFailed, error), 'error');
        onDone();
      },
    });
  return (
    <ConfirmDialog
      open
      message={REPLAN_TEXTS.title}
      confirmLabel={REPLAN_TEXTS.confirm}
      busy={replan.isPending}
      onConfirm={confirm}
      onClose={onDone}
    >
      <Typography>{REPLAN_TEXTS.intro(severity)}</Typography>
      <List dense aria-label="Due date moves">
        {plan.moves.map((move) => (
          <ListItem key={move.section} disableGutters>
            <ListItemText
              primary={DUE_SECTION_LABELS[move.section]}
              secondary={`${move.from ? formatDate(move.from) : '—'} → ${formatDate(move.to)}`}
            />
          </ListItem>
        ))}
      </List>
    </ConfirmDialog>
  );
}

/** What the edit page hands the details page after a severity raise (router state). */
export interface ReplanOfferState {
  investigationId: string;
  plan: TReplanAnswer;
}

/** The details page's side of the offer: shown once, then the router state is cleared (a reload does not ask). */
export function ReplanOffer() {
  const location = useLocation();
  const navigate = useNavigate();
  const offer = (location.state as { replanOffer?: ReplanOfferState } | null)?.replanOffer;
  if (!offer) return null;
  return (
    <ReplanDialog
      investigationId={offer.investigationId}
      plan={offer.plan}
      onDone={() => void navigate(location.pathname, { replace: true, state: null })}
    />
  );
}
