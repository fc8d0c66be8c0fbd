import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatTimestamp } from '@qi/domain/dates';
import {
  decideStageAction,
  SCAR_STAGE_LABELS,
  type ScarStage,
  submitPrecondition,
} from '@qi/domain/scar-stages';
import { SUPPLIER_TOAST, type TSaveStageRequest } from '@qi/domain/scar-supplier';
import type { TSupplierScar } from '@qi/domain/scar-views';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useToast } from '../../../components/toast-context';
import { useBeforeUnloadWarning } from '../../../components/unsaved-changes-guard';
import { isApiError } from '../../../lib/api-error';
import { useSaveStage } from '../api/save-stage';
import { type SubmitStageBody, useSubmitStage } from '../api/submit-stage';
import { checkAnswer, fieldOfIssue, formValuesOf } from '../lib/stage-values';
import { LockedProvider } from './answer-fields';
import { StageFields } from './stage-fields';
import { StageStatusChip } from './stage-status-chip';

type StageView = TSupplierScar['stages'][number];

function statesOf(scar: TSupplierScar) {
  return Object.fromEntries(scar.stages.map((s) => [s.stage, s.status])) as Partial<
    Record<ScarStage, StageView['status']>
  >;
}

/** What the buyer said on the last review: why it was returned, or a note with the acceptance. */
function Review({ view, buyerName }: { view: StageView; buyerName: string }) {
  if (view.status === 'returned') {
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        <Typography variant="subtitle2" component="p">
          Returned by {buyerName}
          {view.reviewedAt ? ` on ${formatTimestamp(view.reviewedAt)}` : ''}:
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {view.reviewComment}
        </Typography>
      </Alert>
    );
  }
  if (view.status === 'accepted') {
    return (
      <Alert severity="success" sx={{ mb: 2 }}>
        Accepted by {buyerName}
        {view.reviewedAt ? ` on ${formatTimestamp(view.reviewedAt)}` : ''}.
        {view.reviewComment && (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {view.reviewComment}
          </Typography>
        )}
      </Alert>
    );
  }
  if (view.status === 'submitted') {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        Sent to the buyer for review{view.submittedAt ? ` on ${formatTimestamp(view.submittedAt)}` : ''}.
      </Alert>
    );
  }
  return null;
}

/** One stage's form (remounted with each new version of the stage, so it shows what the server holds). */
function StageForm({ scar, view, session }: { scar: TSupplierScar; view: StageView; session: string }) {
  const showToast = useToast();
  const save = useSaveStage(session);
  const submit = useSubmitStage(session);
  const [failure, setFailure] = useState<string | null>(null);
  const methods = useForm({ defaultValues: formValuesOf(view.stage, view.answer) });
  const locked = scar.readOnly || !decideStageAction(view.status, 'save').ok;
  const pending = save.isPending || submit.isPending;
  // A stage is remounted with the version a save returns, so only what was typed since then counts.
  useBeforeUnloadWarning(methods.formState.isDirty && !locked);

  // Not handleSubmit: the errors set from the last check would hold it back; each press checks afresh.
  const run = async (mode: 'draft' | 'submit') => {
    setFailure(null);
    methods.clearErrors();
    const checked = checkAnswer(scar.form, view.stage, mode, methods.getValues());
    if (!checked.ok) {
      for (const issue of checked.issues) methods.setError(issue.path || 'root', { message: issue.message });
      setFailure('Please correct the fields marked.');
      return;
    }
    const before = mode === 'submit' ? submitPrecondition(scar.form, view.stage, statesOf(scar)) : null;
    if (before) {
      setFailure(before);
      return;
    }
    const body = { stage: view.stage, version: view.version, answer: checked.answer };
    try {
      // The answer has just passed the stage's schema of this mode (checkAnswer), which the route applies.
      if (mode === 'submit') await submit.mutateAsync(body as SubmitStageBody);
      else await save.mutateAsync(body as TSaveStageRequest);
      showToast(mode === 'submit' ? SUPPLIER_TOAST.submitted : SUPPLIER_TOAST.saved);
    } catch (error) {
      // 401 and 410 change the whole page (supplier-fetch.ts); anything else is said here, in the server's words.
      if (!isApiError(error)) return setFailure(SUPPLIER_TOAST.saveFailed);
      for (const issue of error.issues) {
        methods.setError(fieldOfIssue(issue.path) || 'root', { message: issue.message });
      }
      setFailure(error.message);
    }
  };

  return (
    <FormProvider {...methods}>
      <LockedProvider value={locked}>
        <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
          <StageFields stage={view.stage} form={scar.form} />
          {failure && (
            <Alert severity="error" sx={{ my: 1 }}>
              {failure}
            </Alert>
          )}
          {!locked && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
              <Button variant="outlined" disabled={pending} onClick={() => void run('draft')}>
                Save draft
              </Button>
              <Button variant="contained" disabled={pending} onClick={() => void run('submit')}>
                Submit for review
              </Button>
            </Box>
          )}
        </Box>
      </LockedProvider>
    </FormProvider>
  );
}

/** A stage of the request: its name and state, the buyer's comment, the form, Save draft and Submit. */
export function StagePanel({
  scar,
  view,
  session,
  defaultExpanded,
}: {
  scar: TSupplierScar;
  view: StageView;
  session: string;
  defaultExpanded: boolean;
}) {
  const id = `stage-${view.stage}`;
  return (
    <Accordion defaultExpanded={defaultExpanded} disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="span" variant="subtitle1">
            {SCAR_STAGE_LABELS[view.stage]}
          </Typography>
          <StageStatusChip status={view.status} />
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Review view={view} buyerName={scar.buyer.name} />
        <StageForm key={view.version} scar={scar} view={view} session={session} />
      </AccordionDetails>
    </Accordion>
  );
}
