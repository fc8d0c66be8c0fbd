import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { TColumnFilter } from '@qi/domain/column-filter';
import { emptyColumnFilter } from '@qi/domain/column-filter';
import { hasOverdueOnlyFilter, overdueOnlyFilter } from '@qi/domain/incident-columns';
import { withFilter } from '../lib/column-filters';

/**
 * "Overdue only" above the incident table: a "Days overdue" filter of at least one day, which the column's
 * own filter dialog shows and 'Reset filters' clears like any other.
 */
export function OverdueOnlySwitch({
  filters,
  onChange,
}: {
  filters: readonly TColumnFilter[];
  onChange: (filters: TColumnFilter[]) => void;
}) {
  const on = hasOverdueOnlyFilter(filters);
  return (
    <FormControlLabel
      label="Overdue only"
      control={
        <Switch
          checked={on}
          onChange={(_event, checked) =>
            onChange(
              withFilter(
                filters,
                checked ? overdueOnlyFilter() : emptyColumnFilter('daysOverdue', 'numeric'),
              ),
            )
          }
        />
      }
    />
  );
}
