import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatTimestamp } from '@qi/domain/dates';
import { SIGNAL_GROUP_LABELS } from '@qi/domain/signal-method';
import type { TSignal } from '@qi/domain/signal-rules';
import type { ReactNode } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { isApiError } from '../../../lib/api-error';
import { useSignal } from '../api/get-signal';
import { incidentLabel, observedText, pValueText, windowText } from '../lib/signal-text';
import { SignalActions } from './signal-actions';
import { SignalSparkline } from './signal-sparkline';
import { SignalStatusChip } from './signal-status-chip';

const TITLE = 'Signal';
const CRUMBS = [{ label: 'Home', to: '/home' }, { label: 'Signals', to: '/signals' }, { label: 'Signal' }];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, gap: 1, py: 0.75 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Box>{children}</Box>
    </Box>
  );
}

function Outcome({ signal }: { signal: TSignal }) {
  if (signal.status === 'dismissed')
    return <Field label="Reason for dismissal">{signal.dismissalReason}</Field>;
  if (signal.investigationId)
    return (
      <Field label="Investigation">
        <Link component={RouterLink} to={`/investigation/${encodeURIComponent(signal.investigationId)}`}>
          Open the investigation
        </Link>
      </Field>
    );
  return null;
}

/** /signals/{id} (quality team): what the signal saw, its incidents, and what to do about it. */
export function SignalDetailsPage() {
  const { id = '' } = useParams();
  const query = useSignal(id);

  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return <Navigate to="/not-found" replace />;
  }
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <>
        <PageHeader title={TITLE} crumbs={CRUMBS} />
        <Alert severity="error">The signal could not be loaded.</Alert>
      </>
    );
  }
  const signal = query.data;
  return (
    <>
      <PageHeader
        title={`${TITLE}: ${signal.groupLabel}`}
        crumbs={CRUMBS}
        actions={<SignalStatusChip status={signal.status} />}
      />
      <Paper sx={{ p: 3, mb: 3 }}>
        <Field label={SIGNAL_GROUP_LABELS[signal.rule.group]}>{signal.groupLabel}</Field>
        <Field label="Rule">{signal.rule.name}</Field>
        <Field label="Window">{windowText(signal.windowFrom, signal.windowTo)}</Field>
        <Field label="Observed">
          {observedText(signal)}
          {signal.pValue !== null && ` · ${pValueText(signal.pValue)}`}
        </Field>
        <Field label="Weekly incidents">
          <SignalSparkline counts={signal.weeklyCounts} width={240} height={48} />
        </Field>
        <Field label="Raised">{formatTimestamp(signal.createdAt)}</Field>
        <Field label="Incidents">
          {signal.incidents.length === 0 ? (
            '-'
          ) : (
            <Box
              component="ul"
              aria-label="Incidents"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
            >
              {signal.incidents.map((incident) => (
                <li key={incident.id}>
                  <Link component={RouterLink} to={`/incident/${encodeURIComponent(incident.id)}`}>
                    {incidentLabel(incident)}
                  </Link>
                </li>
              ))}
            </Box>
          )}
        </Field>
        <Outcome signal={signal} />
      </Paper>
      {signal.status === 'open' && <SignalActions signal={signal} />}
    </>
  );
}
