import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatTimestamp } from '@qi/domain/dates';
import { SCAR_FORM_LABELS } from '@qi/domain/scar-stages';
import { SUPPLIER_MSG } from '@qi/domain/scar-supplier';
import type { TSupplierScar } from '@qi/domain/scar-views';
import { PageLoader } from '../../../components/page-loader';
import { useToast } from '../../../components/toast-context';
import { isApiError } from '../../../lib/api-error';
import { useAcknowledgeScar } from '../api/acknowledge-scar';
import { useSupplierScar } from '../api/get-supplier-scar';
import { useUploadScarFile } from '../api/upload-scar-file';
import { RequestFilesProvider, UploadButton } from './file-choice';
import { FileLinks, Milestones, RequestFacts, Section } from './request-facts';
import { StagePanel } from './stage-panel';

function Acknowledge({ scar, session }: { scar: TSupplierScar; session: string }) {
  const acknowledge = useAcknowledgeScar(session);
  const showToast = useToast();
  if (scar.acknowledgedAt) {
    return (
      <Typography color="text.secondary">Acknowledged on {formatTimestamp(scar.acknowledgedAt)}.</Typography>
    );
  }
  if (scar.readOnly) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button
          color="inherit"
          disabled={acknowledge.isPending}
          onClick={() =>
            acknowledge.mutate(undefined, {
              onError: (error) =>
                showToast(isApiError(error) ? error.message : 'Failed to acknowledge.', 'error'),
            })
          }
        >
          Acknowledge
        </Button>
      }
    >
      Let the buyer know you have received the request.
    </Alert>
  );
}

/** The request as the supplier sees it: what was shared, the due dates, and each stage to answer. */
export function ScarPage({ session }: { session: string }) {
  const query = useSupplierScar(session);
  const upload = useUploadScarFile(session);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    // 401 and 410 have already changed the page (supplier-fetch.ts).
    return (
      <Alert severity="error">
        {isApiError(query.error) ? query.error.message : 'The request could not be loaded.'}
      </Alert>
    );
  }
  const scar = query.data;
  const firstToAnswer = scar.stages.find((s) => s.status !== 'accepted' && s.status !== 'submitted')?.stage;
  return (
    <RequestFilesProvider value={{ files: scar.files, upload: (file) => upload.mutateAsync(file) }}>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1">
          {scar.number}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          Supplier corrective action request: {SCAR_FORM_LABELS[scar.form]}
        </Typography>
        {scar.readOnly && (
          <Alert severity="info" sx={{ my: 1 }}>
            {scar.status === 'closed' ? SUPPLIER_MSG.closed : 'This request is no longer open.'}
          </Alert>
        )}
        <Acknowledge scar={scar} session={session} />
      </Box>
      <RequestFacts scar={scar} />
      <Milestones scar={scar} />
      <Section title="Your answer">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Save a draft as often as you like. Submit each stage when it is complete: the buyer reviews it and
          accepts it or returns it with a comment.
        </Typography>
        {scar.stages.map((view) => (
          <StagePanel
            key={view.stage}
            scar={scar}
            view={view}
            session={session}
            defaultExpanded={view.stage === firstToAnswer || view.status === 'returned'}
          />
        ))}
      </Section>
      <Section title="Your files">
        {scar.files.length === 0 ? (
          <Typography color="text.secondary">No files yet.</Typography>
        ) : (
          <FileLinks files={scar.files} />
        )}
        {!scar.readOnly && <UploadButton label="Upload a file" />}
      </Section>
    </RequestFilesProvider>
  );
}
