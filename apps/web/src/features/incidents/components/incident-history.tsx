import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatTimestamp } from '@qi/domain/dates';
import { INCIDENT_STATUS_LABELS, isIncidentStatus } from '@qi/domain/incident-status';
import { type IncidentHistoryEntry, useIncidentHistory } from '../api/get-incident-history';

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  'save-draft': 'Saved as draft',
  submit: 'Submitted',
  delete: 'Deleted the report',
  reject: 'Rejected',
  acknowledge: 'Acknowledged',
  'request-more-information': 'Requested more information',
  'start-investigation': 'Started an investigation',
  'reassign-investigation': 'Reassigned the investigation',
  close: 'Closed',
  update: 'Updated',
};

const statusLabel = (status: string | null) =>
  status && isIncidentStatus(status) ? INCIDENT_STATUS_LABELS[status] : (status ?? '—');

/** A changed value in words: titles of tree nodes, names of attachments, short text. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(describeValue).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return String(record.title ?? record.name ?? record.id ?? JSON.stringify(value));
  }
  const text = String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

function HistoryItem({ entry }: { entry: IncidentHistoryEntry }) {
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
      {entry.reason && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          Reason: {entry.reason}
        </Typography>
      )}
      {entry.changes.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {entry.changes.map((change) => (
            <li key={change.field}>
              <Typography variant="body2">
                {change.field}: {describeValue(change.from)} → {describeValue(change.to)}
              </Typography>
            </li>
          ))}
        </ul>
      )}
    </ListItem>
  );
}

/** Who did what to the incident, and when (`GET /v1/incidents/{id}/history`, oldest first). */
export function IncidentHistory({ incidentId }: { incidentId: string }) {
  const history = useIncidentHistory(incidentId);
  if (history.isPending) return <Typography color="text.secondary">Loading the history…</Typography>;
  if (history.isError) return <Alert severity="error">The history could not be loaded.</Alert>;
  if (history.data.length === 0) return <Typography color="text.secondary">No history yet.</Typography>;
  return (
    <List aria-label="Incident history" disablePadding>
      {history.data.map((entry) => (
        <HistoryItem key={entry.id} entry={entry} />
      ))}
    </List>
  );
}
