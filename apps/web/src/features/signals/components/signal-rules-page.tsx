import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SIGNAL_GROUP_LABELS } from '@qi/domain/signal-method';
import { SIGNAL_TOAST, type TSignalRule, type TSignalRuleRequest } from '@qi/domain/signal-rules';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useUserNames } from '../../data/hooks/use-user-names';
import { useCreateSignalRule } from '../api/create-signal-rule';
import { useDeleteSignalRule } from '../api/delete-signal-rule';
import { useSignalRules } from '../api/get-signal-rules';
import { useUpdateSignalRule } from '../api/update-signal-rule';
import { methodText } from '../lib/signal-text';
import { SignalRuleFormDialog } from './signal-rule-form-dialog';

const CRUMBS = [{ label: 'Home', to: '/home' }, { label: 'Signals', to: '/signals' }, { label: 'Rules' }];
const COLUMNS = ['Name', 'Group', 'Method', 'Cool-down', 'Owners', 'Status', 'Actions'];

/** /signals/rules (quality team): the trend-signal rules; add, edit (with the back-test) and delete. */
export function SignalRulesPage() {
  const rules = useSignalRules();
  const createRule = useCreateSignalRule();
  const updateRule = useUpdateSignalRule();
  const deleteRule = useDeleteSignalRule();
  const showToast = useToast();
  const nameOf = useUserNames();
  // null: the form is closed; 'new': adding; a rule: editing it.
  const [editing, setEditing] = useState<TSignalRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TSignalRule | null>(null);

  const failed = (text: string) => (error: unknown) => {
    console.error(text, error);
    showToast(failureMessage(text, error), 'error');
  };

  const submit = (request: TSignalRuleRequest) => {
    const done = (text: string) => () => {
      showToast(text);
      setEditing(null);
    };
    if (editing === 'new')
      createRule.mutate(request, {
        onSuccess: done(SIGNAL_TOAST.ruleAdded),
        onError: failed(SIGNAL_TOAST.ruleAddFailed),
      });
    else if (editing)
      updateRule.mutate(
        { id: editing.id, ...request },
        { onSuccess: done(SIGNAL_TOAST.ruleSaved), onError: failed(SIGNAL_TOAST.ruleSaveFailed) },
      );
  };

  return (
    <>
      <PageHeader
        title="Signal rules"
        crumbs={CRUMBS}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            Add rule
          </Button>
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Each rule watches every group of one kind; a signal lands in the Signals inbox and emails the rule's
        owners.
      </Typography>
      {rules.isError && <Alert severity="error">The signal rules could not be loaded.</Alert>}
      {rules.isPending && <PageLoader label="Loading signal rules…" />}
      {rules.data && (
        <Paper>
          <TableContainer>
            <Table size="small" aria-label="Signal rules">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{column}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rules.data.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length}>No rules.</TableCell>
                  </TableRow>
                )}
                {rules.data.map((rule) => (
                  <TableRow key={rule.id}>
                    <TableCell>{rule.name}</TableCell>
                    <TableCell>
                      {SIGNAL_GROUP_LABELS[rule.group]}
                      {rule.watchKey && (
                        <Typography variant="body2" color="text.secondary">
                          Only {rule.watchKey}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{methodText(rule.method)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{rule.coolDownDays} days</TableCell>
                    <TableCell>{rule.owners.map(nameOf).join(', ') || '-'}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={rule.enabled ? 'Enabled' : 'Disabled'}
                        color={rule.enabled ? 'success' : 'default'}
                      />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Box sx={{ display: 'flex', gap: 1 }}>
                        <Button
                          size="small"
                          aria-label={`Edit ${rule.name}`}
                          onClick={() => setEditing(rule)}
                        >
                          Edit
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          aria-label={`Delete ${rule.name}`}
                          onClick={() => setDeleting(rule)}
                        >
                          Delete
                        </Button>
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
      {editing && (
        <SignalRuleFormDialog
          rule={editing === 'new' ? null : editing}
          pending={createRule.isPending || updateRule.isPending}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? `Delete the rule "${deleting.name}" and its signals?` : ''}
        confirmLabel="Delete"
        busy={deleteRule.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          deleteRule.mutate(deleting.id, {
            onSuccess: () => showToast(SIGNAL_TOAST.ruleDeleted),
            onError: failed(SIGNAL_TOAST.ruleDeleteFailed),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}
