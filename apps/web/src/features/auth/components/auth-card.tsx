import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The card the sign-in and reset pages sit in, with the page's h1. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
