import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useData } from '../../data/api/get-data';
import type { SignalRuleFormValues } from '../lib/signal-rule-form';

/**
 * The people emailed when the rule signals: those who may own work (active investigators, quality, admins) from
 * the bulk load. An owner no longer among them stays listed, so that they can be seen and taken off.
 */
export function SignalRuleOwnersField({ control }: { control: Control<SignalRuleFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'owners' });
  const users = useData().data?.users;
  const options = useMemo(() => {
    const names = new Map((users ?? []).map((user) => [user.user_id, user.name]));
    const candidates = (users ?? []).filter((user) => user.canOwnWork).map((user) => user.user_id);
    const ids = [...new Set([...candidates, ...field.value])];
    return ids.map((id) => ({ id, name: names.get(id) ?? id }));
  }, [users, field.value]);
  const nameOf = (id: string) => options.find((option) => option.id === id)?.name ?? id;

  return (
    <TextField
      select
      fullWidth
      margin="normal"
      id="signal-rule-owners"
      label="Owners"
      value={field.value}
      inputRef={field.ref}
      onChange={(event) => {
        const value = event.target.value as unknown as string[] | string;
        field.onChange(typeof value === 'string' ? value.split(',') : value);
      }}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? 'Emailed when the rule signals.'}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (selected as string[]).map(nameOf).join(', '),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
