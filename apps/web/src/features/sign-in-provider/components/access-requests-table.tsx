import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_PAGE_SIZES } from '@qi/domain/constants';
import { formatTimestamp } from '@qi/domain/dates';
import type { TOidcAccessRequest } from '@qi/domain/oidc';
import { OIDC_TOAST } from '@qi/domain/oidc-messages';
import { ROLE_LABELS, ROLES, type Role } from '@qi/domain/roles';
import { useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useAccessRequests, useDecideAccessRequest } from '../api/access-requests';

type RowsPerPage = (typeof ADMIN_PAGE_SIZES)[number];

/**
 * People the provider signed in who have no account yet (creating accounts is off): approve with a role, which
 * creates the account and links it, or refuse; either is final for that request.
 */
export function AccessRequestsTable() {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<RowsPerPage>(25);
  const [roles, setRoles] = useState<Record<string, Role>>({});
  const requests = useAccessRequests(page, rowsPerPage);
  const decide = useDecideAccessRequest();
  const showToast = useToast();

  const act = (request: TOidcAccessRequest, approve: Role | null) =>
    decide.mutate(
      { id: request.id, approve },
      {
        onSuccess: () => showToast(approve ? OIDC_TOAST.approved : OIDC_TOAST.refused),
        onError: (error) => showToast(failureMessage(OIDC_TOAST.decideFailed, error), 'error'),
      },
    );

  return (
    <Box sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Waiting for approval
      </Typography>
      {requests.isError && <Alert severity="error">The access requests could not be loaded.</Alert>}
      <TableContainer>
        <Table size="small" aria-label="Access requests">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Groups</TableCell>
              <TableCell>Requested</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {requests.data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>No one is waiting.</TableCell>
              </TableRow>
            )}
            {requests.data?.items.map((request) => (
              <TableRow key={request.id}>
                <TableCell>{request.name}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{request.email}</TableCell>
                <TableCell>{request.groups.join(', ')}</TableCell>
                <TableCell>{formatTimestamp(request.requestedAt)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={request.status === 'refused' ? 'Refused' : 'Waiting'}
                    color={request.status === 'refused' ? 'default' : 'warning'}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <TextField
                    select
                    size="small"
                    label="Role"
                    value={roles[request.id] ?? request.suggestedRole}
                    onChange={(event) => setRoles({ ...roles, [request.id]: event.target.value as Role })}
                    slotProps={{ htmlInput: { 'aria-label': `Role for ${request.email}` } }}
                    sx={{ minWidth: 130, mr: 1 }}
                  >
                    {ROLES.map((role) => (
                      <MenuItem key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Button
                    size="small"
                    aria-label={`Approve ${request.email}`}
                    disabled={decide.isPending}
                    onClick={() => act(request, roles[request.id] ?? request.suggestedRole)}
                  >
                    Approve
                  </Button>
                  {request.status === 'pending' && (
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Refuse ${request.email}`}
                      disabled={decide.isPending}
                      onClick={() => act(request, null)}
                    >
                      Refuse
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={requests.data?.total ?? 0}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[...ADMIN_PAGE_SIZES]}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value) as RowsPerPage);
          setPage(0);
        }}
      />
    </Box>
  );
}
