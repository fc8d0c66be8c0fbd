import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** The page's one h1 and its breadcrumb trail (the last crumb is the current page). */
export function PageHeader({
  title,
  crumbs,
  actions,
}: {
  title: string;
  crumbs: Crumb[];
  actions?: ReactNode;
}) {
  return (
    <Box sx={{ mb: 0 }}>
      <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 1 }}>
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Link key={crumb.label} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
              {crumb.label}
            </Link>
          ) : (
            <Typography key={crumb.label} color="text.primary" aria-current="page">
              {crumb.label}
            </Typography>
          ),
        )}
      </Breadcrumbs>
      <Box sx={{ mb: 3, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {actions}
      </Box>
    </Box>
  );
}
