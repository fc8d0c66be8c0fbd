import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { IMPORT_STATUS_LABELS } from '@qi/domain/incident-import-schemas';
import { useImport } from '../api/get-import';
import { ImportActions } from './import-actions';

/** A started import: its progress while the job runs it (read every second), then what it did. */
export function ImportProgress({ id }: { id: string }) {
  const current = useImport(id);
  const item = current.data;
  if (!item) return null;
  const total = item.rowCount ?? 0;
  const percent = total > 0 ? Math.round((item.rowsDone / total) * 100) : 0;
  const running = item.status === 'queued' || item.status === 'running';
  return (
    <Box component="section" aria-label="Import progress" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3">
        {IMPORT_STATUS_LABELS[item.status]}
      </Typography>
      {running && (
        <>
          <LinearProgress variant="determinate" value={percent} aria-label="Rows imported" sx={{ my: 1 }} />
          <Typography variant="body2">
            {item.rowsDone.toLocaleString('en-GB')} of {total.toLocaleString('en-GB')} rows
          </Typography>
        </>
      )}
      {!running && (
        <Typography variant="body2" sx={{ my: 1 }}>
          Created {item.counts.created}, updated {item.counts.updated}, unchanged {item.counts.unchanged},
          refused {item.counts.refused}.
        </Typography>
      )}
      {item.error && <Alert severity="error">{item.error}</Alert>}
      <ImportActions item={item} />
    </Box>
  );
}
