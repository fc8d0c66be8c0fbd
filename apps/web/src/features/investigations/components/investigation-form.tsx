import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { todayIso } from '@qi/domain/dates';
import { DUE_SECTION_LABELS, DUE_SECTIONS, type DueSection } from '@qi/domain/due-dates';
import {
  INVESTIGATION_SECTIONS,
  type InvestigationSection,
  REQUIRED_SECTIONS_WHEN_JUSTIFIED,
  signedByKey,
  signedDateKey,
  type TInvestigation,
} from '@qi/domain/investigation';
import { makeInvestigationFormSchema } from '@qi/domain/investigation-form';
import { canCompleteInvestigation, canSignOffSection } from '@qi/domain/investigation-sign-off';
import { CONCURRENCY_MSG, isStaleVersionIssue } from '@qi/domain/record-version';
import type { WithdrawableSubject } from '@qi/domain/signatures';
import { CONFIRM } from '@qi/domain/toast-messages';
import { useMemo, useRef, useState } from 'react';
import { Controller, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { isApiError } from '../../../lib/api-error';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { AttachmentUploader } from '../../attachments/components/attachment-uploader';
import { useInvestigationSigning } from '../../signatures/hooks/use-investigation-signing';
import { passwordWanted } from '../../signatures/lib/signature-errors';
import type { TUpdateInvestigationBody } from '../api/update-investigation';
import { usePeople, useScheduleEditor } from '../hooks/use-schedule-editor';
import {
  formAsInvestigation,
  formStateFromInvestigation,
  type InvestigationFormState,
  type ParsedInvestigationForm,
  type RebasedForm,
  rebaseFormState,
  updateRequest,
} from '../lib/investigation-form-values';
import { DUE_DATE_TEXT_MSG } from '../lib/investigation-schedule';
import { signedByText } from '../lib/investigation-text';
import { InvestigationOutcomeFields } from './investigation-outcome-fields';
import { InvestigationSectionField } from './investigation-section-field';
import { InvestigationTextField } from './investigation-text-field';
import { MoveDueDateDialog } from './move-due-date-dialog';
import { SectionScheduleFields } from './section-schedule-fields';
import { SignOffCheckbox } from './sign-off-checkbox';

export const CONFIRM_REMOVE_SIGN_OFF = 'Are you sure you want to remove the sign-off?';
export const CONFIRM_REOPEN = 'Are you sure you want to mark the investigation as not completed?';
/** The button of the dialog shown when a save was refused because someone else saved first. */
export const RELOAD_KEEPING_CHANGES = 'Reload and keep my changes';

type Question =
  | { kind: 'discard' }
  | { kind: 'save'; body: TUpdateInvestigationBody }
  | { kind: 'untick'; section: InvestigationSection | 'completed' };

const QUESTIONS = { discard: CONFIRM.discard, save: CONFIRM.save } as const;
const NOTHING_SIGNED = () => false;

/**
 * 'Update Investigation' (docs/product.md §2, §4, §5): the domain decides when a section may be signed off and when the
 * investigation may be completed; signed sections lock, and everything locks while completed. A save sends only the
 * person's changes against the version the form was loaded from; when someone else saved first the server refuses
 * it and the form offers to reload that version with the person's changes kept on top.
 */
export function InvestigationForm({
  investigation,
  actorId,
  nameOf,
  busy,
  closedLock = false,
  isSigned = NOTHING_SIGNED,
  onSave,
  onReload,
  onDiscard,
}: {
  investigation: TInvestigation;
  actorId: string;
  nameOf: (id: string | null) => string;
  busy: boolean;
  /** Completed with a closed incident: not even 'Is completed?' may change (only the explicit reopen). */
  closedLock?: boolean;
  /** Whether a sign-off ('investigation': the completion) carries a live signature record. */
  isSigned?: (subject: WithdrawableSubject) => boolean;
  onSave: (body: TUpdateInvestigationBody) => Promise<unknown>;
  /** Loads the investigation as it is saved now. */
  onReload: () => Promise<TInvestigation>;
  onDiscard: () => void;
}) {
  const [today] = useState(() => todayIso());
  // What the form was loaded from: saves send the changes against it, with its version.
  const [baseline, setBaseline] = useState(investigation);
  const [stale, setStale] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const [rebased, setRebased] = useState<Omit<RebasedForm, 'state'> | null>(null);
  const [uploading, setUploading] = useState(false);
  const [question, setQuestion] = useState<Question | null>(null);
  const [asking, setAsking] = useState(false);
  const signing = useInvestigationSigning(isSigned);
  // 'Save progress' validates without the whole-form rule; the resolver follows the button that was pressed.
  const progress = useRef(false);
  const resolver = useMemo(() => {
    const whole = zodResolver(makeInvestigationFormSchema());
    const staged = zodResolver(makeInvestigationFormSchema({ progress: true }));
    return ((...args: Parameters<typeof whole>) =>
      (progress.current ? staged : whole)(...args)) as unknown as Resolver<
      InvestigationFormState,
      unknown,
      ParsedInvestigationForm
    >;
  }, []);
  const form = useForm<InvestigationFormState, unknown, ParsedInvestigationForm>({
    defaultValues: formStateFromInvestigation(investigation),
    resolver,
    // The first invalid field in page order is focused instead (useFocusFirstInvalid).
    shouldFocusError: false,
  });
  const invalid = useFocusFirstInvalid<HTMLFormElement>();
  const schedule = useScheduleEditor(baseline.schedule);
  const people = usePeople();
  const [showScheduleErrors, setShowScheduleErrors] = useState(false);
  // Changes kept on top of a reloaded version are still unsaved, though the reload made them the form's values.
  const guard = useUnsavedChangesGuard(
    form.formState.isDirty || schedule.changed || (rebased?.kept.length ?? 0) > 0,
  );
  const values = form.watch();
  const current = formAsInvestigation(baseline, values, actorId, today);
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
    if (question.kind === 'discard') {
      guard.allowLeaving();
      onDiscard();
    } else if (question.kind === 'untick') {
      untick(question.section);
    } else {
      try {
        await send(question.body);
      } catch (error) {
        // The setting was turned on since the page read it: the same save, signed.
        if (passwordWanted(error)) signedSave(question.body, signing.sign.open);
      }
    }
    setAsking(false);
  };

  const untick = (section: InvestigationSection | 'completed') => {
    if (section === 'completed') form.setValue('completed', false, { shouldDirty: true });
    else setSignedOff(section, false);
  };
  const askUntick = (section: InvestigationSection | 'completed') => {
    const message = section === 'completed' ? CONFIRM_REOPEN : CONFIRM_REMOVE_SIGN_OFF;
    const subject = section === 'completed' ? 'investigation' : section;
    // A signed sign-off is withdrawn with a reason; an unsigned one is unticked as it always was.
    if (!signing.askWithdrawal(subject, message, () => untick(section))) ask({ kind: 'untick', section });
  };

  /** Sends the save; a successful one leaves the page on purpose, a failed one stays, and leaving asks again. */
  const send = async (body: TUpdateInvestigationBody) => {
    guard.allowLeaving();
    try {
      await onSave(body);
    } catch (error) {
      guard.allowLeaving(false);
      // The page reports other failures; a stale save is answered here, where the typed text is.
      if (isApiError(error) && error.status === 409 && isStaleVersionIssue(error.issues)) {
        setStale(error.message);
      }
      throw error;
    }
  };
  const signedSave = (body: TUpdateInvestigationBody, open = signing.sign.start) =>
    open({
      items: signing.prepare(baseline, body).items,
      send: (signature) => send({ ...body, ...(signature ? { signature } : {}) }),
    });

  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await onReload();
      const { state, ...notes } = rebaseFormState(baseline, fresh, form.getValues());
      setBaseline(fresh);
      form.reset(state);
      setRebased(notes);
      setStale(null);
    } catch (error) {
      console.error('Reloading the investigation failed', error);
    } finally {
      setReloading(false);
    }
  };

  /** 'Save changes', or 'Save progress' (`staged`): the same save without the whole-form rule, unless it completes. */
  const save = (staged = false) => {
    if (schedule.invalid.length > 0) {
      setShowScheduleErrors(true);
      return;
    }
    progress.current = staged && !(form.getValues('completed') && !baseline.completed);
    const asProgress = progress.current;
    void form.handleSubmit((parsed) => {
      const prepared = signing.prepare(baseline, {
        ...updateRequest(baseline, parsed, form.getValues()),
        ...schedule.body(),
        ...(asProgress ? { progress: true } : {}),
      });
      // With signatures on, a save that signs or withdraws asks for the password instead of 'Are you sure…'.
      if (signing.sign.required && prepared.items.length > 0) signedSave(prepared.body);
      else ask({ kind: 'save', body: prepared.body });
    }, invalid.onInvalid)();
  };
  const dueDateError = (section: DueSection) =>
    showScheduleErrors && schedule.invalid.includes(section) ? DUE_DATE_TEXT_MSG : undefined;

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
        ref={invalid.containerRef}
        noValidate
        aria-label="Update Investigation"
        onSubmit={(event) => event.preventDefault()}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        {rebased && <ReloadedNote kept={rebased.kept} overlapping={rebased.overlapping} />}
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
          const due = DUE_SECTIONS.find((s) => s === key);
          return (
            <InvestigationSectionField
              key={key}
              schedule={
                due && (
                  <SectionScheduleFields
                    section={due}
                    value={schedule.edited[due]}
                    people={people(schedule.edited[due].owner)}
                    disabled={locked}
                    dueDateError={dueDateError(due)}
                    onOwnerChange={(owner) => schedule.setOwner(due, owner)}
                    onDueDateChange={(value) => schedule.setDueDate(due, value)}
                  />
                )
              }
              section={key}
              label={label}
              signedOff={values.signedOff[key]}
              locked={locked}
              required={justifiedYes && REQUIRED_SECTIONS_WHEN_JUSTIFIED.includes(key)}
              signature={signature(current[signedByKey(key)], current[signedDateKey(key)])}
              reasons={check.ok ? [] : check.reasons}
              onSignOffChange={(checked) => (checked ? setSignedOff(key, true) : askUntick(key))}
            />
          );
        })}
        <InvestigationOutcomeFields disabled={locked} />
        {values.incidentJustified !== null && (
          <SignOffCheckbox
            label="Is completed?"
            checked={completed}
            disabled={busy || closedLock || (!completed && !completion.ok)}
            signature={
              baseline.completed
                ? [
                    signature(baseline.completedSignedBy, baseline.completedSignedDate),
                    closedLock ? CONCURRENCY_MSG.closedIncidentsLock : null,
                  ]
                    .filter(Boolean)
                    .join(' ')
                : signature(actorId, today)
            }
            reasons={completion.ok ? [] : completion.reasons}
            onChange={(checked) =>
              checked ? form.setValue('completed', true, { shouldDirty: true }) : askUntick('completed')
            }
          />
        )}
        <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button variant="outlined" disabled={busy} onClick={() => ask({ kind: 'discard' })}>
            Discard changes
          </Button>
          <Button variant="outlined" disabled={busy || uploading} onClick={() => save(true)}>
            Save progress
          </Button>
          <Button variant="contained" disabled={busy || uploading} onClick={() => save()}>
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
      {guard.dialog}
      {signing.dialogs}
      <MoveDueDateDialog
        open={schedule.pending !== null}
        sectionLabel={schedule.pending ? DUE_SECTION_LABELS[schedule.pending.section] : ''}
        from={schedule.pending?.from ?? null}
        to={schedule.pending?.to ?? ''}
        onConfirm={schedule.confirmMove}
        onCancel={schedule.cancelMove}
      />
      <ConfirmDialog
        open={stale !== null}
        message={stale ?? ''}
        confirmLabel={RELOAD_KEEPING_CHANGES}
        busy={reloading}
        onConfirm={() => void reload()}
        onClose={() => setStale(null)}
      >
        Nothing was saved. Reloading shows what is saved now and keeps your unsaved changes on the form, so
        you can check them and save again.
      </ConfirmDialog>
    </FormProvider>
  );
}

/** After a reload: which of the person's changes were kept, and where someone else had changed the same field. */
function ReloadedNote({ kept, overlapping }: Omit<RebasedForm, 'state'>) {
  return (
    <Alert severity={overlapping.length > 0 ? 'warning' : 'info'} sx={{ mb: 2 }} role="status">
      Reloaded the saved version.{' '}
      {kept.length > 0
        ? `Your unsaved changes were kept: ${kept.join(', ')}.`
        : 'You had no unsaved changes.'}
      {overlapping.map(({ label, saved }) => (
        <Box key={label} component="span" sx={{ display: 'block', mt: 0.5, whiteSpace: 'pre-wrap' }}>
          {`${label} was also changed by someone else. Saved now: ${saved}`}
        </Box>
      ))}
    </Alert>
  );
}
