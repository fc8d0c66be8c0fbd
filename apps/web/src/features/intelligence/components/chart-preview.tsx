import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TNewChart } from '@qi/domain/report';
import { useMemo } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { chartDefinition, type TChartDefinition, useChartSeries } from '../api/get-chart-series';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { ChartView } from './chart-view';
import { SupplierPerformanceTable } from './supplier-performance-table';

const PREVIEW_DELAY_MS = 300;
const NO_POINTS: never[] = [];

/** The live preview: the form's current values (debounced) sent to the series endpoint and drawn. */
export function ChartPreview({ control }: { control: Control<TNewChart> }) {
  const values = useWatch({ control }) as TNewChart;
  // Debounced as text: an equal definition is the same value, so a settled form renders no more.
  const settled = useDebouncedValue(JSON.stringify(chartDefinition(values)), PREVIEW_DELAY_MS);
  const definition = useMemo(() => JSON.parse(settled) as TChartDefinition, [settled]);
  const series = useChartSeries(definition);
  const { chartType, value1, value2, xLabel, yLabel1, yLabel2 } = values;
  const look = useMemo(
    () => ({ chartType, value1, value2, xLabel, yLabel1, yLabel2 }),
    [chartType, value1, value2, xLabel, yLabel1, yLabel2],
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Preview
      </Typography>
      {series.isError ? (
        <Alert severity="error">The chart data could not be loaded.</Alert>
      ) : chartType === 'supplierPerformanceChart' ? (
        <SupplierPerformanceTable rows={series.data?.supplierPerformance ?? []} label="Chart preview" />
      ) : (
        <ChartView
          chart={look}
          points={series.data?.points ?? NO_POINTS}
          pareto={series.data?.pareto}
          label="Chart preview"
        />
      )}
    </Paper>
  );
}
