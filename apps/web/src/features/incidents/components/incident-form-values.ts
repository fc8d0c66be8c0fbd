import type { TAttachment } from '@qi/domain/attachments';
import type { TIncident, TIncidentFields } from '@qi/domain/incident';
import type { makeIncidentFormSchema } from '@qi/domain/incident-form';
import type { TCategory, TFurtherSubcategory, TLocation, TSubcategory } from '@qi/domain/reference-data';
import type { Severity } from '@qi/domain/severity';
import type { z } from 'zod';

/** What the incident form holds while it is being edited (the quantity is the text as typed). */
export interface IncidentFormState {
  incidentDate: string;
  product: string;
  partNumber: string;
  defectiveQuantity: string;
  grnNumber: string;
  orderNumber: string;
  incidentLocation: TLocation | null;
  category: TCategory | null;
  subcategory: TSubcategory | null;
  furtherSubcategory: TFurtherSubcategory | null;
  description: string;
  investigationId: string | null;
  attachments: TAttachment[];
  /** '' while none is chosen. */
  severity: Severity | '';
  /** A supplier's id; '' for none. */
  supplierId: string;
}

/**
 * The fields a person edits on the form, as they are sent to the server. Severity and supplier are left out
 * when this person may not set them (incident-classification.ts), so that the saved values stay as they are.
 */
export type IncidentFormFields = Omit<
  TIncidentFields,
  'investigationId' | 'incidentJustified' | 'severity' | 'supplierId'
> &
  Partial<Pick<TIncidentFields, 'severity' | 'supplierId'>>;

/** The resolver's output: the domain schema's parsed values. */
export type ParsedIncidentForm = z.output<ReturnType<typeof makeIncidentFormSchema>>;

export function formStateFromIncident(incident?: TIncident): IncidentFormState {
  return {
    incidentDate: incident?.incidentDate ?? '',
    product: incident?.product ?? '',
    partNumber: incident?.partNumber ?? '',
    defectiveQuantity:
      incident?.defectiveQuantity === null || incident?.defectiveQuantity === undefined
        ? ''
        : String(incident.defectiveQuantity),
    grnNumber: incident?.grnNumber ?? '',
    orderNumber: incident?.orderNumber ?? '',
    incidentLocation: incident?.incidentLocation ?? null,
    category: incident?.category ?? null,
    subcategory: incident?.subcategory ?? null,
    furtherSubcategory: incident?.furtherSubcategory ?? null,
    description: incident?.description ?? '',
    investigationId: incident?.investigationId ?? null,
    attachments: incident?.attachments ?? [],
    severity: incident?.severity ?? '',
    supplierId: incident?.supplierId ?? '',
  };
}

/**
 * The parsed form plus what the schema does not look at: the attachments, and the severity and supplier when
 * this person may set them.
 */
export function formFields(
  parsed: ParsedIncidentForm,
  values: Pick<IncidentFormState, 'attachments' | 'severity' | 'supplierId'>,
  may: { severity: boolean; supplier: boolean },
): IncidentFormFields {
  return {
    incidentDate: parsed.incidentDate,
    product: parsed.product,
    partNumber: parsed.partNumber,
    defectiveQuantity: parsed.defectiveQuantity,
    grnNumber: parsed.grnNumber,
    orderNumber: parsed.orderNumber,
    incidentLocation: parsed.incidentLocation,
    category: parsed.category,
    subcategory: parsed.subcategory,
    furtherSubcategory: parsed.furtherSubcategory,
    description: parsed.description,
    attachments: values.attachments,
    ...(may.severity ? { severity: values.severity || null } : {}),
    ...(may.supplier ? { supplierId: values.supplierId || null } : {}),
  };
}

/** The labels of the form's fields, to say which of the person's changes a reload kept. */
const FIELD_LABELS: Record<keyof IncidentFormState, string> = {
  incidentDate: 'Incident date',
  product: 'Product',
  partNumber: 'Part Number',
  defectiveQuantity: 'Defective Quantity',
  grnNumber: 'GRN Number',
  orderNumber: 'Order Number',
  incidentLocation: 'Incident Location',
  category: 'Category',
  subcategory: 'Subcategory level 1',
  furtherSubcategory: 'Subcategory level 2',
  description: 'Description',
  investigationId: 'Investigation',
  attachments: 'Attachments',
  severity: 'Severity',
  supplierId: 'Supplier',
};

export interface RebasedIncidentForm {
  state: IncidentFormState;
  /** The labels of the person's changes kept on the form. */
  kept: string[];
  /** The labels of the fields that the person and someone else both changed (the person's value is kept). */
  overlapping: string[];
}

/** Attachment urls are signed afresh with every answer: attachments are the same when their ids are. */
function sameValue(key: keyof IncidentFormState, a: unknown, b: unknown): boolean {
  if (key === 'attachments') {
    const ids = (v: unknown) => ((v as { id: string }[] | null) ?? []).map((x) => x.id).join('\n');
    return ids(a) === ids(b);
  }
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * After a save was refused as stale: the freshly loaded incident's form with the person's own changes (the
 * fields that differ from what the form was loaded from) kept on top, so no typed text is lost.
 */
export function rebaseIncidentFormState(
  oldBaseline: TIncident,
  fresh: TIncident,
  values: IncidentFormState,
): RebasedIncidentForm {
  const before = formStateFromIncident(oldBaseline);
  const now = formStateFromIncident(fresh);
  const state: IncidentFormState = { ...now };
  const kept: string[] = [];
  const overlapping: string[] = [];
  for (const key of Object.keys(FIELD_LABELS) as (keyof IncidentFormState)[]) {
    if (sameValue(key, values[key], before[key])) continue;
    (state as unknown as Record<string, unknown>)[key] = values[key];
    kept.push(FIELD_LABELS[key]);
    if (!sameValue(key, now[key], before[key]) && !sameValue(key, now[key], values[key])) {
      overlapping.push(FIELD_LABELS[key]);
    }
  }
  return { state, kept, overlapping };
}
