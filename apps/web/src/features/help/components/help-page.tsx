import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { PageHeader } from '../../../components/page-header';

const TABS = [
  { value: 'incident', label: 'Incident', to: '/help/incident' },
  { value: 'investigation', label: 'Investigation', to: '/help/investigation' },
] as const;

function IncidentHelp() {
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        An incident starts as <strong>Draft</strong>. While it is a draft you can keep editing it, cancel it
        with 'Delete Report', or submit it.
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Once <strong>Submitted</strong>, the incident waits for the quality team to review it. They may
        acknowledge it, reject it, or ask you for more information; you will be notified as it moves on.
      </Typography>
    </>
  );
}

function InvestigationHelp() {
  return (
    <Typography sx={{ mb: 2 }}>
      The quality team runs investigations into acknowledged incidents and records their findings.
    </Typography>
  );
}

/** /help, /help/incident, /help/investigation: tabs Incident and Investigation. */
export function HelpPage() {
  const { pathname } = useLocation();
  const tab = pathname.endsWith('/investigation') ? 'investigation' : 'incident';
  return (
    <>
      <PageHeader title="Help" crumbs={[{ label: 'Home', to: '/home' }, { label: 'Help' }]} />
      <Paper>
        <Tabs value={tab} aria-label="Help topics" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          {TABS.map((t) => (
            <Tab key={t.value} value={t.value} label={t.label} component={RouterLink} to={t.to} />
          ))}
        </Tabs>
        <section
          aria-label={tab === 'incident' ? 'Incident help' : 'Investigation help'}
          style={{ padding: 24 }}
        >
          {tab === 'incident' ? <IncidentHelp /> : <InvestigationHelp />}
        </section>
      </Paper>
    </>
  );
}
