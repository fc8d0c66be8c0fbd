import Box from '@mui/material/Box';
import { type Control, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import type { SignalRuleFormValues } from '../lib/signal-rule-form';
import { SignalRuleSelect } from './signal-rule-select';

export const METHOD_OPTIONS = [
  { value: 'count', label: 'At least N in D days' },
  { value: 'poisson', label: "Unusual for the group (statistical, against the group's own rate)" },
] as const;

const row = { display: 'flex', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } } as const;

/** The method and its numbers: N and D, or the window, baseline, false-alarm rate and minimum. */
export function SignalRuleMethodFields({ control }: { control: Control<SignalRuleFormValues> }) {
  const method = useWatch({ control, name: 'method' });
  return (
    <>
      <SignalRuleSelect control={control} name="method" label="Method" options={METHOD_OPTIONS} />
      {method === 'count' ? (
        <Box sx={row}>
          <FormTextField
            control={control}
            name="atLeast"
            label="At least (incidents)"
            type="number"
            required
          />
          <FormTextField control={control} name="days" label="In (days)" type="number" required />
        </Box>
      ) : (
        <>
          <Box sx={row}>
            <FormTextField control={control} name="days" label="Window (days)" type="number" required />
            <FormTextField
              control={control}
              name="baselineDays"
              label="Baseline (days)"
              type="number"
              required
              helperText="The days before the window that set the group's usual rate."
            />
          </Box>
          <Box sx={row}>
            <FormTextField
              control={control}
              name="falseAlarmPercent"
              label="False alarm rate (%)"
              type="number"
              required
              helperText="Shared by all the groups the rule watches."
            />
            <FormTextField
              control={control}
              name="minCount"
              label="Minimum incidents"
              type="number"
              required
              helperText="Fewer never signal, however rare the group."
            />
          </Box>
        </>
      )}
    </>
  );
}
