import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';

/**
 * A page failed to load or render (often a new release replaced its chunk): offer a reload.
 * Part of the first load of every page, so it keeps to the components /login uses anyway.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Box component="main" sx={{ maxWidth: 480, mx: 'auto', mt: 8, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography role="alert" color="error" sx={{ mb: 2 }}>
        The page could not be shown. Reloading usually fixes this.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
