import type { PointerEvent, Ref } from 'react';
import type { CartesianLayout, ChartLayout, LegendItem, PieLayout } from '../lib/chart-layout';
import { CHAR_WIDTH } from '../lib/chart-text';
import { LEGEND_ROW } from '../lib/pie-layout';

const FONT = 'Roboto, Helvetica, Arial, sans-serif';
const AXIS_TEXT = '#5c5f66';
const NAME_TEXT = '#3d3f44';
const GRID = '#e0e6f1';
/** A Pareto chart's 80% mark: dark enough to read as text on white (WCAG AA). */
const MARK = '#b3261e';

/** The group under the pointer (its index in the series) and where the pointer is, in the chart's pixels. */
export interface ChartHover {
  index: number;
  x: number;
  y: number;
}

interface Props {
  layout: ChartLayout;
  /** Accessible name of the chart image. */
  label: string;
  /** The id of a text that describes the chart (a Pareto chart's note). */
  describedBy?: string | undefined;
  hovered: number | null;
  onHover: (hover: ChartHover | null) => void;
  ref?: Ref<SVGSVGElement>;
}

/**
 * A chart drawn as SVG from its layout. Self-contained (white background, fonts and colours as attributes,
 * no CSS), so that the same element is what the PNG download draws (svg-to-png.ts).
 */
export function ChartSvg({ layout, label, describedBy, hovered, onHover, ref }: Props) {
  const { width, height } = layout;
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      fontFamily={FONT}
      fontSize={12}
      style={{ display: 'block' }}
      onPointerLeave={() => onHover(null)}
    >
      <rect width={width} height={height} fill="#fff" />
      {layout.kind === 'empty' && (
        <text
          x={width / 2}
          y={height / 2}
          textAnchor="middle"
          dominantBaseline="middle"
          fontSize={14}
          fill="#666"
        >
          No data
        </text>
      )}
      {layout.kind === 'cartesian' && <CartesianMarks layout={layout} hovered={hovered} onHover={onHover} />}
      {layout.kind === 'pie' && <PieMarks layout={layout} hovered={hovered} onHover={onHover} />}
    </svg>
  );
}

type MarksProps<L> = { layout: L; hovered: number | null; onHover: Props['onHover'] };

function CartesianMarks({ layout, hovered, onHover }: MarksProps<CartesianLayout>) {
  const { plot, left, right, band } = layout;
  const middle = (plot.top + plot.bottom) / 2;
  const labelY = plot.bottom + 14;
  const hover = (event: PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    const x = event.clientX - (box?.left ?? 0);
    const y = event.clientY - (box?.top ?? 0);
    const index = Math.floor((x - plot.left) / band);
    onHover(index >= 0 && index < layout.bars.length ? { index, x, y } : null);
  };
  return (
    <>
      {left.ticks.map((tick) => (
        <g key={tick.position}>
          <line x1={plot.left} x2={plot.right} y1={tick.position} y2={tick.position} stroke={GRID} />
          <text
            x={plot.left - 8}
            y={tick.position}
            textAnchor="end"
            dominantBaseline="middle"
            fill={AXIS_TEXT}
          >
            {tick.label}
          </text>
        </g>
      ))}
      {right?.ticks.map((tick) => (
        <text
          key={tick.position}
          x={plot.right + 8}
          y={tick.position}
          dominantBaseline="middle"
          fill={AXIS_TEXT}
        >
          {tick.label}
        </text>
      ))}
      {hovered !== null && (
        <rect
          x={plot.left + band * hovered}
          y={plot.top}
          width={band}
          height={plot.bottom - plot.top}
          fill="#f2f4f8"
        />
      )}
      {layout.bars.map((bar) => (
        <rect
          key={bar.index}
          x={bar.x}
          y={bar.y}
          width={bar.width}
          height={bar.height}
          fill={layout.barColor}
        />
      ))}
      <line x1={plot.left} x2={plot.right} y1={left.zero} y2={left.zero} stroke={AXIS_TEXT} />
      {layout.mark && (
        <g data-testid="chart-mark">
          <line
            x1={plot.left}
            x2={plot.right}
            y1={layout.mark.y}
            y2={layout.mark.y}
            stroke={MARK}
            strokeWidth={1.5}
            strokeDasharray="6 4"
          />
          <text x={plot.right - 4} y={layout.mark.y - 5} textAnchor="end" fill={MARK} fontWeight={500}>
            {layout.mark.label}
          </text>
        </g>
      )}
      {layout.line && (
        <>
          <path d={layout.line.path} fill="none" stroke={layout.lineColor} strokeWidth={2} />
          {layout.line.points.map((point) => (
            <circle
              key={point.index}
              cx={point.x}
              cy={point.y}
              r={hovered === point.index ? 5 : 3}
              fill="#fff"
              stroke={layout.lineColor}
              strokeWidth={2}
            />
          ))}
        </>
      )}
      {layout.labels.map((label) =>
        layout.rotate ? (
          <text
            key={label.x}
            x={label.x}
            y={labelY}
            textAnchor="end"
            transform={`rotate(-30 ${label.x} ${labelY})`}
            fill={AXIS_TEXT}
          >
            {label.text}
          </text>
        ) : (
          <text
            key={label.x}
            x={label.x}
            y={labelY}
            textAnchor="middle"
            dominantBaseline="hanging"
            fill={AXIS_TEXT}
          >
            {label.text}
          </text>
        ),
      )}
      <text
        x={plot.left - 50}
        y={middle}
        textAnchor="middle"
        transform={`rotate(-90 ${plot.left - 50} ${middle})`}
        fill={NAME_TEXT}
      >
        {left.name}
      </text>
      {right && (
        <text
          x={plot.right + 50}
          y={middle}
          textAnchor="middle"
          transform={`rotate(90 ${plot.right + 50} ${middle})`}
          fill={NAME_TEXT}
        >
          {right.name}
        </text>
      )}
      {layout.xName && (
        <text x={(plot.left + plot.right) / 2} y={layout.height - 8} textAnchor="middle" fill={NAME_TEXT}>
          {layout.xName}
        </text>
      )}
      {layout.legend.length > 0 && <SeriesLegend items={layout.legend} x={layout.width / 2} />}
      <rect
        data-testid="chart-hover-area"
        x={plot.left}
        y={plot.top}
        width={plot.right - plot.left}
        height={plot.bottom - plot.top}
        fill="transparent"
        onPointerMove={hover}
      />
    </>
  );
}

/** The bar-with-line (or Pareto) chart's two series, centred above the plot: a bar swatch and its name, a line swatch and its. */
function SeriesLegend({ items, x }: { items: LegendItem[]; x: number }) {
  const [bar, line] = items;
  const barWidth = 16 + 6 + (bar?.label.length ?? 0) * CHAR_WIDTH;
  const lineWidth = 16 + 6 + (line?.label.length ?? 0) * CHAR_WIDTH;
  const start = x - (barWidth + 20 + lineWidth) / 2;
  const lineAt = start + barWidth + 20;
  return (
    <g transform="translate(0 14)">
      <rect x={start} y={-5} width={16} height={10} rx={2} fill={bar?.color} />
      <text x={start + 22} y={0} dominantBaseline="middle" fill={NAME_TEXT}>
        {bar?.label}
      </text>
      <line x1={lineAt} x2={lineAt + 16} y1={0} y2={0} stroke={line?.color} strokeWidth={2} />
      <circle cx={lineAt + 8} cy={0} r={3} fill="#fff" stroke={line?.color} strokeWidth={2} />
      <text x={lineAt + 22} y={0} dominantBaseline="middle" fill={NAME_TEXT}>
        {line?.label}
      </text>
    </g>
  );
}

function PieMarks({ layout, hovered, onHover }: MarksProps<PieLayout>) {
  const { center, legend } = layout;
  const hover = (index: number) => (event: PointerEvent<SVGPathElement>) => {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    onHover({ index, x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) });
  };
  return (
    <>
      <g transform={`translate(${center.x} ${center.y})`}>
        {layout.slices.map((slice) => (
          <path
            key={slice.index}
            d={slice.path}
            fill={slice.color}
            stroke="#fff"
            strokeWidth={1}
            opacity={hovered === null || hovered === slice.index ? 1 : 0.6}
            onPointerMove={hover(slice.index)}
          />
        ))}
        {layout.slices.map(
          (slice) =>
            slice.label && (
              <text
                key={slice.index}
                x={slice.label.x}
                y={slice.label.y}
                textAnchor="middle"
                dominantBaseline="middle"
                fill="#fff"
                stroke="rgba(0,0,0,0.35)"
                strokeWidth={2}
                paintOrder="stroke"
                fontWeight={500}
                pointerEvents="none"
              >
                {slice.label.text}
              </text>
            ),
        )}
      </g>
      <g transform={`translate(${legend.x} ${legend.y})`}>
        {legend.items.map((item, row) => (
          <g key={item.index} transform={`translate(0 ${row * LEGEND_ROW})`}>
            <rect width={12} height={12} rx={2} fill={item.color} />
            <text x={18} y={6} dominantBaseline="middle" fill={NAME_TEXT}>
              {item.label}
            </text>
          </g>
        ))}
        {legend.more > 0 && (
          <text x={18} y={legend.items.length * LEGEND_ROW + 6} dominantBaseline="middle" fill={AXIS_TEXT}>
            {`+${legend.more} more`}
          </text>
        )}
      </g>
    </>
  );
}
