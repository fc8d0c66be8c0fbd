import Alert from '@mui/material/Alert';
import { canEditCharts } from '@qi/domain/access';
import { newChart, type TChart, type TChartInput, type TNewChart } from '@qi/domain/report';
import { CONFIRM, TOAST } from '@qi/domain/toast-messages';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useAuth } from '../../auth/hooks/use-auth';
import { useReport } from '../api/get-reports';
import { useUpdateReport } from '../api/update-report';
import { ChartEditor } from './chart-editor';

const crumbs = (label: string) => [
  { label: 'Home', to: '/home' },
  { label: 'Intelligence', to: '/intelligence' },
  { label },
];

/** Quality and admin only (docs/product.md §6); the first report, loaded. Others go to /intelligence. */
function ChartPageFrame({
  title,
  redirectWithoutReport = false,
  children,
}: {
  title: string;
  /** Editing: without a report the chart is unknown, so go to /intelligence. */
  redirectWithoutReport?: boolean;
  children: (report: { id: string; charts: TChart[] }) => ReactNode;
}) {
  const { user } = useAuth();
  const reports = useReport();
  if (!user || !canEditCharts(user.role)) return <Navigate to="/intelligence" replace />;
  if (reports.isPending) return <PageLoader />;
  const report = reports.report;
  if (!report && !reports.isError && redirectWithoutReport) return <Navigate to="/intelligence" replace />;
  return (
    <>
      <PageHeader title={title} crumbs={crumbs(title)} />
      {reports.isError || !report ? (
        <Alert severity="error">
          {reports.isError ? 'The charts could not be loaded.' : 'There is no report to hold charts.'}
        </Alert>
      ) : (
        children(report)
      )}
    </>
  );
}

/** Saves the report's new chart list, toasting `ok` or `failed`; success goes back to /intelligence. */
function useSaveCharts(ok: string, failed: string) {
  const update = useUpdateReport();
  const showToast = useToast();
  const navigate = useNavigate();
  return async (reportId: string, charts: TChartInput[]) => {
    try {
      await update.mutateAsync({ reportId, charts });
    } catch (error) {
      console.error('Saving the charts failed.', error);
      showToast(failureMessage(failed, error), 'error');
      throw error;
    }
    showToast(ok);
    void navigate('/intelligence');
  };
}

/** /intelligence/new: 'Add New Chart'. The new chart is sent without an id: the server gives it one. */
export function NewChartPage() {
  const save = useSaveCharts(TOAST.chartAdded, TOAST.chartAddFailed);
  return (
    <ChartPageFrame title="Add New Chart">
      {(report) => (
        <ChartEditor
          initial={newChart()}
          saveLabel="Add chart"
          confirm={CONFIRM.addChart}
          onSave={(chart: TNewChart) => save(report.id, [...report.charts, chart])}
        />
      )}
    </ChartPageFrame>
  );
}

/** /intelligence/{id}/edit: 'Edit Chart'; an unknown chart id goes to /intelligence (docs/product.md §8). */
export function EditChartPage() {
  const { id = '' } = useParams();
  const save = useSaveCharts(TOAST.chartUpdated, TOAST.chartUpdateFailed);
  return (
    <ChartPageFrame title="Edit Chart" redirectWithoutReport>
      {(report) => {
        const chart = report.charts.find((c) => c.id === id);
        if (!chart) return <Navigate to="/intelligence" replace />;
        const { id: _id, ...initial } = chart;
        return (
          <ChartEditor
            key={chart.id}
            initial={initial}
            saveLabel="Save changes"
            confirm={CONFIRM.save}
            onSave={(edited: TNewChart) =>
              save(
                report.id,
                report.charts.map((c) => (c.id === chart.id ? { ...edited, id: chart.id } : c)),
              )
            }
          />
        );
      }}
    </ChartPageFrame>
  );
}
