import Box from '@mui/material/Box';
import type { ChartLayout } from '../lib/chart-layout';
import { formatValue } from '../lib/chart-text';
import type { ChartHover } from './chart-svg';

const WIDTH = 220;

/** The values of the group under the pointer, beside the pointer (kept inside the chart). */
export function ChartTooltip({ layout, hover }: { layout: ChartLayout; hover: ChartHover }) {
  if (layout.kind === 'empty') return null;
  const { data } = layout;
  const group = data.groups[hover.index];
  if (group === undefined) return null;
  const value1 = data.values1[hover.index] ?? 0;
  // [key, series name, value]: the two series may have the same name.
  const rows: [string, string, string][] =
    layout.kind === 'pie'
      ? [['v1', data.name1, `${formatValue(value1)} (${formatValue(shareOf(layout, hover.index) * 100)} %)`]]
      : [
          ['v1', data.name1, formatValue(value1)],
          ...(data.values2
            ? [
                [
                  'v2',
                  data.name2,
                  `${formatValue(data.values2[hover.index] ?? 0)}${data.percentMark === null ? '' : ' %'}`,
                ] as [string, string, string],
              ]
            : []),
        ];
  const left = hover.x + 16 + WIDTH > layout.width ? Math.max(0, hover.x - 16 - WIDTH) : hover.x + 16;
  return (
    <Box
      role="tooltip"
      sx={{
        position: 'absolute',
        left,
        top: Math.max(0, Math.min(hover.y - 16, layout.height - 80)),
        maxWidth: WIDTH,
        pointerEvents: 'none',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        boxShadow: 2,
        px: 1.5,
        py: 1,
        fontSize: 13,
        lineHeight: 1.5,
      }}
    >
      <Box sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{group}</Box>
      {rows.map(([key, name, value]) => (
        <Box key={key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{name}</span>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function shareOf(layout: Extract<ChartLayout, { kind: 'pie' }>, index: number): number {
  return layout.slices.find((slice) => slice.index === index)?.share ?? 0;
}
