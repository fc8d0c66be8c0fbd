import { z } from 'zod';
import { ZAttachment } from './attachments';
import { ZDueDateReasons, ZInvestigationSchedule, ZScheduleUpdate } from './due-dates';
import { sumPounds } from './money';
import { ZMoney } from './number-bounds';
import { ZRecordVersion } from './record-version';
import { ZRootCauseCategory } from './root-cause-categories';

export const INVESTIGATION_STATUSES = ['opened', 'completed'] as const;
export type InvestigationStatus = (typeof INVESTIGATION_STATUSES)[number];
export const ZInvestigationStatus = z.enum(INVESTIGATION_STATUSES);
/** The incident detail link text and the status filter's values (docs/product.md §2, §9). */
export const INVESTIGATION_STATUS_LABELS: Record<InvestigationStatus, string> = {
  opened: 'Opened',
  completed: 'Completed',
};

/** The six signed-off sections of docs/product.md §3, in form order, with their labels. */
export const INVESTIGATION_SECTIONS = [
  { key: 'containmentAction', label: 'Containment Action' },
  { key: 'rootCause', label: 'Root cause' },
  { key: 'correctiveAction', label: 'Corrective Action' },
  { key: 'verificationOfEffectiveness', label: 'Verification of Effectiveness' },
  { key: 'preventiveAction', label: 'Preventive Action' },
  { key: 'additionalNotes', label: 'Conclusion / Additional Notes' },
] as const;
export type InvestigationSection = (typeof INVESTIGATION_SECTIONS)[number]['key'];
export const INVESTIGATION_SECTION_KEYS = INVESTIGATION_SECTIONS.map((s) => s.key) as InvestigationSection[];
/** The sections that must be signed off before a justified investigation is completed (docs/product.md §4). */
export const REQUIRED_SECTIONS_WHEN_JUSTIFIED: readonly InvestigationSection[] = [
  'containmentAction',
  'rootCause',
  'correctiveAction',
  'verificationOfEffectiveness',
  'preventiveAction',
];

export function sectionLabel(section: InvestigationSection): string {
  return INVESTIGATION_SECTIONS.find((s) => s.key === section)?.label ?? section;
}

/** docs/product.md §3: form-only flags, stripped before saving. */
export const COPY_FLAGS = [
  'incidentDescriptionCopied',
  'containmentActionCopied',
  'rootCauseCopied',
  'rootCauseCategoryCopied',
  'correctiveActionCopied',
  'verificationOfEffectivenessCopied',
  'preventiveActionCopied',
  'defectiveProductQuantityCopied',
  'additionalNotesCopied',
  'costOfLabourCopied',
  'costOfMaterialCopied',
  'costAdjustmentCopied',
] as const;
export type CopyFlag = (typeof COPY_FLAGS)[number];

const longText = z.string().max(20_000);
const userId = z.string().max(200).nullable();
const isoDay = z.string().max(10).nullable();
const money = ZMoney.nullable();

/** docs/product.md §3 Investigation, as the API returns it. */
export const ZInvestigation = z.object({
  id: z.string(),
  status: ZInvestigationStatus,
  assignedTo: z.string(),
  incidentDescription: longText,
  /** null (not answered), true or false (false = not justified). */
  incidentJustified: z.boolean().nullable(),
  containmentAction: longText,
  containmentActionSignedBy: userId,
  containmentActionSignedDate: isoDay,
  rootCause: longText,
  rootCauseSignedBy: userId,
  rootCauseSignedDate: isoDay,
  rootCauseCategory: ZRootCauseCategory.nullable(),
  correctiveAction: longText,
  correctiveActionSignedBy: userId,
  correctiveActionSignedDate: isoDay,
  verificationOfEffectiveness: longText,
  verificationOfEffectivenessSignedBy: userId,
  verificationOfEffectivenessSignedDate: isoDay,
  preventiveAction: longText,
  preventiveActionSignedBy: userId,
  preventiveActionSignedDate: isoDay,
  additionalNotes: longText,
  additionalNotesSignedBy: userId,
  additionalNotesSignedDate: isoDay,
  defectiveProductQuantity: z.string().max(50).default('0'),
  costOfLabour: money,
  costOfMaterial: money,
  costAdjustment: money,
  attachments: z.array(ZAttachment).max(100),
  completed: z.boolean(),
  completedSignedBy: userId,
  completedSignedDate: isoDay,
  /** Each section's owner and due date (due-dates.ts); always in the server's answers. */
  schedule: ZInvestigationSchedule.optional(),
  /** Server-computed: the open sections whose due date is past, with how many days (ignored on save). */
  overdue: z
    .array(z.object({ section: z.string(), dueDate: z.string(), daysOverdue: z.number() }))
    .optional(),
  /** Always in the server's answers; a save sends it back (record-version.ts). */
  version: ZRecordVersion.optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type TInvestigation = z.output<typeof ZInvestigation>;

/** The fields a person edits on 'Update Investigation' (signers, dates and status are set by the server). */
export const ZInvestigationEditableFields = ZInvestigation.pick({
  incidentDescription: true,
  incidentJustified: true,
  containmentAction: true,
  rootCause: true,
  rootCauseCategory: true,
  correctiveAction: true,
  verificationOfEffectiveness: true,
  preventiveAction: true,
  additionalNotes: true,
  defectiveProductQuantity: true,
  costOfLabour: true,
  costOfMaterial: true,
  costAdjustment: true,
  attachments: true,
});
export type TInvestigationEditableFields = z.output<typeof ZInvestigationEditableFields>;

/**
 * `PUT /v1/investigations/{id}`: any editable fields (what is left out keeps its value), the wanted state of
 * each section's Completed checkbox (`signedOff`, left out = unchanged) and of 'Is completed?'. Signers and
 * dates sent by the client are ignored: the server records the caller and today. Unknown keys are refused (422).
 */
const ZEditableFieldsPatch = ZInvestigationEditableFields.partial().strict();
export const ZUpdateInvestigationRequest = ZEditableFieldsPatch.extend({
  /**
   * Re-declared without the default: a left-out quantity must keep its value, not become '0'. Its bounds are
   * checked with the form's rules (investigationFormIssues), after the locks and the completion.
   */
  defectiveProductQuantity: z.string().max(50).optional(),
  signedOff: z
    .object({
      containmentAction: z.boolean().optional(),
      rootCause: z.boolean().optional(),
      correctiveAction: z.boolean().optional(),
      verificationOfEffectiveness: z.boolean().optional(),
      preventiveAction: z.boolean().optional(),
      additionalNotes: z.boolean().optional(),
    })
    .optional(),
  completed: z.boolean().optional(),
  /**
   * 'Save progress': the whole-form rule (every section required when justified) is skipped, so that a plan
   * is worked in stages; a section's sign-off still needs its own text, and completion still needs everything.
   */
  progress: z.boolean().optional(),
  /** Owners and due dates to change (left out: unchanged); moving a due date needs its reason. */
  schedule: ZScheduleUpdate.optional(),
  dueDateReasons: ZDueDateReasons.optional(),
  /** The version the client read: a stale one is refused with 409 (left out: no check, see docs/api.md). */
  version: ZRecordVersion.optional(),
});
export type TUpdateInvestigationRequest = z.output<typeof ZUpdateInvestigationRequest>;

export const signedByKey = (s: InvestigationSection) => `${s}SignedBy` as const;
export const signedDateKey = (s: InvestigationSection) => `${s}SignedDate` as const;

/** docs/product.md §3: a section counts as closed when its signed date is present. */
export function isSectionSigned(inv: TInvestigation, section: InvestigationSection): boolean {
  return !!inv[signedDateKey(section)];
}

/** The fields that name who signed each section ('containmentActionSignedBy', …). */
export type SectionSignedByKey = ReturnType<typeof signedByKey>;

/** Each section's signer field, built once (exports ask for six per row). */
const SIGNED_BY_KEYS = Object.fromEntries(
  INVESTIGATION_SECTION_KEYS.map((section) => [section, signedByKey(section)]),
) as Record<InvestigationSection, SectionSignedByKey>;

/** docs/product.md §4: tables and exports show Completed when the section's signer is set, otherwise Open. */
export function sectionState(
  inv: Pick<TInvestigation, SectionSignedByKey>,
  section: InvestigationSection,
): 'Completed' | 'Open' {
  return inv[SIGNED_BY_KEYS[section]] ? 'Completed' : 'Open';
}

/** docs/product.md §9: incidentJustified defaults to Yes unless explicitly false. */
export function isJustified(value: boolean | null | undefined): boolean {
  return value !== false;
}

/** docs/product.md §3: total cost is labour plus material plus adjustment (null counts as 0). */
export function totalCost(
  inv: Pick<TInvestigation, 'costOfLabour' | 'costOfMaterial' | 'costAdjustment'>,
): number {
  return sumPounds(inv.costOfLabour, inv.costOfMaterial, inv.costAdjustment);
}

/** docs/product.md §3: drops `files` and the copy flags before saving. */
export function stripInvestigationFormOnlyFields<T extends object>(values: T): Omit<T, 'files' | CopyFlag> {
  const out: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  delete out.files;
  for (const flag of COPY_FLAGS) delete out[flag];
  return out as Omit<T, 'files' | CopyFlag>;
}

export type NewInvestigation = Omit<TInvestigation, 'id' | 'created_at' | 'updated_at'>;

/**
 * A new investigation's Defective Product: the sum of its incidents' defective quantities (blank ones count
 * as 0), so that it starts from what was reported rather than 0.
 */
export function defectiveProductQuantityOf(quantities: readonly (number | null | undefined)[]): string {
  return String(quantities.reduce<number>((sum, q) => sum + (Number.isFinite(q) ? Number(q) : 0), 0));
}

/**
 * docs/product.md §4: a new investigation: opened, assigned to the current user, the incident's description, the
 * Defective Product summed from the incidents it is started for (`defectiveQuantities`), all else empty.
 */
export function newInvestigation(input: {
  assignedTo: string;
  incidentDescription: string;
  defectiveQuantities?: readonly (number | null | undefined)[];
}): NewInvestigation {
  return {
    status: 'opened',
    assignedTo: input.assignedTo,
    incidentDescription: input.incidentDescription,
    incidentJustified: null,
    containmentAction: '',
    containmentActionSignedBy: null,
    containmentActionSignedDate: null,
    rootCause: '',
    rootCauseSignedBy: null,
    rootCauseSignedDate: null,
    rootCauseCategory: null,
    correctiveAction: '',
    correctiveActionSignedBy: null,
    correctiveActionSignedDate: null,
    verificationOfEffectiveness: '',
    verificationOfEffectivenessSignedBy: null,
    verificationOfEffectivenessSignedDate: null,
    preventiveAction: '',
    preventiveActionSignedBy: null,
    preventiveActionSignedDate: null,
    additionalNotes: '',
    additionalNotesSignedBy: null,
    additionalNotesSignedDate: null,
    defectiveProductQuantity: defectiveProductQuantityOf(input.defectiveQuantities ?? []),
    costOfLabour: null,
    costOfMaterial: null,
    costAdjustment: null,
    attachments: [],
    completed: false,
    completedSignedBy: null,
    completedSignedDate: null,
  };
}

/**
 * docs/product.md §4: choosing an existing investigation makes a copy: all copy flags true, a new id (given by the caller
 * when saving), every sign-off cleared, completed false, status opened, assigned to the current user.
 */
export function copyInvestigation(
  source: TInvestigation,
  assignedTo: string,
): NewInvestigation & Record<CopyFlag, true> {
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = source;
  const cleared = Object.fromEntries(
    INVESTIGATION_SECTION_KEYS.flatMap((s) => [
      [signedByKey(s), null],
      [signedDateKey(s), null],
    ]),
  );
  const flags = Object.fromEntries(COPY_FLAGS.map((f) => [f, true])) as Record<CopyFlag, true>;
  return {
    ...rest,
    ...cleared,
    ...flags,
    assignedTo,
    status: 'opened',
    completed: false,
    completedSignedBy: null,
    completedSignedDate: null,
  };
}
