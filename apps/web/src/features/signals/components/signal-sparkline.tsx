import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

/**
 * The group's incidents a week as small bars, oldest first; the last bar (the week the signal's window ends)
 * in the alert colour. Plain SVG: a dozen bars need no chart library. Its label reads the counts out.
 */
export function SignalSparkline({
  counts,
  width = 96,
  height = 24,
}: {
  counts: readonly number[];
  width?: number;
  height?: number;
}) {
  const theme = useTheme();
  const max = Math.max(1, ...counts);
  const slot = counts.length > 0 ? width / counts.length : width;
  const gap = Math.min(2, slot / 4);
  const label = `Incidents a week over the last ${counts.length} weeks, oldest first: ${counts.join(', ')}`;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      sx={{ display: 'block', flexShrink: 0 }}
    >
      <line x1={0} x2={width} y1={height - 0.5} y2={height - 0.5} stroke={theme.palette.divider} />
      {counts.map((count, index) => {
        const barHeight = count === 0 ? 0 : Math.max(1.5, (count / max) * (height - 2));
        const last = index === counts.length - 1;
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a week's place in the series is its identity.
            key={index}
            x={index * slot + gap / 2}
            y={height - 1 - barHeight}
            width={Math.max(1, slot - gap)}
            height={barHeight}
            fill={last ? theme.palette.error.main : theme.palette.primary.main}
          />
        );
      })}
    </Box>
  );
}
