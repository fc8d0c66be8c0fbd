import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import type { TChart } from '@qi/domain/report';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { saveBlob } from '../../attachments/lib/save-blob';
import { useChartSeries } from '../api/get-chart-series';
import { dataUrlToBlob } from '../lib/data-url-to-blob';
import { type ChartInstance, ChartPlaceholder, ChartView, loadLibrary } from './chart-view';

/** A chart of the dashboard: its title, the chart, a PNG download and (for editors) an Edit link. */
export function ChartCard({ chart, canEdit }: { chart: TChart; canEdit: boolean }) {
  const series = useChartSeries(chart);
  const instance = useRef<ChartInstance | null>(null);
  // Asked for before the chart was drawn (charts are drawn one after the other): saved once it is.
  const downloadWhenDrawn = useRef(false);
  const title = chart.title || 'Untitled chart';
  // The chart library loads while the data does (a failure shows where the chart would be drawn).
  useEffect(() => {
    loadLibrary().catch(() => {});
  }, []);

  const save = (drawn: ChartInstance) => {
    const url = drawn.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' });
    saveBlob(dataUrlToBlob(url), `${title}.png`);
  };
  const download = () => {
    if (instance.current) save(instance.current);
    else downloadWhenDrawn.current = true;
  };

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          <>
            <IconButton aria-label={`Download ${title} as PNG`} onClick={download}>
              <Download />
            </IconButton>
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
        ) : (
          <ChartView
            chart={chart}
            points={series.data.points}
            label={`Chart: ${title}`}
            onInstance={(i) => {
              instance.current = i;
              if (i && downloadWhenDrawn.current) {
                downloadWhenDrawn.current = false;
                save(i);
              }
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
