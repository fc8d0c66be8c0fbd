import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { canEditCharts } from '@qi/domain/access';
import type { TChart } from '@qi/domain/report';
import { TOAST } from '@qi/domain/toast-messages';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionSpeedDial } from '../../../components/action-speed-dial';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useAuth } from '../../auth/hooks/use-auth';
import { shownCharts, useReport } from '../api/get-reports';
import { useUpdateReport } from '../api/update-report';
import { ChartCard } from './chart-card';
import { HeadlineStrip } from './headline-strip';
import { IntelligenceOptionsDialog } from './intelligence-options-dialog';

const CRUMBS = [{ label: 'Home', to: '/home' }, { label: 'Intelligence' }];

/** /intelligence: the visible charts of the first report; editors get Edit icons and a speed dial. */
export function IntelligencePage() {
  const { user } = useAuth();
  const canEdit = Boolean(user && canEditCharts(user.role));
  const reports = useReport();
  const update = useUpdateReport();
  const showToast = useToast();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState(false);

  // The dashboard (cards, speed dial) takes long to render: React renders it in the background, in
  // slices, so the page keeps answering input meanwhile. Until the first report has been rendered so,
  // the loader stays; a later change (visibility saved) keeps the dashboard shown until the new one is.
  const report = useDeferredValue(reports.report);
  if (reports.isPending || (!report && reports.report)) return <PageLoader />;
  const charts = report?.charts ?? [];
  const shown = shownCharts(report);

  const saveVisibility = (next: TChart[]) => {
    if (!report) return;
    update.mutate(
      { reportId: report.id, charts: next },
      {
        onSuccess: () => {
          setChoosing(false);
          showToast(TOAST.chartsVisibilityUpdated);
        },
        onError: (error) => {
          console.error('Updating the chart visibility failed.', error);
          showToast(failureMessage(TOAST.chartsVisibilityFailed, error), 'error');
        },
      },
    );
  };

  return (
    <>
      <PageHeader title="Intelligence" crumbs={CRUMBS} />
      <HeadlineStrip />
      {reports.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The charts could not be loaded.
        </Alert>
      )}
      {!reports.isError && shown.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">
            {charts.length === 0 ? 'There are no charts yet.' : 'No charts are chosen to be shown.'}
          </Typography>
        </Paper>
      )}
      <Grid container spacing={3} sx={{ pb: canEdit ? 10 : 0 }}>
        {shown.map((chart) => (
          <Grid key={chart.id} size={{ xs: 12, lg: 6 }}>
            <ChartCard chart={chart} canEdit={canEdit} />
          </Grid>
        ))}
      </Grid>
      {canEdit && (
        <>
          <ActionSpeedDial
            ariaLabel="Intelligence actions"
            items={[
              { key: 'edit', label: 'Edit', icon: <Edit />, onClick: () => setChoosing(true) },
              {
                key: 'add',
                label: 'Add New Chart',
                icon: <Add />,
                onClick: () => void navigate('/intelligence/new'),
              },
            ]}
          />
          <IntelligenceOptionsDialog
            open={choosing}
            charts={charts}
            busy={update.isPending}
            onClose={() => setChoosing(false)}
            onSave={saveVisibility}
          />
        </>
      )}
    </>
  );
}
