import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatTimestamp } from '@qi/domain/dates';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { useOnlineStatus } from '../../../lib/online-status';
import { useQueuedReports } from './offline-queue-hooks';
import { type QueuedReport, removeQueued } from './offline-queue-store';
import { WAITING_TO_SEND } from './waiting-to-send-link';

export const DISCARD_QUESTION = 'Discard this report? It has not reached the server and will be lost.';
/** Each kept report's state on /waiting: no connection, being sent, or refused by the server. */
export const REPORT_STATE = {
  offline: 'Waiting for a connection: it is sent when the connection returns.',
  sending: 'Waiting to send: it is being sent now.',
  refused: 'Refused: the server will not take it as it is.',
} as const;

function madeAt(report: QueuedReport): string {
  return formatTimestamp(new Date(report.createdAt).toISOString());
}

function summary(report: QueuedReport): string {
  const { product, partNumber, description } = report.body;
  const first = description.split('\n')[0] ?? '';
  return [product, partNumber, first.length > 80 ? `${first.slice(0, 80)}…` : first]
    .filter(Boolean)
    .join(' · ');
}

function QueuedReportCard({
  report,
  online,
  onDiscard,
}: {
  report: QueuedReport;
  online: boolean;
  onDiscard: () => void;
}) {
  const files = report.body.attachments.length + report.files.length;
  return (
    <Paper component="li" sx={{ p: 2, listStyle: 'none' }} aria-label={`Report of ${madeAt(report)}`}>
      <Typography variant="subtitle1" component="h2">
        {report.body.action === 'submit' ? 'Submitted' : 'Saved as draft'} {madeAt(report)}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {summary(report)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {files === 1 ? '1 attachment' : `${files} attachments`}
      </Typography>
      {report.refusal ? (
        <>
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
            {REPORT_STATE.refused}
          </Typography>
          <Alert severity="error" sx={{ mt: 1 }}>
            The server refused this report: {report.refusal}
          </Alert>
          <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              component={RouterLink}
              to={`/incident/new?queued=${encodeURIComponent(report.id)}`}
            >
              Edit and send again
            </Button>
            <Button variant="outlined" color="error" onClick={onDiscard}>
              Discard
            </Button>
          </Box>
        </>
      ) : (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {online ? REPORT_STATE.sending : REPORT_STATE.offline}
        </Typography>
      )}
    </Paper>
  );
}

/** /waiting: the reports kept on this device until the server has them (docs/product.md, Offline reporting). */
export function WaitingPage() {
  const reports = useQueuedReports();
  const online = useOnlineStatus();
  const [discarding, setDiscarding] = useState<QueuedReport | null>(null);

  return (
    <>
      <PageHeader
        title={WAITING_TO_SEND}
        crumbs={[{ label: 'Home', to: '/home' }, { label: WAITING_TO_SEND }]}
      />
      <Typography sx={{ mb: 2 }}>
        {online
          ? 'These reports are kept on this device and are being sent, oldest first.'
          : 'These reports are kept on this device and are sent by themselves, oldest first, when the connection returns.'}
      </Typography>
      {reports && reports.length === 0 && (
        <Typography>Nothing is waiting: every report has reached the server.</Typography>
      )}
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
        {reports?.map((report) => (
          <QueuedReportCard
            key={report.id}
            report={report}
            online={online}
            onDiscard={() => setDiscarding(report)}
          />
        ))}
      </Box>
      <ConfirmDialog
        open={discarding !== null}
        message={DISCARD_QUESTION}
        confirmLabel="Discard"
        onConfirm={() => {
          if (discarding) void removeQueued(discarding.id);
          setDiscarding(null);
        }}
        onClose={() => setDiscarding(null)}
      />
    </>
  );
}
