import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import {
  isParetoGroupColumn,
  isParetoValueColumn,
  PARETO_DEFAULT_GROUP,
  PARETO_DEFAULT_VALUE,
} from '@qi/domain/pareto';
import {
  CHART_SORT_BY,
  CHART_TYPE_LABELS,
  CHART_TYPES,
  type ChartSortBy,
  parseChartLimit,
  type TNewChart,
  usesColumns,
  usesSecondValue,
  usesSortBy,
} from '@qi/domain/report';
import { type Control, useController, useWatch } from 'react-hook-form';
import { CHART_COLUMN_OPTIONS } from '../lib/chart-columns';
import { ChartSelect } from './chart-select';

/** A Pareto chart groups by a category and ranks a count or a sum (domain pareto.ts). */
const PARETO_GROUP_OPTIONS = CHART_COLUMN_OPTIONS.filter((c) => isParetoGroupColumn(c.value));
const PARETO_VALUE_OPTIONS = CHART_COLUMN_OPTIONS.filter((c) => isParetoValueColumn(c.value));

const TYPE_OPTIONS = CHART_TYPES.map((t) => ({ value: t, label: CHART_TYPE_LABELS[t] }));
const SORT_LABELS: Record<ChartSortBy, string> = {
  groupBy: 'Group by',
  value1: 'Value (1)',
  value2: 'Value (2)',
};
const SORT_OPTIONS = CHART_SORT_BY.map((s) => ({ value: s, label: SORT_LABELS[s] }));

/**
 * The chart form of docs/product.md §2; Value (2) and its label only for a bar chart with line. A Pareto chart
 * offers only its group and value columns (a chart switched to Pareto moves to them) and has no Sort By.
 */
export function ChartFormFields({ control }: { control: Control<TNewChart> }) {
  const chartType = useWatch({ control, name: 'chartType' });
  const second = usesSecondValue(chartType);
  const pareto = chartType === 'paretoChart';
  // A Supplier performance chart has its own figures: no group, values or their labels.
  const columns = usesColumns(chartType);
  const { field: groupBy } = useController({ control, name: 'groupBy' });
  const { field: value1 } = useController({ control, name: 'value1' });
  const onTypeChosen = (type: string) => {
    if (type !== 'paretoChart') return;
    if (!isParetoGroupColumn(groupBy.value)) groupBy.onChange(PARETO_DEFAULT_GROUP);
    if (!isParetoValueColumn(value1.value)) value1.onChange(PARETO_DEFAULT_VALUE);
  };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <ChartTextField control={control} name="title" label="Title" />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ChartSelect
          control={control}
          name="chartType"
          label="Chart Type"
          options={TYPE_OPTIONS}
          onChosen={onTypeChosen}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {columns && (
          <ChartSelect
            control={control}
            name="groupBy"
            label="Group by"
            options={pareto ? PARETO_GROUP_OPTIONS : CHART_COLUMN_OPTIONS}
          />
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {columns && (
          <ChartSelect
            control={control}
            name="value1"
            label="Value (1)"
            options={pareto ? PARETO_VALUE_OPTIONS : CHART_COLUMN_OPTIONS}
          />
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {second && (
          <ChartSelect control={control} name="value2" label="Value (2)" options={CHART_COLUMN_OPTIONS} />
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {columns && <ChartTextField control={control} name="xLabel" label="Group by Label" />}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {columns && <ChartTextField control={control} name="yLabel1" label="Value 1 Label" />}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {second && <ChartTextField control={control} name="yLabel2" label="Value 2 Label" />}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {usesSortBy(chartType) && (
          <ChartSelect control={control} name="sortBy" label="Sort By" options={SORT_OPTIONS} />
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <LimitField control={control} />
      </Grid>
    </Grid>
  );
}

function ChartTextField({
  control,
  name,
  label,
}: {
  control: Control<TNewChart>;
  name: 'title' | 'xLabel' | 'yLabel1' | 'yLabel2';
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      id={`chart-${name}`}
      label={label}
      {...field}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}

/** Limit: numeric; anything else becomes empty (no limit). */
function LimitField({ control }: { control: Control<TNewChart> }) {
  const { field } = useController({ control, name: 'limit' });
  return (
    <TextField
      fullWidth
      id="chart-limit"
      label="Limit"
      name={field.name}
      value={field.value === '' ? '' : String(field.value)}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(parseChartLimit(event.target.value))}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      helperText="Empty for no limit"
    />
  );
}
