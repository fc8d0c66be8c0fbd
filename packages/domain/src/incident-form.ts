import { z } from 'zod';
import { NOT_PRODUCT_RELATED, PART_NUMBER_NOT_APPLICABLE } from './constants';
import { isFutureDate, isValidIsoDate } from './dates';
import { type IncidentStatus, requiresInvestigation } from './incident-status';
import { quantityBoundIssue } from './number-bounds';
import {
  type TCategory,
  type TFurtherSubcategory,
  type TLocation,
  type TSubcategory,
  ZCategory,
  ZFurtherSubcategory,
  ZLocation,
  ZSubcategory,
} from './reference-data';
import { INCIDENT_MSG } from './validation-messages';

/**
 * docs/product.md §5 "S followed by 5 digits or GRN followed by 8 digits (loosely anchored)". We read "loosely anchored" as
 * the alternation binding looser than the anchors: `^S\d{5}` OR `GRN\d{8}$`. So 'S12345', 'S123456' and
 * 'S12345/1' pass (start anchored only), 'GRN12345678' and 'X-GRN12345678' pass (end anchored only), while
 * 'S1234', 'xS12345', 'GRN1234567' and 'GRN12345678x' fail. The value is trimmed first.
 */
export const GRN_PATTERN = /^S\d{5}|GRN\d{8}$/;

export function isValidGrn(value: string): boolean {
  return GRN_PATTERN.test(value.trim());
}

/** docs/product.md §5: GRN and order number are required unless the product is empty or 'Not Product Related'. */
export function grnOrderRequired(product: string | null | undefined): boolean {
  const p = (product ?? '').trim();
  return p !== '' && p !== NOT_PRODUCT_RELATED;
}

/** docs/product.md §5: the part number options; 'N/A' (first) when the product is empty or 'Not Product Related'. */
export function partNumberOptions(
  product: string | null | undefined,
  knownPartNumbers: readonly string[],
): string[] {
  const known = knownPartNumbers.filter((p) => p !== PART_NUMBER_NOT_APPLICABLE);
  return grnOrderRequired(product) ? [...known] : [PART_NUMBER_NOT_APPLICABLE, ...known];
}

/** docs/product.md §5: 'N/A' is cleared when a real product is chosen. Returns the part number to keep. */
export function partNumberAfterProductChange(product: string, partNumber: string): string {
  return grnOrderRequired(product) && partNumber === PART_NUMBER_NOT_APPLICABLE ? '' : partNumber;
}

/** docs/product.md §5: minus signs are stripped from quantities as typed (ASCII hyphen-minus and U+2212). */
export function stripMinusSigns(text: string): string {
  return text.replace(/[-\u2212]/g, '');
}

/** docs/product.md §5: dependent dropdowns reset when their parent changes. The fields to clear when `field` changes. */
export function dependentFieldsOf(
  field: 'incidentLocation' | 'category' | 'subcategory',
): ('category' | 'subcategory' | 'furtherSubcategory')[] {
  if (field === 'incidentLocation') return ['category', 'subcategory', 'furtherSubcategory'];
  if (field === 'category') return ['subcategory', 'furtherSubcategory'];
  return ['furtherSubcategory'];
}

/** A number ≥ 0 from a number or a numeric string; null when there is none. */
export function parseDefectiveQuantity(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim());
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export interface IncidentFormValues {
  incidentDate: string;
  product: string;
  partNumber: string;
  defectiveQuantity: number | string | null;
  grnNumber: string;
  orderNumber: string;
  incidentLocation: TLocation | null;
  category: TCategory | null;
  subcategory: TSubcategory | null;
  furtherSubcategory: TFurtherSubcategory | null;
  description: string;
  investigationId?: string | null;
  status?: IncidentStatus;
}

export interface IncidentFormContext {
  /** Today as 'YYYY-MM-DD' in the user's calendar. */
  today: string;
  mode: 'report' | 'update';
  /** The location tree; when given, chosen nodes must exist in it and their children decide what is required. */
  locations?: readonly TLocation[];
  /** Known product names; when given, the product must be one of them (or 'Not Product Related'). */
  products?: readonly string[];
  /** Known part numbers; when given, the part number must be one of the options. */
  partNumbers?: readonly string[];
  /** The incident's status for the update form's investigation rule (else values.status). */
  status?: IncidentStatus;
}

export interface FormIssue {
  path: string;
  message: string;
}

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';

function pick<T extends { id: string }>(chosen: T | null, options: readonly T[] | undefined): T | null {
  if (!chosen || blank(chosen.id)) return null;
  if (!options) return chosen;
  return options.find((o) => o.id === chosen.id) ?? null;
}

function checkTree(values: IncidentFormValues, ctx: IncidentFormContext, issues: FormIssue[]) {
  const location = pick(values.incidentLocation, ctx.locations);
  if (!location) {
    issues.push({ path: 'incidentLocation', message: INCIDENT_MSG.locationRequired });
    return;
  }
  const categories = ctx.locations ? location.categories : (location.categories ?? []);
  if (categories.length === 0) return;
  const category = pick(values.category, categories);
  if (!category) {
    issues.push({ path: 'category', message: INCIDENT_MSG.categoryRequired });
    return;
  }
  if ((category.subcategories ?? []).length === 0) return;
  const subcategory = pick(values.subcategory, category.subcategories);
  if (!subcategory) {
    issues.push({ path: 'subcategory', message: INCIDENT_MSG.subcategoryRequired });
    return;
  }
  if ((subcategory.furtherSubcategories ?? []).length === 0) return;
  if (!pick(values.furtherSubcategory, subcategory.furtherSubcategories)) {
    issues.push({ path: 'furtherSubcategory', message: INCIDENT_MSG.furtherSubcategoryRequired });
  }
}

/** docs/product.md §5 incident form (new, draft edit and update): every issue, in form order. Empty means valid. */
export function validateIncidentForm(values: IncidentFormValues, ctx: IncidentFormContext): FormIssue[] {
  const issues: FormIssue[] = [];
  const date = (values.incidentDate ?? '').trim();
  if (!isValidIsoDate(date))
    issues.push({ path: 'incidentDate', message: INCIDENT_MSG.incidentDateRequired });
  else if (isFutureDate(date, ctx.today)) {
    issues.push({ path: 'incidentDate', message: INCIDENT_MSG.incidentDateInFuture });
  }

  const product = (values.product ?? '').trim();
  const knownProduct = !ctx.products || product === NOT_PRODUCT_RELATED || ctx.products.includes(product);
  if (product === '' || !knownProduct)
    issues.push({ path: 'product', message: INCIDENT_MSG.productRequired });

  const partNumber = (values.partNumber ?? '').trim();
  const partOptions = ctx.partNumbers ? partNumberOptions(product, ctx.partNumbers) : null;
  const partOk = partOptions
    ? partOptions.includes(partNumber)
    : !(partNumber === PART_NUMBER_NOT_APPLICABLE && grnOrderRequired(product));
  if (partNumber === '' || !partOk)
    issues.push({ path: 'partNumber', message: INCIDENT_MSG.partNumberRequired });

  const quantity = parseDefectiveQuantity(values.defectiveQuantity);
  const quantityIssue = quantity === null ? INCIDENT_MSG.defectiveQuantity : quantityBoundIssue(quantity);
  if (quantityIssue) issues.push({ path: 'defectiveQuantity', message: quantityIssue });

  const required = grnOrderRequired(product);
  const grn = (values.grnNumber ?? '').trim();
  if (grn === '') {
    if (required) issues.push({ path: 'grnNumber', message: INCIDENT_MSG.grnRequired });
  } else if (!GRN_PATTERN.test(grn)) issues.push({ path: 'grnNumber', message: INCIDENT_MSG.grnFormat });
  if (required && blank(values.orderNumber))
    issues.push({ path: 'orderNumber', message: INCIDENT_MSG.orderRequired });

  checkTree(values, ctx, issues);

  if (blank(values.description))
    issues.push({ path: 'description', message: INCIDENT_MSG.descriptionRequired });

  const status = ctx.status ?? values.status;
  if (ctx.mode === 'update' && status && requiresInvestigation(status) && blank(values.investigationId)) {
    issues.push({ path: 'investigationId', message: INCIDENT_MSG.investigationRequired });
  }
  return issues;
}

const loose = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/** The incident form's zod schema (react-hook-form resolver, and the server): same rules, same messages. */
export function makeIncidentFormSchema(ctx: IncidentFormContext) {
  return z
    .object({
      incidentDate: loose,
      product: loose,
      partNumber: loose,
      defectiveQuantity: z
        .union([z.number(), z.string()])
        .nullish()
        .transform((v) => v ?? null),
      grnNumber: loose,
      orderNumber: loose,
      incidentLocation: ZLocation.nullish().transform((v) => v ?? null),
      category: ZCategory.nullish().transform((v) => v ?? null),
      subcategory: ZSubcategory.nullish().transform((v) => v ?? null),
      furtherSubcategory: ZFurtherSubcategory.nullish().transform((v) => v ?? null),
      description: loose,
      investigationId: z.string().nullish(),
    })
    .superRefine((values, issueCtx) => {
      for (const issue of validateIncidentForm(values, ctx)) {
        issueCtx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    })
    .transform((values) => ({
      ...values,
      incidentDate: values.incidentDate.trim(),
      product: values.product.trim(),
      partNumber: values.partNumber.trim(),
      defectiveQuantity: parseDefectiveQuantity(values.defectiveQuantity),
      grnNumber: values.grnNumber.trim(),
      orderNumber: values.orderNumber.trim(),
    }));
}
