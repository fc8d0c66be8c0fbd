import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SIGNAL_GROUP_LABELS, SIGNAL_GROUPS } from '@qi/domain/signal-method';
import {
  SIGNAL_TOAST,
  type TBacktestResult,
  type TSignalRule,
  type TSignalRuleRequest,
} from '@qi/domain/signal-rules';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useBacktestSignalRule } from '../api/backtest-signal-rule';
import {
  evaluationKey,
  formValuesOf,
  ruleRequestOf,
  type SignalRuleFormValues,
  signalRuleResolver,
} from '../lib/signal-rule-form';
import { BacktestResult } from './backtest-result';
import { SignalRuleMethodFields } from './signal-rule-method-fields';
import { SignalRuleOwnersField } from './signal-rule-owners-field';
import { SignalRuleSelect } from './signal-rule-select';

const GROUP_OPTIONS = SIGNAL_GROUPS.map((group) => ({ value: group, label: SIGNAL_GROUP_LABELS[group] }));
export const BACKTEST_REQUIRED = 'Run the back-test before switching the rule on.';
const BACKTEST_STALE = 'The rule has changed since this back-test: run it again.';

/**
 * 'Add rule' and 'Edit rule': the group, the method and its numbers, the cool-down, owners and whether it is on,
 * checked with the domain's schema. A rule is switched on (saved enabled, new or changed in what decides when it
 * fires) only after a back-test of exactly these settings. Mount it when it opens.
 */
export function SignalRuleFormDialog({
  rule,
  pending,
  onSubmit,
  onClose,
}: {
  rule: TSignalRule | null;
  pending: boolean;
  onSubmit: (request: TSignalRuleRequest) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const showToast = useToast();
  const backtest = useBacktestSignalRule();
  const form = useForm<SignalRuleFormValues>({
    defaultValues: formValuesOf(rule ?? undefined),
    resolver: signalRuleResolver,
  });
  const [tested, setTested] = useState<{ key: string; result: TBacktestResult } | null>(null);
  const [needsBacktest, setNeedsBacktest] = useState(false);
  const values = useWatch({ control: form.control }) as SignalRuleFormValues;
  const currentKey = evaluationKey(values);
  const stale = tested !== null && tested.key !== currentKey;
  // Already on with these very settings: saving it on again switches nothing on.
  const alreadyOn = rule?.enabled === true && evaluationKey(formValuesOf(rule)) === currentKey;

  const runBacktest = form.handleSubmit((checked) => {
    const key = evaluationKey(checked);
    backtest.mutate(ruleRequestOf(checked), {
      onSuccess: (result) => {
        setTested({ key, result });
        setNeedsBacktest(false);
      },
      onError: (error) => {
        console.error('The back-test failed', error);
        showToast(failureMessage(SIGNAL_TOAST.backtestFailed, error), 'error');
      },
    });
  });

  const save = form.handleSubmit((checked) => {
    if (pending) return;
    const request = ruleRequestOf(checked);
    if (request.enabled && !alreadyOn && (tested === null || stale)) {
      setNeedsBacktest(true);
      return;
    }
    onSubmit(request);
  });

  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id={titleId}>{rule ? 'Edit rule' : 'Add rule'}</DialogTitle>
        <DialogContent>
          <FormTextField control={form.control} name="name" label="Name" required autoFocus />
          <SignalRuleSelect
            control={form.control}
            name="group"
            label="Group"
            options={GROUP_OPTIONS}
            disabled={Boolean(rule?.watchKey)}
            helperText={rule?.watchKey ? `This rule watches one group only: ${rule.watchKey}.` : undefined}
          />
          <SignalRuleMethodFields control={form.control} />
          <FormTextField
            control={form.control}
            name="coolDownDays"
            label="Cool-down (days)"
            type="number"
            helperText="Days a group waits after a signal before it may signal again; empty: the window's days."
          />
          <SignalRuleOwnersField control={form.control} />
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <FormControlLabel
                sx={{ mt: 1 }}
                control={
                  <Switch checked={field.value} onChange={(_event, checked) => field.onChange(checked)} />
                }
                label="Enabled: evaluated every day and on each submission"
              />
            )}
          />
          <Box component="section" aria-labelledby={`${titleId}-backtest`} sx={{ mt: 2 }}>
            <Typography id={`${titleId}-backtest`} variant="subtitle1" component="h3">
              Back-test
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              How often these settings would have fired over the last 12 months, evaluated weekly.
            </Typography>
            <Button variant="outlined" onClick={() => void runBacktest()} loading={backtest.isPending}>
              Run back-test
            </Button>
            {needsBacktest && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {BACKTEST_REQUIRED}
              </Alert>
            )}
            {stale && !needsBacktest && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {BACKTEST_STALE}
              </Alert>
            )}
            {tested && (
              <Box sx={{ mt: 2, opacity: stale ? 0.6 : 1 }}>
                <BacktestResult result={tested.result} />
              </Box>
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {rule ? 'Save' : 'Add rule'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
