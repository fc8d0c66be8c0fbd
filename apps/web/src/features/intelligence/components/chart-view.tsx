import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { TChartPoint } from '../api/get-chart-series';
import { type ChartLook, chartOption } from '../lib/chart-option';
import { drawInTurn } from '../lib/draw-in-turn';
import type { ChartInstance } from '../lib/echarts-setup';
import { watchSize } from '../lib/watch-size';
import { whenNearViewport } from '../lib/when-near-viewport';

export type { ChartInstance };

let library: Promise<typeof import('../lib/echarts-setup')> | null = null;

/** One import of the chart library, however many charts ask for it at once. */
export function loadLibrary() {
  library ??= import('../lib/echarts-setup').catch((error: unknown) => {
    library = null;
    throw error;
  });
  return library;
}

/**
 * One chart drawn by ECharts. The library is imported on first use, so it never enters the bundles of the
 * pages without charts. `onInstance` hands out the instance (for the PNG export) and null when it goes.
 */
export function ChartView({
  chart,
  points,
  label,
  height = 360,
  onInstance,
}: {
  chart: ChartLook;
  points: readonly TChartPoint[];
  /** Accessible name of the chart image. */
  label: string;
  height?: number;
  onInstance?: (instance: ChartInstance | null) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const [instance, setInstance] = useState<ChartInstance | null>(null);
  const [failed, setFailed] = useState(false);
  const handOut = useRef(onInstance);
  handOut.current = onInstance;
  const option = useMemo(() => chartOption(chart, points), [chart, points]);
  // The option the chart shows: it is drawn with the newest one when it is created.
  const latest = useRef(option);
  latest.current = option;
  const drawn = useRef<typeof option | null>(null);

  useEffect(() => {
    let created: ChartInstance | null = null;
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    let stopWaiting = () => {};
    const near = new Promise<void>((resolve) => {
      if (element.current) stopWaiting = whenNearViewport(element.current, resolve);
    });
    // The library loads at once; the chart is drawn when it comes near the viewport.
    Promise.all([loadLibrary(), near])
      .then(([{ createChart }]) =>
        drawInTurn(() => {
          if (cancelled || !element.current) return;
          created = createChart(element.current);
          const chartInstance = created;
          // Drawn before it is handed out, so a PNG export never gets an empty chart.
          chartInstance.setOption(latest.current, true);
          drawn.current = latest.current;
          if (typeof ResizeObserver !== 'undefined') {
            observer = watchSize(element.current, () => chartInstance.resize());
          }
          setInstance(chartInstance);
          handOut.current?.(chartInstance);
        }),
      )
      .catch((error: unknown) => {
        console.error('Loading the chart library failed.', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      stopWaiting();
      observer?.disconnect();
      if (created) {
        handOut.current?.(null);
        created.dispose();
      }
    };
  }, []);

  useEffect(() => {
    if (!instance || drawn.current === option) return;
    let current = true;
    drawInTurn(() => {
      if (!current) return;
      instance.setOption(option, true);
      drawn.current = option;
    });
    return () => {
      current = false;
    };
  }, [instance, option]);

  if (failed) return <Alert severity="error">The chart could not be drawn.</Alert>;
  return (
    <Box sx={{ position: 'relative', width: '100%', height }}>
      <Box ref={element} role="img" aria-label={label} sx={{ width: '100%', height: '100%' }} />
      {!instance && <ChartLoading />}
    </Box>
  );
}

function ChartLoading() {
  return (
    <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={28} aria-label="Loading chart" />
    </Box>
  );
}

/** The chart's place while its data loads: same size, so nothing moves when it is drawn. */
export function ChartPlaceholder({ height = 360 }: { height?: number }) {
  return (
    <Box sx={{ position: 'relative', width: '100%', height }}>
      <ChartLoading />
    </Box>
  );
}
