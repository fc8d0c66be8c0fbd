import type { TAttachment } from '@qi/domain/attachments';
import type { TIncident, TIncidentFields } from '@qi/domain/incident';
import type { makeIncidentFormSchema } from '@qi/domain/incident-form';
import type { TCategory, TFurtherSubcategory, TLocation, TSubcategory } from '@qi/domain/reference-data';
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
}

/** The fields a person edits on the form, as they are sent to the server. */
export type IncidentFormFields = Omit<TIncidentFields, 'investigationId' | 'incidentJustified'>;

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
  };
}

/** The parsed form plus the attachments (which the schema does not look at). */
export function formFields(parsed: ParsedIncidentForm, attachments: TAttachment[]): IncidentFormFields {
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
    attachments,
  };
}
