import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatTimestamp } from '@qi/domain/dates';
import { type HistoryEntity, historyActionLabel, type THistoryEntry } from '@qi/domain/history';
import { type HistoryWords, historySentences } from '@qi/domain/history-sentences';

function HistoryItem({
  entity,
  entry,
  words,
}: {
  entity: HistoryEntity;
  entry: THistoryEntry;
  words: HistoryWords;
}) {
  const sentences = historySentences(entity, entry, words);
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {formatTimestamp(entry.created_at)} · {entry.actor?.name ?? 'Unknown user'}
      </Typography>
      <Typography sx={{ fontWeight: 500 }}>{historyActionLabel(entity, entry.action)}</Typography>
      {entry.reason && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          Reason: {entry.reason}
        </Typography>
      )}
      {sentences.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {sentences.map((sentence, index) => (
            // Sentences are derived from the entry and never reorder, so their position identifies them.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <Typography variant="body2">{sentence}</Typography>
            </li>
          ))}
        </ul>
      )}
    </ListItem>
  );
}

/**
 * Who did what, and when: the history timeline of an incident or an investigation (oldest first), each entry
 * told in sentences with field labels and people's names (history-sentences.ts).
 */
export function HistoryList({
  entity,
  label,
  query,
  nameOf,
  supplierName,
}: {
  entity: HistoryEntity;
  label: string;
  query: { isPending: boolean; isError: boolean; data?: THistoryEntry[] | undefined };
  nameOf: (userId: string) => string;
  supplierName: (supplierId: string) => string;
}) {
  // Field labels come from the domain (history-fields.ts), as in the server's audit trail.
  const words: HistoryWords = { nameOf, supplierName };
  if (query.isPending) return <Typography color="text.secondary">Loading the history…</Typography>;
  if (query.isError || !query.data) return <Alert severity="error">The history could not be loaded.</Alert>;
  if (query.data.length === 0) return <Typography color="text.secondary">No history yet.</Typography>;
  return (
    <List aria-label={label} disablePadding>
      {query.data.map((entry) => (
        <HistoryItem key={entry.id} entity={entity} entry={entry} words={words} />
      ))}
    </List>
  );
}
