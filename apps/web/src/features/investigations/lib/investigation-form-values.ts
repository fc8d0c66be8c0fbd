import type { TAttachment } from '@qi/domain/attachments';
import { stripMinusSigns } from '@qi/domain/incident-form';
import {
  INVESTIGATION_SECTION_KEYS,
  INVESTIGATION_SECTIONS,
  type InvestigationSection,
  isJustified,
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

/** docs/product.md §9: costs are in pounds with two decimals, in the form too (210.50, -25.00). */
export function costText(value: number | null): string {
  return value === null || !Number.isFinite(value) ? '' : value.toFixed(2);
}

/** A typed cost shown with two decimals once the field is left; text that is not a number stays as typed. */
export function formatTypedCost(text: string): string {
  const value = costValue(text);
  return value === null ? text : costText(value);
}

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
    // docs/product.md §9: Yes unless explicitly false, as the details page shows it (a new one holds null).
    incidentJustified: isJustified(inv.incidentJustified),
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

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const sameAttachments = (a: readonly TAttachment[], b: readonly TAttachment[]) =>
  a.map((x) => x.id).join('\n') === b.map((x) => x.id).join('\n');

/**
 * The `PUT /v1/investigations/{id}` body: the version the form was loaded from and only what the person changed
 * against it. A sign-off or the completion is sent only when its box was clicked, so saving a form never undoes
 * what someone else signed, completed or wrote meanwhile (and a stale version is refused by the server anyway).
 */
export function updateRequest(
  baseline: TInvestigation,
  parsed: ParsedInvestigationForm,
  values: InvestigationFormState,
): TUpdateInvestigationRequest {
  const body: TUpdateInvestigationRequest = {};
  if (baseline.version !== undefined) body.version = baseline.version;
  const texts = ['incidentDescription', ...INVESTIGATION_SECTION_KEYS] as const;
  for (const key of texts) {
    if (!same(parsed[key], baseline[key] ?? '')) body[key] = parsed[key];
  }
  const category = parsed.rootCauseCategory as TRootCauseCategory | null;
  if (category?.id !== baseline.rootCauseCategory?.id) body.rootCauseCategory = category;
  if (!same(parsed.defectiveProductQuantity, baseline.defectiveProductQuantity)) {
    body.defectiveProductQuantity = parsed.defectiveProductQuantity;
  }
  for (const key of ['costOfLabour', 'costOfMaterial', 'costAdjustment'] as const) {
    if (!same(parsed[key], baseline[key])) body[key] = parsed[key];
  }
  if (parsed.incidentJustified !== baseline.incidentJustified) {
    body.incidentJustified = parsed.incidentJustified;
  }
  if (!sameAttachments(values.attachments, baseline.attachments)) body.attachments = values.attachments;
  for (const section of INVESTIGATION_SECTION_KEYS) {
    const wanted = values.signedOff[section];
    if (wanted !== Boolean(baseline[signedDateKey(section)])) {
      body.signedOff = { ...body.signedOff, [section]: wanted };
    }
  }
  if (values.completed !== baseline.completed) body.completed = values.completed;
  return body;
}

/** The labels of the form's fields, to say which of the person's changes a reload kept. */
const FIELD_LABELS: Record<string, string> = {
  incidentDescription: 'Incident Description',
  attachments: 'Attachments',
  ...Object.fromEntries(INVESTIGATION_SECTIONS.map(({ key, label }) => [key, label])),
  rootCauseCategory: 'Root Cause Category',
  defectiveProductQuantity: 'Defective Product',
  costOfLabour: 'Cost of Labour',
  costOfMaterial: 'Cost of Material',
  costAdjustment: 'Cost Adjustment (£)',
  incidentJustified: 'Is the incident justified?',
  completed: 'Is completed?',
};

export interface RebasedForm {
  state: InvestigationFormState;
  /** The labels of the person's changes kept on the form. */
  kept: string[];
  /** The person's changes to fields that someone else changed too, with what is saved now. */
  overlapping: { label: string; saved: string }[];
}

/** What a field holds, as a short text (for the note about fields both people changed). */
function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((a: { name?: string }) => a.name ?? '').join(', ') || '(none)';
  if (typeof value === 'object') return (value as { title?: string }).title ?? '';
  return String(value);
}

/**
 * After a save was refused as stale: the freshly loaded investigation's form with the person's own changes
 * (the fields that differ from what the form was loaded from) kept on top, so no typed text is lost.
 */
export function rebaseFormState(
  oldBaseline: TInvestigation,
  fresh: TInvestigation,
  values: InvestigationFormState,
): RebasedForm {
  const before = formStateFromInvestigation(oldBaseline);
  const now = formStateFromInvestigation(fresh);
  const state: InvestigationFormState = { ...now, signedOff: { ...now.signedOff } };
  const kept: string[] = [];
  const overlapping: RebasedForm['overlapping'] = [];
  // Attachment urls are signed afresh with every answer: attachments are the same when their ids are.
  const equal = (key: string, a: unknown, b: unknown) =>
    key === 'attachments' ? sameAttachments(a as TAttachment[], b as TAttachment[]) : same(a, b);
  const keep = (
    key: string,
    label: string,
    mine: unknown,
    was: unknown,
    saved: unknown,
    apply: () => void,
  ) => {
    if (equal(key, mine, was)) return;
    apply();
    kept.push(label);
    if (!equal(key, saved, was) && !equal(key, saved, mine)) {
      overlapping.push({ label, saved: shownValue(saved) });
    }
  };
  for (const key of Object.keys(now) as (keyof InvestigationFormState)[]) {
    if (key === 'signedOff') continue;
    const mine = values[key];
    keep(key, FIELD_LABELS[key] ?? key, mine, before[key], now[key], () => {
      (state as unknown as Record<string, unknown>)[key] = mine;
    });
  }
  for (const section of INVESTIGATION_SECTION_KEYS) {
    const mine = values.signedOff[section];
    const label = `${FIELD_LABELS[section]} sign-off`;
    keep(section, label, mine, before.signedOff[section], now.signedOff[section], () => {
      state.signedOff[section] = mine;
    });
  }
  return { state, kept, overlapping };
}
