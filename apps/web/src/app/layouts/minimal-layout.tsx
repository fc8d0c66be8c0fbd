import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';

/** Logo only: /login, /reset-password, /logout and /not-found (docs/product.md §2). */
export function MinimalLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100' }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'center', pt: 6, pb: 3 }}>
        <Logo size={64} label="Quality Incidents" />
      </Box>
      <Container component="main" maxWidth="xs" sx={{ pb: 6 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
