import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { formatTimestamp } from '@qi/domain/dates';
import { type TWebhook, WEBHOOK_TOAST, type WebhookDeliveryStatus } from '@qi/domain/webhooks';
import { useId, useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useReplayWebhookDelivery } from '../api/replay-webhook-delivery';
import { useSendTestWebhook } from '../api/send-test-webhook';

const STATUS: Record<WebhookDeliveryStatus, { label: string; color: 'default' | 'success' | 'error' }> = {
  pending: { label: 'Pending', color: 'default' },
  succeeded: { label: 'Succeeded', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

/** An endpoint's delivery log, newest first, paged by the server: status, HTTP code, attempts, times, Replay. */
export function WebhookDeliveriesDialog({ webhook, onClose }: { webhook: TWebhook; onClose: () => void }) {
  const titleId = useId();
  const showToast = useToast();
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(25);
  const deliveries = useWebhookDeliveries(webhook.id, page, rowsPerPage);
  const replay = useReplayWebhookDelivery();
  const sendTest = useSendTestWebhook();

  const failed = (text: string) => (error: unknown) => {
    console.error(text, error);
    showToast(failureMessage(text, error), 'error');
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Deliveries to {webhook.url}</DialogTitle>
      <DialogContent>
        {deliveries.isError && <Alert severity="error">The deliveries could not be loaded.</Alert>}
        {deliveries.isPending && <PageLoader label="Loading deliveries…" />}
        {deliveries.data && (
          <>
            <TableContainer>
              <Table size="small" aria-label="Deliveries">
                <TableHead>
                  <TableRow>
                    <TableCell>Event</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>HTTP</TableCell>
                    <TableCell>Attempts</TableCell>
                    <TableCell>Created</TableCell>
                    <TableCell>Delivered / next attempt</TableCell>
                    <TableCell>Last error</TableCell>
                    <TableCell>Actions</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {deliveries.data.items.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={8}>No deliveries yet.</TableCell>
                    </TableRow>
                  )}
                  {deliveries.data.items.map((d) => (
                    <TableRow key={d.id}>
                      <TableCell>{d.event}</TableCell>
                      <TableCell>
                        <Chip size="small" label={STATUS[d.status].label} color={STATUS[d.status].color} />
                      </TableCell>
                      <TableCell>{d.lastStatusCode ?? '—'}</TableCell>
                      <TableCell>{d.attempts}</TableCell>
                      <TableCell>{formatTimestamp(d.createdAt)}</TableCell>
                      <TableCell>
                        {d.deliveredAt
                          ? formatTimestamp(d.deliveredAt)
                          : d.nextAttemptAt
                            ? `Next: ${formatTimestamp(d.nextAttemptAt)}`
                            : '—'}
                      </TableCell>
                      <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
                        {d.lastError ?? ''}
                      </TableCell>
                      <TableCell>
                        <Button
                          size="small"
                          aria-label={`Replay ${d.event} of ${formatTimestamp(d.createdAt)}`}
                          disabled={replay.isPending}
                          onClick={() =>
                            replay.mutate(
                              { id: webhook.id, deliveryId: d.id },
                              {
                                onSuccess: () => showToast(WEBHOOK_TOAST.replayed),
                                onError: failed(WEBHOOK_TOAST.replayFailed),
                              },
                            )
                          }
                        >
                          Replay
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={deliveries.data.total}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[25, 50, 100]}
              onPageChange={(_, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          disabled={sendTest.isPending}
          onClick={() =>
            sendTest.mutate(webhook.id, {
              onSuccess: () => showToast(WEBHOOK_TOAST.tested),
              onError: failed(WEBHOOK_TOAST.testFailed),
            })
          }
        >
          Send test event
        </Button>
        <Button onClick={() => void deliveries.refetch()}>Refresh</Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
