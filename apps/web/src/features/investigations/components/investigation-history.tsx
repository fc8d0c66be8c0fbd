import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatTimestamp } from '@qi/domain/dates';
import { INVESTIGATION_STATUS_LABELS, ZInvestigationStatus } from '@qi/domain/investigation';
import { describeValue } from '../../incidents/components/incident-history';
import { type InvestigationHistoryEntry, useInvestigationHistory } from '../api/get-investigation-history';
import { investigationFieldLabel } from '../lib/investigation-text';

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  copy: 'Created as a copy',
  update: 'Updated',
  complete: 'Completed',
  reopen: 'Reopened',
};

function statusLabel(status: string | null): string {
  const parsed = ZInvestigationStatus.safeParse(status);
  return parsed.success ? INVESTIGATION_STATUS_LABELS[parsed.data] : (status ?? '—');
}

function HistoryItem({ entry }: { entry: InvestigationHistoryEntry }) {
  const statusChanged = entry.fromStatus !== entry.toStatus && entry.toStatus;
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {formatTimestamp(entry.created_at)} · {entry.actor?.name ?? 'Unknown user'}
      </Typography>
      <Typography>
        {ACTION_LABELS[entry.action] ?? entry.action}
        {statusChanged && ` (${statusLabel(entry.fromStatus)} → ${statusLabel(entry.toStatus)})`}
      </Typography>
      {entry.changes.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {entry.changes.map((change) => (
            <li key={change.field}>
              <Typography variant="body2">
                {investigationFieldLabel(change.field)}: {describeValue(change.from)} →{' '}
                {describeValue(change.to)}
              </Typography>
            </li>
          ))}
        </ul>
      )}
    </ListItem>
  );
}

/** Who changed the investigation, and when (`GET /v1/investigations/{id}/history`, oldest first). */
export function InvestigationHistory({ investigationId }: { investigationId: string }) {
  const history = useInvestigationHistory(investigationId);
  if (history.isPending) return <Typography color="text.secondary">Loading the history…</Typography>;
  if (history.isError) return <Alert severity="error">The history could not be loaded.</Alert>;
  if (history.data.length === 0) return <Typography color="text.secondary">No history yet.</Typography>;
  return (
    <List aria-label="Investigation history" disablePadding>
      {history.data.map((entry) => (
        <HistoryItem key={entry.id} entry={entry} />
      ))}
    </List>
  );
}
