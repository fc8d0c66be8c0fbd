import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import type { TColumnFilter } from '@qi/domain/column-filter';
import type { IncidentListView } from '@qi/domain/incident-list-query';
import { useMemo } from 'react';
import { useDistinctValues } from '../api/get-distinct-values';
import type { IncidentColumn } from '../hooks/use-column-choices';
import { emptyLabel, selectedKeys, valueFilter, valueOptions } from '../lib/value-options';

/** The checkbox list of a category, object, status or boolean column: values from the server. */
export function ValueListFilter({
  column,
  view,
  search,
  filter,
  onChange,
}: {
  column: IncidentColumn;
  view: IncidentListView;
  search: string;
  filter: TColumnFilter;
  onChange: (filter: TColumnFilter) => void;
}) {
  const distinct = useDistinctValues(column.id, view, search);
  const { options, emptyCount } = useMemo(
    () => valueOptions(column.filterType, distinct.data ?? []),
    [column.filterType, distinct.data],
  );
  const checked = selectedKeys(filter, options);

  if (distinct.isPending) return <CircularProgress size={24} aria-label="Loading values" />;
  if (distinct.isError) return <Alert severity="error">The values could not be loaded.</Alert>;

  const apply = (keys: Set<string>, allowEmpty: boolean) =>
    onChange(valueFilter(column.id, column.filterType, options, keys, allowEmpty));
  const toggle = (key: string) => {
    const next = new Set(checked);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    apply(next, filter.allowEmpty);
  };
  const allChecked = filter.allowEmpty && options.every((o) => checked.has(o.key));
  const someChecked = filter.allowEmpty || checked.size > 0;
  // The empty choice is listed when some rows are empty, or when the filter leaves them out (so that it can
  // be undone); a '(Empty) (0)' choice would only be noise.

  return (
    <FormGroup aria-label={`${column.label} values`}>
      <FormControlLabel
        label="Select all"
        control={
          <Checkbox
            checked={allChecked}
            indeterminate={!allChecked && someChecked}
            onChange={() => apply(allChecked ? new Set() : new Set(options.map((o) => o.key)), !allChecked)}
          />
        }
      />
      <Divider />
      {(emptyCount > 0 || !filter.allowEmpty) && (
        <FormControlLabel
          label={`${emptyLabel(column.filterType)} (${emptyCount})`}
          control={
            <Checkbox
              checked={filter.allowEmpty}
              onChange={() => apply(new Set(checked), !filter.allowEmpty)}
            />
          }
        />
      )}
      {options.map((option) => (
        <FormControlLabel
          key={option.key}
          label={`${option.label} (${option.count})`}
          control={<Checkbox checked={checked.has(option.key)} onChange={() => toggle(option.key)} />}
        />
      ))}
    </FormGroup>
  );
}
