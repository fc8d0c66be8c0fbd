import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useEffect } from 'react';
import { Outlet, Link as RouterLink } from 'react-router';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { useSyncMe } from '../../features/auth/api/get-me';
import { useData } from '../../features/data/api/get-data';
import { registerServiceWorker } from '../../features/incidents/offline/register-service-worker';
import { WaitingToSendLink } from '../../features/incidents/offline/waiting-to-send-link';
import { ScanLink } from '../../features/scan/components/scan-link';
import { QueryProvider } from '../../lib/query-provider';
import { AccountMenu } from './account-menu';
import { AppFooter } from './app-footer';
import { OfflineBanner } from './offline-banner';

/** Top bar, offline banner, the page, footer (docs/product.md §2). Only signed-in users get here. */
export function MainLayout() {
  return (
    <QueryProvider>
      <SessionData />
      <MainLayoutContent />
    </QueryProvider>
  );
}

/**
 * Starts the bulk load and keeps the signed-in user current. A component of its own, so that the
 * answers re-render only this (nothing) rather than the layout and with it the whole page.
 */
function SessionData() {
  useData();
  useSyncMe(true);
  useEffect(registerServiceWorker, []);
  return null;
}

function MainLayoutContent() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.50' }}>
      <AppBar position="sticky" component="header">
        <Toolbar>
          <Link
            component={RouterLink}
            to="/home"
            color="inherit"
            underline="none"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              flexGrow: 1,
              fontWeight: 600,
              fontSize: '1.2rem',
            }}
          >
            <Logo size={36} />
            Quality Incidents
          </Link>
          <WaitingToSendLink />
          <ScanLink />
          <AccountMenu />
        </Toolbar>
      </AppBar>
      <OfflineBanner />
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: 3 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      <AppFooter />
    </Box>
  );
}
