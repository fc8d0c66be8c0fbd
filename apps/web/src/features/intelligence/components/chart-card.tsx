import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import type { TChart } from '@qi/domain/report';
import { useCallback, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../../components/toast-context';
import { saveBlob } from '../../../lib/save-blob';
import { useChartSeries } from '../api/get-chart-series';
import { svgToPng } from '../lib/svg-to-png';
import { ChartPlaceholder, ChartView } from './chart-view';
import { SupplierPerformanceTable } from './supplier-performance-table';

/** A chart of the dashboard: its title, the chart, a PNG download and (for editors) an Edit link. */
export function ChartCard({ chart, canEdit }: { chart: TChart; canEdit: boolean }) {
  const series = useChartSeries(chart);
  const showToast = useToast();
  const svg = useRef<SVGSVGElement | null>(null);
  // Asked for while the data was loading: saved once the chart is drawn.
  const downloadWhenDrawn = useRef(false);
  const title = chart.title || 'Untitled chart';
  // A Supplier performance chart is a table: there is no image to download.
  const table = chart.chartType === 'supplierPerformanceChart';

  const save = useCallback(
    (drawn: SVGSVGElement) => {
      svgToPng(drawn, title, 2).then(
        (png) => saveBlob(png, `${title}.png`),
        (error: unknown) => showToast(error instanceof Error ? error.message : String(error), 'error'),
      );
    },
    [title, showToast],
  );
  const download = () => {
    if (svg.current) save(svg.current);
    else downloadWhenDrawn.current = true;
  };
  const drawnRef = useCallback(
    (element: SVGSVGElement | null) => {
      svg.current = element;
      if (element && downloadWhenDrawn.current) {
        downloadWhenDrawn.current = false;
        save(element);
      }
    },
    [save],
  );

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          <>
            {!table && (
              <IconButton aria-label={`Download ${title} as PNG`} onClick={download}>
                <Download />
              </IconButton>
            )}
            {canEdit && (
              <IconButton
                aria-label={`Edit ${title}`}
                component={RouterLink}
                to={`/intelligence/${encodeURIComponent(chart.id)}/edit`}
              >
                <Edit />
              </IconButton>
            )}
          </>
        }
      />
      <CardContent>
        {series.isError ? (
          <Alert severity="error">The chart data could not be loaded.</Alert>
        ) : !series.data ? (
          // Drawn once its data is there, not first empty ('No data') and then again.
          <ChartPlaceholder />
        ) : table ? (
          <SupplierPerformanceTable rows={series.data.supplierPerformance ?? []} label={`Chart: ${title}`} />
        ) : (
          <ChartView
            chart={chart}
            points={series.data.points}
            pareto={series.data.pareto}
            label={`Chart: ${title}`}
            svgRef={drawnRef}
          />
        )}
      </CardContent>
    </Card>
  );
}
