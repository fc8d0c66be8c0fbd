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
import Typography from '@mui/material/Typography';
import {
  API_TOKEN_CONFIRM,
  API_TOKEN_STATUS_LABELS,
  API_TOKEN_TOAST,
  type ApiTokenStatus,
  type TApiToken,
  type TCreatedApiToken,
} from '@qi/domain/api-tokens';
import { formatTimestamp } from '@qi/domain/dates';
import { ROLE_LABELS } from '@qi/domain/roles';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageLoader } from '../../../components/page-loader';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useCreateApiToken } from '../api/create-api-token';
import { useApiTokens } from '../api/get-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { ApiTokenSecretDialog } from './api-token-secret-dialog';
import { CreateApiTokenDialog } from './create-api-token-dialog';

const STATUS_COLORS: Record<ApiTokenStatus, 'success' | 'default' | 'error'> = {
  active: 'success',
  expired: 'default',
  revoked: 'error',
};

/** /admin/api-tokens: machines' tokens (name, role, created, last used, expiry, status), create and revoke. */
export function ApiTokensTab() {
  const tokens = useApiTokens();
  const createToken = useCreateApiToken();
  const revokeToken = useRevokeApiToken();
  const showToast = useToast();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<TCreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<TApiToken | null>(null);

  const failed = (text: string) => (error: unknown) => {
    console.error(text, error);
    showToast(failureMessage(text, error), 'error');
  };

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
          gap: 2,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          Machines call the API with <code>Authorization: Bearer qit_…</code> and act with the token's role.
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
          Create token
        </Button>
      </Box>
      {tokens.isError && <Alert severity="error">The API tokens could not be loaded.</Alert>}
      {tokens.isPending && <PageLoader label="Loading API tokens…" />}
      {tokens.data && (
        <TableContainer>
          <Table size="small" aria-label="API tokens">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Token</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Created</TableCell>
                <TableCell>Last used</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {tokens.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8}>No API tokens.</TableCell>
                </TableRow>
              )}
              {tokens.data.map((token) => (
                <TableRow key={token.id}>
                  <TableCell>{token.name}</TableCell>
                  <TableCell>
                    <code>{token.tokenPrefix}…</code>
                  </TableCell>
                  <TableCell>{ROLE_LABELS[token.role]}</TableCell>
                  <TableCell>
                    {formatTimestamp(token.createdAt)}
                    {token.createdBy ? ` by ${token.createdBy.name}` : ''}
                  </TableCell>
                  <TableCell>{token.lastUsedAt ? formatTimestamp(token.lastUsedAt) : 'Never'}</TableCell>
                  <TableCell>{formatTimestamp(token.expiresAt)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={API_TOKEN_STATUS_LABELS[token.status]}
                      color={STATUS_COLORS[token.status]}
                    />
                  </TableCell>
                  <TableCell>
                    {token.status !== 'revoked' && (
                      <Button
                        size="small"
                        color="error"
                        aria-label={`Revoke ${token.name}`}
                        onClick={() => setRevoking(token)}
                      >
                        Revoke
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {creating && (
        <CreateApiTokenDialog
          pending={createToken.isPending}
          onClose={() => setCreating(false)}
          onSubmit={(body) =>
            createToken.mutate(body, {
              onSuccess: (token) => {
                showToast(API_TOKEN_TOAST.created);
                setCreating(false);
                setCreated(token);
              },
              onError: failed(API_TOKEN_TOAST.createFailed),
            })
          }
        />
      )}
      {created && (
        <ApiTokenSecretDialog name={created.name} secret={created.token} onClose={() => setCreated(null)} />
      )}
      <ConfirmDialog
        open={revoking !== null}
        message={revoking ? API_TOKEN_CONFIRM.revoke(revoking.name) : ''}
        confirmLabel="Revoke"
        busy={revokeToken.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          revokeToken.mutate(revoking.id, {
            onSuccess: () => showToast(API_TOKEN_TOAST.revoked),
            onError: failed(API_TOKEN_TOAST.revokeFailed),
            onSettled: () => setRevoking(null),
          });
        }}
      />
    </>
  );
}
