import type { TAttachment } from '@qi/domain/attachments';
import { stripMinusSigns } from '@qi/domain/incident-form';
import {
  INVESTIGATION_SECTION_KEYS,
  type InvestigationSection,
  signedByKey,
  signedDateKey,
  type TInvestigation,
  type TUpdateInvestigationRequest,
} from '@qi/domain/investigation';
import type { makeInvestigationFormSchema } from '@qi/domain/investigation-form';
import type { TRootCauseCategory } from '@qi/domain/root-cause-categories';
import type { z } from 'zod';

export type SignedOff = Record<InvestigationSection, boolean>;
export type CostField = 'costOfLabour' | 'costOfMaterial' | 'costAdjustment';

/** What 'Update Investigation' holds while it is edited (costs and quantity as typed). */
export interface InvestigationFormState extends Record<InvestigationSection, string> {
  incidentDescription: string;
  rootCauseCategory: TRootCauseCategory | null;
  defectiveProductQuantity: string;
  costOfLabour: string;
  costOfMaterial: string;
  costAdjustment: string;
  incidentJustified: boolean | null;
  attachments: TAttachment[];
  /** The wanted state of each section's Completed checkbox. */
  signedOff: SignedOff;
  /** The wanted state of 'Is completed?'. */
  completed: boolean;
}

/** The resolver's output: the domain schema's parsed values (plus the keys it lets through). */
export type ParsedInvestigationForm = z.output<ReturnType<typeof makeInvestigationFormSchema>>;

const costText = (value: number | null) => (value === null ? '' : String(value));

export function formStateFromInvestigation(inv: TInvestigation): InvestigationFormState {
  const sections = Object.fromEntries(INVESTIGATION_SECTION_KEYS.map((s) => [s, inv[s] ?? ''])) as Record<
    InvestigationSection,
    string
  >;
  return {
    ...sections,
    incidentDescription: inv.incidentDescription ?? '',
    rootCauseCategory: inv.rootCauseCategory,
    defectiveProductQuantity: inv.defectiveProductQuantity ?? '',
    costOfLabour: costText(inv.costOfLabour),
    costOfMaterial: costText(inv.costOfMaterial),
    costAdjustment: costText(inv.costAdjustment),
    incidentJustified: inv.incidentJustified,
    attachments: inv.attachments,
    signedOff: Object.fromEntries(
      INVESTIGATION_SECTION_KEYS.map((s) => [s, Boolean(inv[signedDateKey(s)])]),
    ) as SignedOff,
    completed: inv.completed,
  };
}

/** A typed cost as a number; empty or not a number counts as nothing (the schema reports the latter). */
export function costValue(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text.trim());
  return Number.isFinite(n) ? n : null;
}

/**
 * The form as an investigation, for the domain's checks (`canSignOffSection`, `canCompleteInvestigation`): a ticked
 * section keeps its recorded signer and date, or gets `actorId` and `today` as the server will record them.
 */
export function formAsInvestigation(
  previous: TInvestigation,
  values: InvestigationFormState,
  actorId: string,
  today: string,
): TInvestigation {
  const next: TInvestigation = {
    ...previous,
    incidentDescription: values.incidentDescription,
    rootCauseCategory: values.rootCauseCategory,
    defectiveProductQuantity: stripMinusSigns(values.defectiveProductQuantity).trim(),
    costOfLabour: costValue(values.costOfLabour),
    costOfMaterial: costValue(values.costOfMaterial),
    costAdjustment: costValue(values.costAdjustment),
    incidentJustified: values.incidentJustified,
    attachments: values.attachments,
  };
  for (const s of INVESTIGATION_SECTION_KEYS) {
    next[s] = values[s];
    const keep = values.signedOff[s] && previous[signedDateKey(s)];
    next[signedByKey(s)] = values.signedOff[s] ? (keep ? previous[signedByKey(s)] : actorId) : null;
    next[signedDateKey(s)] = values.signedOff[s] ? (keep ? previous[signedDateKey(s)] : today) : null;
  }
  return next;
}

/**
 * The `PUT /v1/investigations/{id}` body. A completed investigation that stays completed cannot change, so only
 * `completed` is sent; otherwise every editable field, the wanted sign-offs and 'Is completed?'.
 */
export function updateRequest(
  previous: TInvestigation,
  parsed: ParsedInvestigationForm,
  values: InvestigationFormState,
): TUpdateInvestigationRequest {
  if (previous.completed && values.completed) return { completed: true };
  return {
    incidentDescription: parsed.incidentDescription,
    containmentAction: parsed.containmentAction,
    rootCause: parsed.rootCause,
    rootCauseCategory: parsed.rootCauseCategory as TRootCauseCategory | null,
    correctiveAction: parsed.correctiveAction,
    verificationOfEffectiveness: parsed.verificationOfEffectiveness,
    preventiveAction: parsed.preventiveAction,
    additionalNotes: parsed.additionalNotes,
    defectiveProductQuantity: parsed.defectiveProductQuantity,
    costOfLabour: parsed.costOfLabour,
    costOfMaterial: parsed.costOfMaterial,
    costAdjustment: parsed.costAdjustment,
    incidentJustified: parsed.incidentJustified,
    attachments: values.attachments,
    signedOff: { ...values.signedOff },
    completed: values.completed,
  };
}
