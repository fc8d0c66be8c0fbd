import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TColumnFilter } from '@qi/domain/column-filter';
import { MonthInput } from './month-input';

type Bound = TColumnFilter['from'];

/**
 * From/To bounds: numbers for numeric columns, months ('YYYY-MM', compared on month and year) for date and
 * timestamp columns (docs/product.md §5).
 */
export function RangeFilter({
  kind,
  filter,
  onChange,
}: {
  kind: 'number' | 'month';
  filter: TColumnFilter;
  onChange: (filter: TColumnFilter) => void;
}) {
  const parse = (raw: string): Bound => {
    if (raw.trim() === '') return null;
    if (kind === 'month') return raw;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  };
  // A bounded number column leaves out incidents without a number (the server would let them through).
  const bounded = (next: TColumnFilter): TColumnFilter =>
    kind === 'number' ? { ...next, allowEmpty: next.from === null && next.to === null } : next;
  const field = (name: 'from' | 'to', label: string) =>
    kind === 'month' ? (
      <MonthInput
        label={label}
        value={typeof filter[name] === 'string' ? filter[name] : ''}
        onChange={(month) => onChange({ ...filter, [name]: parse(month) })}
      />
    ) : (
      <TextField
        label={label}
        type="number"
        value={filter[name] ?? ''}
        onChange={(event) => onChange(bounded({ ...filter, [name]: parse(event.target.value) }))}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth
      />
    );
  return (
    <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
      {field('from', 'From')}
      {field('to', 'To')}
    </Stack>
  );
}
