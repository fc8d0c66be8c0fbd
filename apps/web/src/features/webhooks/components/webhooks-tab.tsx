import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type TWebhook,
  type TWebhookWithSecret,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_TOAST,
} from '@qi/domain/webhooks';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageLoader } from '../../../components/page-loader';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useCreateWebhook } from '../api/create-webhook';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useUpdateWebhook } from '../api/update-webhook';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog';
import { WebhookFormDialog } from './webhook-form-dialog';
import { WebhookSecretDialog } from './webhook-secret-dialog';

/** /admin/webhooks: the endpoints (URL, events, status, failures), add, edit, enable/disable, delete, deliveries. */
export function WebhooksTab() {
  const webhooks = useWebhooks();
  const createWebhook = useCreateWebhook();
  const updateWebhook = useUpdateWebhook();
  const deleteWebhook = useDeleteWebhook();
  const rotateSecret = useRotateWebhookSecret();
  const showToast = useToast();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TWebhook | null>(null);
  const [created, setCreated] = useState<TWebhookWithSecret | null>(null);
  const [deleting, setDeleting] = useState<TWebhook | null>(null);
  const [viewing, setViewing] = useState<TWebhook | null>(null);
  const [rotating, setRotating] = useState<TWebhook | null>(null);

  const failed = (text: string) => (error: unknown) => {
    console.error(text, error);
    showToast(failureMessage(text, error), 'error');
  };

  const setEnabled = (webhook: TWebhook, enabled: boolean) =>
    updateWebhook.mutate(
      { id: webhook.id, enabled },
      { onSuccess: () => showToast(WEBHOOK_TOAST.saved), onError: failed(WEBHOOK_TOAST.saveFailed) },
    );

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Each delivery is signed (Standard Webhooks) and retried with backoff; see the API documentation.
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
          Add webhook
        </Button>
      </Box>
      {webhooks.isError && <Alert severity="error">The webhooks could not be loaded.</Alert>}
      {webhooks.isPending && <PageLoader label="Loading webhooks…" />}
      {webhooks.data && (
        <TableContainer>
          <Table size="small" aria-label="Webhooks">
            <TableHead>
              <TableRow>
                <TableCell>URL</TableCell>
                <TableCell>Events</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Failures</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {webhooks.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>No webhooks.</TableCell>
                </TableRow>
              )}
              {webhooks.data.map((webhook) => (
                <TableRow key={webhook.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {webhook.url}
                    {webhook.description && (
                      <Typography variant="body2" color="text.secondary">
                        {webhook.description}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{webhook.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(', ')}</TableCell>
                  <TableCell>
                    <Tooltip title={webhook.disabledReason ?? ''}>
                      <Chip
                        size="small"
                        label={webhook.enabled ? 'Enabled' : 'Disabled'}
                        color={webhook.enabled ? 'success' : 'error'}
                      />
                    </Tooltip>
                  </TableCell>
                  <TableCell>{webhook.consecutiveFailures}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      aria-label={`Deliveries of ${webhook.url}`}
                      onClick={() => setViewing(webhook)}
                    >
                      Deliveries
                    </Button>
                    <Button
                      size="small"
                      aria-label={`Edit ${webhook.url}`}
                      onClick={() => setEditing(webhook)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      aria-label={`${webhook.enabled ? 'Disable' : 'Enable'} ${webhook.url}`}
                      disabled={updateWebhook.isPending}
                      onClick={() => setEnabled(webhook, !webhook.enabled)}
                    >
                      {webhook.enabled ? 'Disable' : 'Enable'}
                    </Button>
                    <Button
                      size="small"
                      aria-label={`Rotate the secret of ${webhook.url}`}
                      onClick={() => setRotating(webhook)}
                    >
                      Rotate secret
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Delete ${webhook.url}`}
                      onClick={() => setDeleting(webhook)}
                    >
                      Delete
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {adding && (
        <WebhookFormDialog
          title="Add webhook"
          submitLabel="Add webhook"
          initial={{ url: '', description: '', events: [] }}
          pending={createWebhook.isPending}
          onClose={() => setAdding(false)}
          onSubmit={(body) =>
            createWebhook.mutate(body, {
              onSuccess: (webhook) => {
                showToast(WEBHOOK_TOAST.added);
                setAdding(false);
                setCreated(webhook);
              },
              onError: failed(WEBHOOK_TOAST.addFailed),
            })
          }
        />
      )}
      {editing && (
        <WebhookFormDialog
          title="Edit webhook"
          submitLabel="Save"
          initial={{ url: editing.url, description: editing.description, events: editing.events }}
          pending={updateWebhook.isPending}
          onClose={() => setEditing(null)}
          onSubmit={(body) =>
            updateWebhook.mutate(
              { id: editing.id, ...body },
              {
                onSuccess: () => {
                  showToast(WEBHOOK_TOAST.saved);
                  setEditing(null);
                },
                onError: failed(WEBHOOK_TOAST.saveFailed),
              },
            )
          }
        />
      )}
      {created && (
        <WebhookSecretDialog url={created.url} secret={created.secret} onClose={() => setCreated(null)} />
      )}
      {viewing && <WebhookDeliveriesDialog webhook={viewing} onClose={() => setViewing(null)} />}
      <ConfirmDialog
        open={rotating !== null}
        message={
          rotating
            ? `Give ${rotating.url} a new signing secret? Deliveries are signed with it from the next attempt: update the receiver at once.`
            : ''
        }
        confirmLabel="Rotate secret"
        busy={rotateSecret.isPending}
        onClose={() => setRotating(null)}
        onConfirm={() => {
          if (!rotating) return;
          rotateSecret.mutate(rotating.id, {
            onSuccess: (webhook) => setCreated(webhook),
            onError: failed(WEBHOOK_TOAST.saveFailed),
            onSettled: () => setRotating(null),
          });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? `Delete the webhook to ${deleting.url} and its delivery log?` : ''}
        confirmLabel="Delete"
        busy={deleteWebhook.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          deleteWebhook.mutate(deleting.id, {
            onSuccess: () => showToast(WEBHOOK_TOAST.deleted),
            onError: failed(WEBHOOK_TOAST.deleteFailed),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}
