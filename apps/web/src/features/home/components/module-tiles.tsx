import AddCircleOutline from '@mui/icons-material/AddCircleOutlined';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Handshake from '@mui/icons-material/Handshake';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Insights from '@mui/icons-material/Insights';
import ListAlt from '@mui/icons-material/ListAlt';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import People from '@mui/icons-material/People';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { HomeTile } from '@qi/domain/access';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

const TILE: Record<HomeTile, { label: string; to: string; icon: ReactNode }> = {
  'report-incident': {
    label: 'Report Incident',
    to: '/incident/new',
    icon: <AddCircleOutline fontSize="large" />,
  },
  incidents: { label: 'Incidents', to: '/incidents', icon: <ListAlt fontSize="large" /> },
  intelligence: { label: 'Intelligence', to: '/intelligence', icon: <Insights fontSize="large" /> },
  signals: { label: 'Signals', to: '/signals', icon: <NotificationsActive fontSize="large" /> },
  scars: { label: 'Supplier requests', to: '/scars', icon: <Handshake fontSize="large" /> },
  users: { label: 'Users', to: '/users', icon: <People fontSize="large" /> },
  help: { label: 'Help', to: '/help', icon: <HelpOutline fontSize="large" /> },
  administration: { label: 'Administration', to: '/admin', icon: <AdminPanelSettings fontSize="large" /> },
};

/** The module tiles of the home page, as `homeTiles(role)` lists them. */
export function ModuleTiles({ tiles }: { tiles: HomeTile[] }) {
  return (
    <Grid component="nav" aria-label="Modules" container spacing={2} sx={{ mb: 4 }}>
      {tiles.map((tile) => (
        <Grid key={tile} size={{ xs: 6, sm: 4, md: 2 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={TILE[tile].to} sx={{ height: '100%' }}>
              <CardContent sx={{ textAlign: 'center', color: 'primary.main' }}>
                {TILE[tile].icon}
                <Typography
                  component="span"
                  color="text.primary"
                  sx={{ display: 'block', mt: 1, fontWeight: 500 }}
                >
                  {TILE[tile].label}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
