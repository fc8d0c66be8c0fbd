import Box from '@mui/material/Box';

/** The product logo (same artwork as the favicon). Decorative unless a label is given. */
export function Logo({ size = 32, label }: { size?: number; label?: string }) {
  return (
    <Box
      component="img"
      src="/logo.svg"
      alt={label ?? ''}
      width={size}
      height={size}
      sx={{ display: 'block', flexShrink: 0 }}
    />
  );
}
