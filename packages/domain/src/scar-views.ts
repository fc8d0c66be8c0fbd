import { z } from 'zod';
import { pageOf } from './admin-paging';
import { ZAttachment } from './attachments';
import { SCAR_STATUSES, ZScarItem } from './scar';
import { SCAR_DRAFT_SCHEMAS } from './scar-answers';
import { SCAR_FLAG_CODES } from './scar-checklist';
import { SCAR_MILESTONES } from './scar-milestones';
import { SCAR_FORMS, SCAR_STAGE_STATUSES, type ScarStage } from './scar-stages';

/**
 * The answers of the SCAR routes: the buyer's full view (`Scar`), the list, the audit trail, and the supplier's
 * view through the link (`SupplierScar`), which holds only what was shared.
 */
const person = z.object({ id: z.string(), name: z.string() });

export const ZScarFlag = z.object({ code: z.enum(SCAR_FLAG_CODES), path: z.string(), message: z.string() });

export const ZScarMilestoneView = z.object({
  milestone: z.enum(SCAR_MILESTONES),
  dueDate: z.string(),
  metAt: z.string().nullable(),
  state: z.enum(['open', 'overdue', 'met', 'met-late']),
});

const stageFields = {
  status: z.enum(SCAR_STAGE_STATUSES),
  /** One more with every save, submission and review: a save names the version it read. */
  version: z.number().int(),
  submittedAt: z.string().nullable(),
  firstSubmittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The buyer's comment on the last review (why it was returned, or a note with the acceptance). */
  reviewComment: z.string(),
};

function stageView<S extends ScarStage>(stage: S) {
  return z.object({
    stage: z.literal(stage),
    answer: SCAR_DRAFT_SCHEMAS[stage].nullable(),
    ...stageFields,
    reviewedBy: person.nullable(),
    /** The review checklist's flags on the answer (scar-checklist.ts). */
    flags: z.array(ZScarFlag),
  });
}

export const ZScarStageView = z.discriminatedUnion('stage', [
  stageView('d1'),
  stageView('d2'),
  stageView('d3'),
  stageView('d4'),
  stageView('d5d6'),
  stageView('d7'),
  stageView('d8'),
]);
export type TScarStageView = z.output<typeof ZScarStageView>;

/** A file the supplier uploaded to the request (answers name it by `id`). */
export const ZScarFile = ZAttachment.extend({ uploadedAt: z.string() });

export const ZScarSharedAttachment = ZAttachment.extend({ incidentNumber: z.number().int().nullable() });

export const ZScar = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(SCAR_STATUSES),
  form: z.enum(SCAR_FORMS),
  supplier: z.object({ id: z.string(), name: z.string(), code: z.string() }),
  contact: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  buyer: person.extend({ email: z.string() }),
  request: z.string(),
  incidents: z.array(
    z.object({ id: z.string(), incidentNumber: z.number().int().nullable(), partNumber: z.string() }),
  ),
  items: z.array(ZScarItem),
  milestones: z.array(ZScarMilestoneView),
  acknowledgedAt: z.string().nullable(),
  stages: z.array(ZScarStageView),
  sharedAttachments: z.array(ZScarSharedAttachment),
  files: z.array(ZScarFile),
  /** The link last sent: when, until when it works, and when the supplier last opened it. */
  link: z.object({ sentAt: z.string(), expiresAt: z.string(), openedAt: z.string().nullable() }).nullable(),
  closedAt: z.string().nullable(),
  closedBy: person.nullable(),
  revokedAt: z.string().nullable(),
  /** Why it was revoked, or closed by hand (null when its closing stage was accepted). */
  reason: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TScar = z.output<typeof ZScar>;

export const ZScarSummary = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(SCAR_STATUSES),
  form: z.enum(SCAR_FORMS),
  supplier: z.object({ id: z.string(), name: z.string() }),
  contactName: z.string(),
  buyerName: z.string(),
  incidentNumbers: z.array(z.number().int().nullable()),
  /** The earliest milestone not met, if any. */
  nextDue: z.object({ milestone: z.enum(SCAR_MILESTONES), dueDate: z.string() }).nullable(),
  overdue: z.boolean(),
  /** Stages submitted and waiting for the buyer's review. */
  awaitingReview: z.number().int(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type TScarSummary = z.output<typeof ZScarSummary>;

export const ZScarList = pageOf(ZScarSummary);

export const SCAR_AUDIT_ACTIONS = [
  'raised',
  'link-sent',
  'opened',
  'code-sent',
  'code-failed',
  'signed-in',
  'signed-out',
  'acknowledged',
  'saved',
  'submitted',
  'file-uploaded',
  'accepted',
  'returned',
  'shared-attachments-changed',
  'contact-changed',
  'closed',
  'revoked',
] as const;
export type ScarAuditAction = (typeof SCAR_AUDIT_ACTIONS)[number];

/** One line of a request's audit trail: every internal and external action, with its address and browser. */
export const ZScarAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actorKind: z.enum(['user', 'supplier', 'system']),
  actorName: z.string(),
  action: z.enum(SCAR_AUDIT_ACTIONS),
  stage: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type TScarAuditEntry = z.output<typeof ZScarAuditEntry>;

function supplierStageView<S extends ScarStage>(stage: S) {
  return z.object({ stage: z.literal(stage), answer: SCAR_DRAFT_SCHEMAS[stage].nullable(), ...stageFields });
}

/** What the supplier sees through the link: the shared facts, its own answers and the buyer's comments. */
export const ZSupplierScar = z.object({
  number: z.string(),
  status: z.enum(SCAR_STATUSES),
  form: z.enum(SCAR_FORMS),
  /** True once the request is closed: answers can be read, not changed. */
  readOnly: z.boolean(),
  supplierName: z.string(),
  contactName: z.string(),
  buyer: z.object({ name: z.string(), email: z.string() }),
  request: z.string(),
  incidents: z.array(
    z.object({
      incidentNumber: z.number().int().nullable(),
      incidentDate: z.string(),
      product: z.string(),
      partNumber: z.string(),
      defectiveQuantity: z.number().nullable(),
      grnNumber: z.string(),
      description: z.string(),
    }),
  ),
  items: z.array(ZScarItem.omit({ incidentId: true })),
  milestones: z.array(ZScarMilestoneView),
  acknowledgedAt: z.string().nullable(),
  stages: z
    .discriminatedUnion('stage', [
      supplierStageView('d1'),
      supplierStageView('d2'),
      supplierStageView('d3'),
      supplierStageView('d4'),
      supplierStageView('d5d6'),
      supplierStageView('d7'),
      supplierStageView('d8'),
    ])
    .array(),
  sharedAttachments: z.array(ZAttachment),
  files: z.array(ZScarFile),
});
export type TSupplierScar = z.output<typeof ZSupplierScar>;
