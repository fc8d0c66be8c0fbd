import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo';

/** The supplier's pages: the product's name, Sign out while signed in, and the page (no staff menu). */
export function SupplierLayout({
  onSignOut,
  signingOut = false,
  children,
}: {
  onSignOut?: () => void;
  signingOut?: boolean;
  children: ReactNode;
}) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1.5,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Logo size={32} />
        <Typography component="span" variant="h6" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
          Quality Incidents
        </Typography>
        {onSignOut && (
          <Button variant="outlined" onClick={onSignOut} disabled={signingOut}>
            Sign out
          </Button>
        )}
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
        {children}
      </Container>
    </Box>
  );
}
