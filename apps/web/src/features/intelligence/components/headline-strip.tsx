import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useHeadlines } from '../api/get-headlines';
import { headlineValue } from '../lib/headline-text';

/**
 * The headline figures above the charts, as the server lists them: each is a label and a value, so that a
 * figure the server adds appears here without a change.
 */
export function HeadlineStrip() {
  const headlines = useHeadlines();
  if (headlines.isError) {
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        The headline figures could not be loaded.
      </Alert>
    );
  }
  const items = headlines.data?.headlines;
  return (
    <Paper component="section" variant="outlined" aria-label="Headline figures" sx={{ mb: 3, p: 2 }}>
      {items ? (
        // A description list: each label (term) is read with its value (definition).
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}
        >
          {items.map((headline) => (
            <div key={headline.id}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {headline.label}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600 }}>
                {headlineValue(headline)}
              </Typography>
            </div>
          ))}
        </Box>
      ) : (
        <Skeleton variant="rounded" height={56} aria-label="Loading headline figures" />
      )}
    </Paper>
  );
}
