import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatTimestamp } from '@qi/domain/dates';
import {
  describeHistoryValue,
  type HistoryEntity,
  historyActionLabel,
  historyStatusChange,
  type THistoryEntry,
} from '@qi/domain/history';

function HistoryItem({
  entity,
  entry,
  fieldLabel,
}: {
  entity: HistoryEntity;
  entry: THistoryEntry;
  fieldLabel: (field: string) => string;
}) {
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {formatTimestamp(entry.created_at)} · {entry.actor?.name ?? 'Unknown user'}
      </Typography>
      <Typography>
        {historyActionLabel(entity, entry.action)}
        {historyStatusChange(entity, entry)}
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
                {fieldLabel(change.field)}: {describeHistoryValue(change.from)} →{' '}
                {describeHistoryValue(change.to)}
              </Typography>
            </li>
          ))}
        </ul>
      )}
    </ListItem>
  );
}

/** Who did what, and when: the history timeline of an incident or an investigation (oldest first). */
export function HistoryList({
  entity,
  label,
  query,
  fieldLabel = (field) => field,
}: {
  entity: HistoryEntity;
  label: string;
  query: { isPending: boolean; isError: boolean; data?: THistoryEntry[] | undefined };
  fieldLabel?: (field: string) => string;
}) {
  if (query.isPending) return <Typography color="text.secondary">Loading the history…</Typography>;
  if (query.isError || !query.data) return <Alert severity="error">The history could not be loaded.</Alert>;
  if (query.data.length === 0) return <Typography color="text.secondary">No history yet.</Typography>;
  return (
    <List aria-label={label} disablePadding>
      {query.data.map((entry) => (
        <HistoryItem key={entry.id} entity={entity} entry={entry} fieldLabel={fieldLabel} />
      ))}
    </List>
  );
}
