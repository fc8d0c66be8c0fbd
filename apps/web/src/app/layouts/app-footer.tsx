import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** docs/product.md §2: the year and the version short hash. */
export function AppFooter() {
  return (
    <Box
      component="footer"
      sx={{ py: 2, px: 3, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Typography variant="body2" color="text.secondary" align="center">
        © {new Date().getFullYear()} Quality Incidents · {__APP_VERSION__}
      </Typography>
    </Box>
  );
}
