import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { chartTypeIssues } from '@qi/domain/pareto';
import { type TNewChart, ZChart } from '@qi/domain/report';
import { CONFIRM } from '@qi/domain/toast-messages';
import { useCallback, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ChartDataTable } from './chart-data-table';
import { ChartFormFields } from './chart-form-fields';
import { ChartPreview } from './chart-preview';

/** The chart's fields, and the rules of its type the server applies too (a Pareto chart's columns). */
const ZChartForm = ZChart.omit({ id: true }).superRefine((chart, ctx) => {
  for (const issue of chartTypeIssues(chart))
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});
const resolver = zodResolver(ZChartForm) as unknown as Resolver<TNewChart>;

/**
 * The chart form with its live preview and data table. `onSave` runs once the confirm dialog (`confirm`)
 * is answered; it resolves when the save is done (the caller toasts and navigates).
 */
export function ChartEditor({
  initial,
  saveLabel,
  confirm,
  onSave,
}: {
  initial: TNewChart;
  saveLabel: string;
  confirm: string;
  onSave: (chart: TNewChart) => Promise<void>;
}) {
  const navigate = useNavigate();
  const form = useForm<TNewChart>({ defaultValues: initial, resolver });
  const [asking, setAsking] = useState<'save' | 'discard' | null>(null);
  const [pending, setPending] = useState<TNewChart | null>(null);
  const [busy, setBusy] = useState(false);

  const filter = useWatch({ control: form.control, name: 'filter' });
  const { setValue } = form;
  const onFilterChange = useCallback(
    (next: TNewChart['filter']) => setValue('filter', next, { shouldDirty: true }),
    [setValue],
  );

  const submit = form.handleSubmit((chart) => {
    setPending(chart);
    setAsking('save');
  });

  const confirmSave = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await onSave(pending);
    } catch {
      // The caller has told the user; the form stays as it is.
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <Stack spacing={3}>
      <Paper component="form" noValidate sx={{ p: 3 }} onSubmit={(event) => void submit(event)}>
        <ChartFormFields control={form.control} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, mt: 3 }}>
          <Button onClick={() => setAsking('discard')}>Discard changes</Button>
          <Button type="submit" variant="contained">
            {saveLabel}
          </Button>
        </Box>
      </Paper>
      <ChartPreview control={form.control} />
      <ChartDataTable filter={filter} onFilterChange={onFilterChange} />
      <ConfirmDialog
        open={asking === 'discard'}
        message={CONFIRM.discard}
        onClose={() => setAsking(null)}
        onConfirm={() => void navigate('/intelligence')}
      />
      <ConfirmDialog
        open={asking === 'save'}
        message={confirm}
        busy={busy}
        onClose={() => setAsking(null)}
        onConfirm={() => void confirmSave()}
      />
    </Stack>
  );
}
