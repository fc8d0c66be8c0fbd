import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  type Ref,
  type RefObject,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { TChartPoint, TParetoTotals } from '../api/get-chart-series';
import { type ChartLayout, type ChartLook, chartLayout } from '../lib/chart-layout';
import { paretoNote } from '../lib/pareto-note';
import { watchSize } from '../lib/watch-size';
import { type ChartHover, ChartSvg } from './chart-svg';
import { ChartTooltip } from './chart-tooltip';

/** The width a chart is laid out at before its box has one (and where there is no layout, as in tests). */
const FALLBACK_WIDTH = 640;

/**
 * One chart, drawn as SVG at its box's width (again when the box is resized), with the hovered group's
 * values in a tooltip. `svgRef` gets the SVG element, which the PNG download draws.
 */
export function ChartView({
  chart,
  points,
  pareto,
  label,
  height = 360,
  svgRef,
}: {
  chart: ChartLook;
  points: readonly TChartPoint[];
  /** A Pareto chart's totals (the series' `pareto`): described in a note below the chart. */
  pareto?: TParetoTotals | undefined;
  /** Accessible name of the chart image. */
  label: string;
  height?: number;
  svgRef?: Ref<SVGSVGElement>;
}) {
  const noteId = useId();
  const note = chart.chartType === 'paretoChart' && pareto && points.length > 0;
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const layout = useMemo(() => chartLayout(chart, points, { width, height }), [chart, points, width, height]);
  // The hovered group belongs to the drawing it was found on: a new drawing (other data, another size) has
  // other groups under the pointer, so the tooltip waits for the pointer to move.
  const [hovered, setHovered] = useState<{ on: ChartLayout; hover: ChartHover } | null>(null);
  const hover = hovered?.on === layout ? hovered.hover : null;
  const onHover = useCallback(
    (next: ChartHover | null) => setHovered(next ? { on: layout, hover: next } : null),
    [layout],
  );
  return (
    <>
      <Box ref={box} sx={{ position: 'relative', width: '100%', height }}>
        <ChartSvg
          layout={layout}
          label={label}
          describedBy={note ? noteId : undefined}
          hovered={hover?.index ?? null}
          onHover={onHover}
          ref={svgRef}
        />
        {hover && <ChartTooltip layout={layout} hover={hover} />}
      </Box>
      {note && (
        <Typography id={noteId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {paretoNote(layout.kind === 'empty' ? '' : layout.data.name1, points.length, pareto)}
        </Typography>
      )}
    </>
  );
}

/** The element's width, measured before the first paint and whenever it changes. */
function useWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => setWidth(Math.floor(node.clientWidth) || FALLBACK_WIDTH);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = watchSize(node, measure);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/** The chart's place while its data loads: same size, so nothing moves when it is drawn. */
export function ChartPlaceholder({ height = 360 }: { height?: number }) {
  return (
    <Box sx={{ position: 'relative', width: '100%', height, display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={28} aria-label="Loading chart" />
    </Box>
  );
}
