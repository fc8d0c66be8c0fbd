import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The card of the pages on the way to and back from the provider, with the page's h1 (as the sign-in page's). */
export function ProviderCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
