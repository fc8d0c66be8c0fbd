import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { todayIso } from '@qi/domain/dates';
import {
  INVESTIGATION_SECTIONS,
  type InvestigationSection,
  REQUIRED_SECTIONS_WHEN_JUSTIFIED,
  signedByKey,
  signedDateKey,
  type TInvestigation,
  type TUpdateInvestigationRequest,
} from '@qi/domain/investigation';
import { makeInvestigationFormSchema } from '@qi/domain/investigation-form';
import { canCompleteInvestigation, canSignOffSection } from '@qi/domain/investigation-sign-off';
import { CONFIRM } from '@qi/domain/toast-messages';
import { useMemo, useState } from 'react';
import { Controller, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AttachmentUploader } from '../../attachments/components/attachment-uploader';
import {
  formAsInvestigation,
  formStateFromInvestigation,
  type InvestigationFormState,
  type ParsedInvestigationForm,
  updateRequest,
} from '../lib/investigation-form-values';
import { signedByText } from '../lib/investigation-text';
import { InvestigationOutcomeFields } from './investigation-outcome-fields';
import { InvestigationSectionField } from './investigation-section-field';
import { InvestigationTextField } from './investigation-text-field';
import { SignOffCheckbox } from './sign-off-checkbox';

export const CONFIRM_REMOVE_SIGN_OFF = 'Are you sure you want to remove the sign-off?';
export const CONFIRM_REOPEN = 'Are you sure you want to mark the investigation as not completed?';

type Question =
  | { kind: 'discard' }
  | { kind: 'save'; body: TUpdateInvestigationRequest }
  | { kind: 'untick'; section: InvestigationSection | 'completed' };

const QUESTIONS = { discard: CONFIRM.discard, save: CONFIRM.save } as const;

/**
 * 'Update Investigation' (docs/product.md §2, §4, §5): the domain decides when a section may be signed off and when the
 * investigation may be completed; signed sections lock, and everything locks while completed.
 */
export function InvestigationForm({
  investigation,
  actorId,
  nameOf,
  busy,
  onSave,
  onDiscard,
}: {
  investigation: TInvestigation;
  actorId: string;
  nameOf: (id: string | null) => string;
  busy: boolean;
  onSave: (body: TUpdateInvestigationRequest) => Promise<unknown>;
  onDiscard: () => void;
}) {
  const [today] = useState(() => todayIso());
  const [uploading, setUploading] = useState(false);
  const [question, setQuestion] = useState<Question | null>(null);
  const [asking, setAsking] = useState(false);
  const resolver = useMemo(
    () =>
      zodResolver(makeInvestigationFormSchema()) as unknown as Resolver<
        InvestigationFormState,
        unknown,
        ParsedInvestigationForm
      >,
    [],
  );
  const form = useForm<InvestigationFormState, unknown, ParsedInvestigationForm>({
    defaultValues: formStateFromInvestigation(investigation),
    resolver,
  });
  const values = form.watch();
  const current = formAsInvestigation(investigation, values, actorId, today);
  const completed = values.completed;
  const locked = busy || completed;
  const justifiedYes = values.incidentJustified === true;

  const ask = (next: Question) => {
    setQuestion(next);
    setAsking(true);
  };
  const signature = (by: string | null, date: string | null) => (by ? signedByText(nameOf(by), date) : null);
  const setSignedOff = (section: InvestigationSection, checked: boolean) =>
    form.setValue(`signedOff.${section}`, checked, { shouldDirty: true });

  const confirm = async () => {
    if (!question) return;
    if (question.kind === 'discard') onDiscard();
    else if (question.kind === 'untick') {
      if (question.section === 'completed') form.setValue('completed', false, { shouldDirty: true });
      else setSignedOff(question.section, false);
    } else {
      try {
        await onSave(question.body);
      } catch {
        // The page reports the failure.
      }
    }
    setAsking(false);
  };

  const save = () =>
    void form.handleSubmit((parsed) =>
      ask({ kind: 'save', body: updateRequest(investigation, parsed, form.getValues()) }),
    )();

  const completion = canCompleteInvestigation(current);
  const message =
    question?.kind === 'untick'
      ? question.section === 'completed'
        ? CONFIRM_REOPEN
        : CONFIRM_REMOVE_SIGN_OFF
      : question
        ? QUESTIONS[question.kind]
        : '';

  return (
    <FormProvider {...form}>
      <Paper
        component="form"
        noValidate
        aria-label="Update Investigation"
        onSubmit={(event) => event.preventDefault()}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <InvestigationTextField
          name="incidentDescription"
          label="Incident Description"
          multiline
          required
          disabled={locked}
        />
        <Box sx={{ mt: 2 }}>
          <Controller
            control={form.control}
            name="attachments"
            render={({ field }) => (
              <AttachmentUploader
                value={field.value}
                onChange={field.onChange}
                disabled={locked}
                onBusyChange={setUploading}
              />
            )}
          />
        </Box>
        {INVESTIGATION_SECTIONS.map(({ key, label }) => {
          const check = canSignOffSection(current, key);
          return (
            <InvestigationSectionField
              key={key}
              section={key}
              label={label}
              signedOff={values.signedOff[key]}
              locked={locked}
              required={justifiedYes && REQUIRED_SECTIONS_WHEN_JUSTIFIED.includes(key)}
              signature={signature(current[signedByKey(key)], current[signedDateKey(key)])}
              reasons={check.ok ? [] : check.reasons}
              onSignOffChange={(checked) =>
                checked ? setSignedOff(key, true) : ask({ kind: 'untick', section: key })
              }
            />
          );
        })}
        <InvestigationOutcomeFields disabled={locked} />
        {values.incidentJustified !== null && (
          <SignOffCheckbox
            label="Is completed?"
            checked={completed}
            disabled={busy || (!completed && !completion.ok)}
            signature={
              investigation.completed
                ? signature(investigation.completedSignedBy, investigation.completedSignedDate)
                : signature(actorId, today)
            }
            reasons={completion.ok ? [] : completion.reasons}
            onChange={(checked) =>
              checked
                ? form.setValue('completed', true, { shouldDirty: true })
                : ask({ kind: 'untick', section: 'completed' })
            }
          />
        )}
        <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button variant="outlined" disabled={busy} onClick={() => ask({ kind: 'discard' })}>
            Discard changes
          </Button>
          <Button variant="contained" disabled={busy || uploading} onClick={save}>
            Save changes
          </Button>
        </Box>
      </Paper>
      <ConfirmDialog
        open={asking}
        message={message}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </FormProvider>
  );
}
