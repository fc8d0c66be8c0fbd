import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { todayIso } from '@qi/domain/dates';
import { canSetSeverity, canSetSupplier } from '@qi/domain/incident-classification';
import { makeIncidentFormSchema } from '@qi/domain/incident-form';
import { requiresInvestigation } from '@qi/domain/incident-status';
import { isStaleVersionIssue } from '@qi/domain/record-version';
import { type ReactNode, useMemo, useState } from 'react';
import { Controller, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { isApiError } from '../../../lib/api-error';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { AttachmentUploader } from '../../attachments/components/attachment-uploader';
import type { TIncidentDetails } from '../api/get-incident';
import { useActor } from '../hooks/use-actor';
import { useIncidentReferenceData } from '../hooks/use-incident-reference-data';
import { IncidentClassificationFields } from './incident-classification-fields';
import { IncidentDescriptionField } from './incident-description-field';
import {
  formFields,
  formStateFromIncident,
  type IncidentFormFields,
  type IncidentFormState,
  type ParsedIncidentForm,
  type RebasedIncidentForm,
  rebaseIncidentFormState,
} from './incident-form-values';
import { IncidentInvestigationField } from './incident-investigation-field';
import { IncidentLocationFields } from './incident-location-fields';
import { IncidentProductFields } from './incident-product-fields';

/** A button under the form; each asks for confirmation first (docs/product.md §2, §4). */
export interface IncidentFormAction {
  id: string;
  label: string;
  /** The confirmation question. */
  confirm: string;
  /** Save and submit need a valid form before asking; discard and delete do not. */
  validate: boolean;
  variant?: 'contained' | 'outlined' | 'text';
  color?: 'primary' | 'error';
}

/** The button of the dialog shown when a save was refused because someone else saved first. */
export const RELOAD_KEEPING_CHANGES = 'Reload and keep my changes';

interface Pending {
  action: IncidentFormAction;
  fields: IncidentFormFields | null;
}

/**
 * The incident form of docs/product.md §5, shared by 'Report Incident' (new, draft and pending-update) and 'Update Incident'.
 * Rules and messages come from the domain schema. `onAction` gets the parsed fields (null for actions that
 * do not validate) and the version the form was loaded from once the person has confirmed. When it rejects
 * because someone else saved first, the form offers to reload with the person's changes kept on top.
 */
export function IncidentForm({
  mode,
  incident,
  actions,
  busy,
  onAction,
  onReload,
  initialState,
  heldFiles,
  prefill,
  beforeAsk,
  similar,
}: {
  mode: 'report' | 'update';
  incident?: TIncidentDetails;
  /** Values a new report starts with (a scanned part number and its product); the form's rules still apply. */
  prefill?: Partial<Pick<IncidentFormState, 'incidentDate' | 'product' | 'partNumber'>>;
  actions: IncidentFormAction[];
  busy: boolean;
  onAction: (
    actionId: string,
    fields: IncidentFormFields | null,
    version: number | undefined,
  ) => Promise<unknown> | undefined;
  /**
   * Checked before the confirmation question: false stops there (e.g. a reason for change still missing, so
   * that the person is not asked 'Are you sure…?' for a save that cannot go ahead).
   */
  beforeAsk?: (actionId: string) => boolean;
  /** Loads the incident as it is saved now (an existing incident's form). */
  onReload?: () => Promise<TIncidentDetails>;
  /** The values to start from when there is no incident (a queued report being edited). */
  initialState?: IncidentFormState;
  /** Shown under the description, inside the form's FormProvider (the similar incidents panel). */
  similar?: ReactNode;
  /** A new report: files chosen offline are kept on the device (features/incidents/offline), listed under the uploader. */
  heldFiles?: { hold: (files: File[]) => void; list: ReactNode };
}) {
  // What the form was loaded from: saves carry its version.
  const [baseline, setBaseline] = useState(incident);
  const [stale, setStale] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const [rebased, setRebased] = useState<Omit<RebasedIncidentForm, 'state'> | null>(null);
  const reference = useIncidentReferenceData(incident);
  const [today] = useState(() => todayIso());
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  // The question stays in place while the dialog fades out.
  const [asking, setAsking] = useState(false);
  const status = incident?.status;
  const loaded = !reference.isPending;
  const actor = useActor();
  const may = {
    severity: mode === 'update' && actor !== null && canSetSeverity(actor.role),
    supplier: actor !== null && canSetSupplier(actor.role, status ?? null),
  };

  const resolver = useMemo(() => {
    const schema = makeIncidentFormSchema({
      today,
      mode,
      ...(status ? { status } : {}),
      ...(loaded
        ? {
            locations: reference.locations,
            products: reference.products,
            partNumbers: reference.partNumbers,
          }
        : {}),
    });
    return zodResolver(schema) as unknown as Resolver<IncidentFormState, unknown, ParsedIncidentForm>;
  }, [today, mode, status, loaded, reference.locations, reference.products, reference.partNumbers]);

  const form = useForm<IncidentFormState, unknown, ParsedIncidentForm>({
    defaultValues: initialState ?? { ...formStateFromIncident(incident), ...prefill },
    resolver,
    // The first invalid field in page order is focused instead (useFocusFirstInvalid).
    shouldFocusError: false,
  });
  const invalid = useFocusFirstInvalid<HTMLFormElement>();
  // Changes kept on top of a reloaded version are still unsaved, though the reload made them the form's values.
  const guard = useUnsavedChangesGuard(form.formState.isDirty || (rebased?.kept.length ?? 0) > 0);

  const ask = (action: IncidentFormAction) => {
    if (beforeAsk && !beforeAsk(action.id)) return;
    const open = (fields: IncidentFormFields | null) => {
      setPending({ action, fields });
      setAsking(true);
    };
    if (!action.validate) {
      open(null);
      return;
    }
    void form.handleSubmit((parsed) => open(formFields(parsed, form.getValues(), may)), invalid.onInvalid)();
  };

  const confirm = async () => {
    if (!pending) return;
    // Saving, submitting, deleting and discarding leave the page on purpose.
    guard.allowLeaving();
    try {
      await onAction(pending.action.id, pending.fields, baseline?.version);
    } catch (error) {
      if (isApiError(error) && error.status === 409 && isStaleVersionIssue(error.issues)) {
        setStale(error.message);
      }
    } finally {
      // Still here (the action failed): leaving asks again.
      guard.allowLeaving(false);
      setAsking(false);
    }
  };

  const reload = async () => {
    if (!onReload || !baseline) return;
    setReloading(true);
    try {
      const fresh = await onReload();
      const { state, ...notes } = rebaseIncidentFormState(baseline, fresh, form.getValues());
      setBaseline(fresh);
      form.reset(state);
      setRebased(notes);
      setStale(null);
    } catch (error) {
      console.error('Reloading the incident failed', error);
    } finally {
      setReloading(false);
    }
  };

  const disabled = busy || uploading;
  return (
    <FormProvider {...form}>
      <Paper
        component="form"
        ref={invalid.containerRef}
        noValidate
        aria-label={mode === 'report' ? 'Report Incident' : 'Update Incident'}
        onSubmit={(event) => event.preventDefault()}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        {rebased && (
          <Alert severity={rebased.overlapping.length > 0 ? 'warning' : 'info'} sx={{ mb: 2 }} role="status">
            Reloaded the saved version.{' '}
            {rebased.kept.length > 0
              ? `Your unsaved changes were kept: ${rebased.kept.join(', ')}.`
              : 'You had no unsaved changes.'}
            {rebased.overlapping.length > 0 &&
              ` Someone else changed these too (your version is shown): ${rebased.overlapping.join(', ')}.`}
          </Alert>
        )}
        <IncidentProductFields
          today={today}
          products={reference.products}
          partNumbers={reference.partNumbers}
          partNumberMap={reference.partNumberMap}
        />
        <IncidentClassificationFields
          suppliers={reference.suppliers}
          savedSupplierId={baseline?.supplierId ?? null}
          supplierEnabled={may.supplier}
          showSeverity={may.severity}
        />
        <IncidentLocationFields locations={reference.locations} />
        <IncidentDescriptionField />
        {similar}
        {mode === 'update' && status && requiresInvestigation(status) && (
          <IncidentInvestigationField investigationStatus={incident?.investigationStatus ?? null} />
        )}
        <Box sx={{ mt: 2 }}>
          <Controller
            control={form.control}
            name="attachments"
            render={({ field }) => (
              <AttachmentUploader
                value={field.value}
                onChange={field.onChange}
                disabled={busy}
                onBusyChange={setUploading}
                {...(heldFiles ? { onOffline: heldFiles.hold } : {})}
              />
            )}
          />
          {heldFiles?.list}
        </Box>
        <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {actions.map((action) => (
            <Button
              key={action.id}
              type="button"
              variant={action.variant ?? 'contained'}
              color={action.color ?? 'primary'}
              disabled={disabled}
              onClick={() => ask(action)}
            >
              {action.label}
            </Button>
          ))}
        </Box>
      </Paper>
      <ConfirmDialog
        open={asking}
        message={pending?.action.confirm ?? ''}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
      {guard.dialog}
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
