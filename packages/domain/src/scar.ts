import { z } from 'zod';
import { ZScarDueDates } from './scar-milestones';
import { SCAR_FORMS, type ScarStage, ZScarStage } from './scar-stages';
import { ZSignatureCredentials } from './signature-credentials';
import { hasVisibleText } from './visible-text';

/**
 * Supplier corrective action requests (SCARs, docs/api.md "Supplier corrective actions"): the quality team asks a
 * supplier named on incidents for an 8D (or a containment and action plan), the supplier answers through a link
 * without an account, and the buyer reviews each stage.
 */

/** The quality team (quality and admin) raises, reviews, revokes and closes requests (access.ts, for the router). */
export { canManageScars } from './access';

/** A request includes only reported incidents (not a draft, not cancelled) that name its supplier. */
export function scarMayInclude(status: string): boolean {
  return status !== 'draft' && status !== 'cancelled';
}

/** 'open' while the supplier answers; 'closed' once the closing stage is accepted (or closed by hand); 'revoked'. */
export const SCAR_STATUSES = ['open', 'closed', 'revoked'] as const;
export type ScarStatus = (typeof SCAR_STATUSES)[number];
export const SCAR_STATUS_LABELS: Record<ScarStatus, string> = {
  open: 'Open',
  closed: 'Closed',
  revoked: 'Revoked',
};

/** The request's own moves (its stages move by scar-stages.ts). */
export const SCAR_TRANSITIONS: Record<'close' | 'revoke', { from: readonly ScarStatus[]; to: ScarStatus }> = {
  close: { from: ['open'], to: 'closed' },
  revoke: { from: ['open'], to: 'revoked' },
};

/** 'SCAR-0001': the number as people read and search it. */
export function formatScarNumber(n: number): string {
  return `SCAR-${String(n).padStart(4, '0')}`;
}

export const SCAR_INCIDENTS_MAX = 20;
export const SCAR_ITEMS_MAX = 50;
export const SCAR_REQUEST_MAX = 5000;
export const SCAR_COMMENT_MAX = 2000;

export const SCAR_MSG = {
  notFound: 'Supplier corrective action request not found.',
  incidentsRequired: 'Choose at least one incident.',
  incidentsTooMany: `At most ${SCAR_INCIDENTS_MAX} incidents.`,
  incidentUnknown: 'Incident not found.',
  incidentNotSubmitted: (n: string) => `Incident ${n} has not been submitted.`,
  incidentOtherSupplier: (n: string) => `Incident ${n} does not name this supplier.`,
  supplierRequired: 'Please select a supplier from the list.',
  supplierRetired: 'This supplier is retired: choose an active one.',
  contactRequired: 'Please select a contact of the supplier.',
  contactUnknown: 'This contact is not an active contact of the supplier.',
  contactSame: 'This contact already receives the request.',
  requestTooLong: `What is asked has at most ${SCAR_REQUEST_MAX} characters.`,
  itemPart: 'Enter the part number.',
  itemQuantity: 'Please insert a whole number from 0.',
  itemIncident: 'This line names an incident that is not on the request.',
  commentRequired: 'Say why the stage is returned.',
  commentTooLong: `A comment has at most ${SCAR_COMMENT_MAX} characters.`,
  reasonRequired: 'Enter a reason.',
  notOpen: 'This request is no longer open.',
  closedReadOnly: 'This request is closed: it can no longer be changed.',
  staleStage: 'This stage has been changed since you opened it. Reload it and save again.',
  stale: 'This request has been changed by someone else since you opened it. Reload it and try again.',
  sharedUnknown: 'This file is not an attachment of the request’s incidents.',
  fileUnknown: 'This file is not one of the request’s files.',
  filesFull: 'This request holds as many files as it may.',
} as const;

const incidentIds = z
  .array(z.string().min(1).max(100), { error: SCAR_MSG.incidentsRequired })
  .min(1, { error: SCAR_MSG.incidentsRequired })
  .max(SCAR_INCIDENTS_MAX, { error: SCAR_MSG.incidentsTooMany });

/** A part, lot or GRN and quantity the request is about (the supplier sees these lines). */
export const ZScarItem = z.strictObject({
  /** The incident the line comes from, one of the request's; null for a line the buyer adds. */
  incidentId: z.string().min(1).max(100).nullable().default(null),
  partNumber: z.string({ error: SCAR_MSG.itemPart }).trim().min(1, { error: SCAR_MSG.itemPart }).max(100),
  lot: z.string().trim().max(100).default(''),
  grnNumber: z.string().trim().max(100).default(''),
  quantity: z
    .number({ error: SCAR_MSG.itemQuantity })
    .int({ error: SCAR_MSG.itemQuantity })
    .min(0, { error: SCAR_MSG.itemQuantity })
    .max(1_000_000_000, { error: SCAR_MSG.itemQuantity })
    .nullable()
    .default(null),
});
export type TScarItem = z.output<typeof ZScarItem>;

/** `POST /v1/scars`. Without `items`, one line per incident (its part number, GRN and defective quantity). */
export const ZRaiseScarRequest = z.strictObject({
  supplierId: z
    .string({ error: SCAR_MSG.supplierRequired })
    .min(1, { error: SCAR_MSG.supplierRequired })
    .max(100),
  contactId: z
    .string({ error: SCAR_MSG.contactRequired })
    .min(1, { error: SCAR_MSG.contactRequired })
    .max(100),
  incidentIds,
  form: z.enum(SCAR_FORMS, { error: 'Choose a full 8D or a containment and action plan.' }),
  /** What the buyer asks of the supplier, in their words (shown to the supplier). */
  request: z.string().trim().max(SCAR_REQUEST_MAX, { error: SCAR_MSG.requestTooLong }).default(''),
  items: z.array(ZScarItem).max(SCAR_ITEMS_MAX).optional(),
  dueDates: ZScarDueDates.optional(),
  /** Attachments of the incidents the supplier may see (ids as the incidents' attachments give them). */
  sharedAttachmentIds: z.array(z.string().min(1).max(200)).max(100).default([]),
});
export type TRaiseScarRequest = z.output<typeof ZRaiseScarRequest>;

const comment = z.string().trim().max(SCAR_COMMENT_MAX, { error: SCAR_MSG.commentTooLong });

/**
 * `POST /v1/scars/{id}/review`: accept or return one submitted stage. Returning needs a comment. Accepting the
 * closing stage closes the request, and is signed (the password) when electronic signatures are on.
 */
export const ZReviewScarStageRequest = z.strictObject({
  stage: ZScarStage,
  decision: z.enum(['accept', 'return'], { error: 'Choose accept or return.' }),
  comment: comment.default(''),
  /** The stage's version the buyer read. */
  version: z.number().int().min(1),
  signature: ZSignatureCredentials.optional(),
});
export type TReviewScarStageRequest = z.output<typeof ZReviewScarStageRequest>;

export function reviewIssues(body: { decision: string; comment: string }) {
  return body.decision === 'return' && !hasVisibleText(body.comment)
    ? [{ path: 'comment', message: SCAR_MSG.commentRequired }]
    : [];
}

const reason = z
  .string({ error: SCAR_MSG.reasonRequired })
  .trim()
  .max(SCAR_COMMENT_MAX, { error: SCAR_MSG.commentTooLong })
  .refine(hasVisibleText, { error: SCAR_MSG.reasonRequired });

/** `POST /v1/scars/{id}/revoke` and `/close`: with a reason, from the version read. */
export const ZScarReasonRequest = z.strictObject({ reason, version: z.number().int().min(1) });
export type TScarReasonRequest = z.output<typeof ZScarReasonRequest>;

/** `POST /v1/scars/{id}/contact`: another active contact of the same supplier answers from now on. */
export const ZChangeScarContactRequest = z.strictObject({
  contactId: z
    .string({ error: SCAR_MSG.contactRequired })
    .min(1, { error: SCAR_MSG.contactRequired })
    .max(100),
  version: z.number().int().min(1),
});
export type TChangeScarContactRequest = z.output<typeof ZChangeScarContactRequest>;

/** `PUT /v1/scars/{id}/shared-attachments`: the incidents' attachments the supplier may see, all of them. */
export const ZShareAttachmentsRequest = z.strictObject({
  attachmentIds: z.array(z.string().min(1).max(200)).max(100),
  version: z.number().int().min(1),
});

export const ZScarListQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  rowsPerPage: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(['open', 'closed', 'revoked']).optional(),
  supplierId: z.string().min(1).max(100).optional(),
  incidentId: z.string().min(1).max(100).optional(),
});
export type TScarListQuery = z.output<typeof ZScarListQuery>;

/** Toasts of the buyer's pages. */
export const SCAR_TOAST = {
  raised: 'Supplier corrective action request raised.',
  raiseFailed: 'Failed to raise the request.',
  resent: 'A new link has been sent to the supplier.',
  contactChanged: 'The new contact has been sent a link; the earlier link stops working.',
  accepted: 'Stage accepted.',
  returned: 'Stage returned to the supplier.',
  closed: 'Request closed.',
  revoked: 'Request revoked.',
  actionFailed: 'Failed to update the request.',
} as const;

export type { ScarStage };
