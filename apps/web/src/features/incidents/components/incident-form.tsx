import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { todayIso } from '@qi/domain/dates';
import { makeIncidentFormSchema } from '@qi/domain/incident-form';
import { requiresInvestigation } from '@qi/domain/incident-status';
import { useMemo, useState } from 'react';
import { Controller, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AttachmentUploader } from '../../attachments/components/attachment-uploader';
import type { TIncidentDetails } from '../api/get-incident';
import { useIncidentReferenceData } from '../hooks/use-incident-reference-data';
import { IncidentDescriptionField } from './incident-description-field';
import {
  formFields,
  formStateFromIncident,
  type IncidentFormFields,
  type IncidentFormState,
  type ParsedIncidentForm,
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

interface Pending {
  action: IncidentFormAction;
  fields: IncidentFormFields | null;
}

/**
 * The incident form of docs/product.md §5, shared by 'Report Incident' (new, draft and pending-update) and 'Update Incident'.
 * Rules and messages come from the domain schema. `onAction` gets the parsed fields (null for actions that
 * do not validate) once the person has confirmed.
 */
export function IncidentForm({
  mode,
  incident,
  actions,
  busy,
  onAction,
}: {
  mode: 'report' | 'update';
  incident?: TIncidentDetails;
  actions: IncidentFormAction[];
  busy: boolean;
  onAction: (actionId: string, fields: IncidentFormFields | null) => Promise<unknown> | undefined;
}) {
  const reference = useIncidentReferenceData();
  const [today] = useState(() => todayIso());
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  // The question stays in place while the dialog fades out.
  const [asking, setAsking] = useState(false);
  const status = incident?.status;
  const loaded = !reference.isPending;

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
    defaultValues: formStateFromIncident(incident),
    resolver,
  });

  const ask = (action: IncidentFormAction) => {
    const open = (fields: IncidentFormFields | null) => {
      setPending({ action, fields });
      setAsking(true);
    };
    if (!action.validate) {
      open(null);
      return;
    }
    void form.handleSubmit((parsed) => open(formFields(parsed, form.getValues('attachments'))))();
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      await onAction(pending.action.id, pending.fields);
    } finally {
      setAsking(false);
    }
  };

  const disabled = busy || uploading;
  return (
    <FormProvider {...form}>
      <Paper
        component="form"
        noValidate
        aria-label={mode === 'report' ? 'Report Incident' : 'Update Incident'}
        onSubmit={(event) => event.preventDefault()}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <IncidentProductFields
          today={today}
          products={reference.products}
          partNumbers={reference.partNumbers}
          partNumberMap={reference.partNumberMap}
        />
        <IncidentLocationFields locations={reference.locations} />
        <IncidentDescriptionField />
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
              />
            )}
          />
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
    </FormProvider>
  );
}
