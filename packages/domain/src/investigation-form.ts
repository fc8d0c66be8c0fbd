import { z } from 'zod';
import { stripMinusSigns } from './incident-form';
import { moneyIssue, quantityTextIssue } from './number-bounds';
import { INVESTIGATION_MSG } from './validation-messages';

export interface InvestigationFormValues {
  incidentDescription?: string | null;
  defectiveProductQuantity?: string | number | null;
  incidentJustified?: boolean | null;
  containmentAction?: string | null;
  rootCause?: string | null;
  rootCauseCategory?: { id: string; title: string } | null;
  correctiveAction?: string | null;
  verificationOfEffectiveness?: string | null;
  preventiveAction?: string | null;
}

export interface InvestigationFormIssue {
  path: string;
  message: string;
}

const blank = (v: string | number | null | undefined) => String(v ?? '').trim() === '';

/**
 * A defective product quantity: a whole number from 0 to the bound, written as a string (docs/product.md §3
 * keeps it a string).
 */
export function isValidDefectiveProductQuantity(value: string | number | null | undefined): boolean {
  return !blank(value) && quantityTextIssue(String(value)) === null;
}

const JUSTIFIED_REQUIRED: [keyof InvestigationFormValues, string][] = [
  ['containmentAction', INVESTIGATION_MSG.containmentActionRequired],
  ['rootCause', INVESTIGATION_MSG.rootCauseRequired],
  ['rootCauseCategory', INVESTIGATION_MSG.rootCauseCategoryRequired],
  ['correctiveAction', INVESTIGATION_MSG.correctiveActionRequired],
  ['verificationOfEffectiveness', INVESTIGATION_MSG.verificationOfEffectivenessRequired],
  ['preventiveAction', INVESTIGATION_MSG.preventiveActionRequired],
];

/**
 * docs/product.md §5 investigation form: Incident Description, Defective Product and 'Is the incident justified?' are
 * required; when justified is Yes, containment, root cause, root cause category, corrective action, verification
 * and preventive action are required too. Empty list means valid.
 */
export function investigationFormIssues(values: InvestigationFormValues): InvestigationFormIssue[] {
  const issues: InvestigationFormIssue[] = [];
  if (blank(values.incidentDescription)) {
    issues.push({ path: 'incidentDescription', message: INVESTIGATION_MSG.incidentDescriptionRequired });
  }
  if (blank(values.defectiveProductQuantity)) {
    issues.push({ path: 'defectiveProductQuantity', message: INVESTIGATION_MSG.defectiveProductRequired });
  } else {
    const issue = quantityTextIssue(String(values.defectiveProductQuantity));
    if (issue) issues.push({ path: 'defectiveProductQuantity', message: issue });
  }
  if (values.incidentJustified !== true && values.incidentJustified !== false) {
    issues.push({ path: 'incidentJustified', message: INVESTIGATION_MSG.justifiedRequired });
  }
  if (values.incidentJustified === true) {
    for (const [field, message] of JUSTIFIED_REQUIRED) {
      const value = values[field];
      const missing =
        field === 'rootCauseCategory' ? !(value as { id?: string } | null)?.id : blank(value as string);
      if (missing) issues.push({ path: field, message });
    }
  }
  return issues;
}

/**
 * 'Save progress' (a plan worked in stages): none of the whole form's required fields, only the bounds of what
 * was written (a Defective Product that is not a whole number in range). Empty list means valid.
 */
export function investigationProgressIssues(values: InvestigationFormValues): InvestigationFormIssue[] {
  if (blank(values.defectiveProductQuantity)) return [];
  const issue = quantityTextIssue(String(values.defectiveProductQuantity));
  return issue ? [{ path: 'defectiveProductQuantity', message: issue }] : [];
}

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const cost = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
    const n = typeof v === 'number' ? v : Number(v.trim());
    const issue = moneyIssue(n);
    if (issue) {
      ctx.addIssue({ code: 'custom', message: issue });
      return z.NEVER;
    }
    return n;
  });

/**
 * The 'Update Investigation' form schema (react-hook-form resolver); `progress` is 'Save progress', which skips
 * the whole-form rule. Unknown keys (files, copy flags, signedOff,
 * attachments) pass through. Output: trimmed-safe strings, the quantity without minus signs, costs as numbers.
 */
export function makeInvestigationFormSchema(options: { progress?: boolean } = {}) {
  const issuesOf = options.progress ? investigationProgressIssues : investigationFormIssues;
  return z
    .looseObject({
      incidentDescription: text,
      defectiveProductQuantity: z
        .union([z.string(), z.number()])
        .nullish()
        .transform((v) => stripMinusSigns(String(v ?? '')).trim()),
      incidentJustified: z
        .boolean()
        .nullish()
        .transform((v) => v ?? null),
      containmentAction: text,
      rootCause: text,
      rootCauseCategory: z
        .object({ id: z.string(), title: z.string() })
        .nullish()
        .transform((v) => v ?? null),
      correctiveAction: text,
      verificationOfEffectiveness: text,
      preventiveAction: text,
      additionalNotes: text,
      costOfLabour: cost,
      costOfMaterial: cost,
      costAdjustment: cost,
    })
    .superRefine((values, ctx) => {
      for (const issue of issuesOf(values)) {
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    });
}
