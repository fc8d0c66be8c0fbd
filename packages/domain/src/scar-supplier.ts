import { z } from 'zod';
import { SCAR_DRAFT_SCHEMAS, SCAR_SUBMIT_SCHEMAS } from './scar-answers';
import type { ScarStage } from './scar-stages';
import { hasLineBreakOrControl, hasVisibleText, NAME_MSG } from './visible-text';

/**
 * The supplier's side (decision 051): a link with a long random token (kept only as a hash) is emailed to the
 * supplier's contact; opening it (a POST, so that mail scanners following the link burn nothing) emails a
 * one-time code, and the right code starts a short session that reaches this one request only.
 */

/** How long a link works after it is sent (a new link replaces it; revoking the request ends it). */
export const SCAR_LINK_DAYS = 90;
export const SCAR_CODE_TTL_MINUTES = 10;
export const SCAR_CODE_MAX_ATTEMPTS = 5;
/** A supplier session's lifetime: the supplier opens the link again for a new code after it. */
export const SCAR_SESSION_MINUTES = 120;
/** The files a request may hold (the supplier's uploads). */
export const SCAR_FILES_PER_REQUEST = 100;
/** The prefix of a supplier session's bearer token: never a staff token (decision 051). */
export const SUPPLIER_SESSION_PREFIX = 'qis_';

/**
 * The address emailed to the supplier: the web app's supplier page with the token in the fragment, which browsers
 * never send to a server (so no proxy or access log keeps it); the page posts it to `POST /v1/supplier/link`.
 */
export function supplierLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/supplier#token=${encodeURIComponent(token)}`;
}

export const SUPPLIER_MSG = {
  linkNotValid: 'This link is not valid. Please use the link in the latest email you received.',
  linkGone: 'This link has expired or has been withdrawn. Please ask your contact for a new one.',
  invalidCode: 'Invalid or expired code.',
  codeLimit: 'Too many attempts. Please try again later.',
  signInRequired: 'Please open the link in your email again to continue.',
  staffSession: 'This page is for suppliers answering a request: sign out of your staff account first.',
  closed: 'This request is closed: it can no longer be changed.',
} as const;

const token = z
  .string({ error: SUPPLIER_MSG.linkNotValid })
  .trim()
  .min(20, { error: SUPPLIER_MSG.linkNotValid })
  .max(200);

/** `POST /v1/supplier/link`: the link's token (from the address's fragment) asks for a code. */
export const ZOpenLinkRequest = z.strictObject({ token });

export const ZOpenLinkAnswer = z.object({
  number: z.string(),
  /** Where the code went, masked ('j***@a***.com'). */
  sentTo: z.string(),
  codeExpiresAt: z.string(),
});

/** `POST /v1/supplier/session`: the link's token and the emailed code start a session. */
export const ZStartSupplierSessionRequest = z.strictObject({
  token,
  code: z
    .string({ error: SUPPLIER_MSG.invalidCode })
    .trim()
    .min(1, { error: SUPPLIER_MSG.invalidCode })
    .max(20),
});

export const ZSupplierSession = z.object({
  /** Sent as `Authorization: Bearer <sessionToken>` to the /v1/supplier/scar routes, and nowhere else. */
  sessionToken: z.string(),
  expiresAt: z.string(),
});
export type TSupplierSession = z.output<typeof ZSupplierSession>;

const version = z.number({ error: 'Send the version you read.' }).int().min(1);

function stageBody<S extends ScarStage>(
  stage: S,
  schemas: typeof SCAR_DRAFT_SCHEMAS | typeof SCAR_SUBMIT_SCHEMAS,
) {
  return z.strictObject({ stage: z.literal(stage), version, answer: schemas[stage] });
}

const stageError = { error: 'The stage must be one of d1, d2, d3, d4, d5d6, d7, d8.' };

/** `PUT /v1/supplier/scar/answer`: a draft of one stage (any part of it), from the stage version read. */
export const ZSaveStageRequest = z.discriminatedUnion(
  'stage',
  [
    stageBody('d1', SCAR_DRAFT_SCHEMAS),
    stageBody('d2', SCAR_DRAFT_SCHEMAS),
    stageBody('d3', SCAR_DRAFT_SCHEMAS),
    stageBody('d4', SCAR_DRAFT_SCHEMAS),
    stageBody('d5d6', SCAR_DRAFT_SCHEMAS),
    stageBody('d7', SCAR_DRAFT_SCHEMAS),
    stageBody('d8', SCAR_DRAFT_SCHEMAS),
  ],
  stageError,
);
export type TSaveStageRequest = z.output<typeof ZSaveStageRequest>;

/** `POST /v1/supplier/scar/answer/submit`: one stage's whole answer, for the buyer's review. */
export const ZSubmitStageRequest = z.discriminatedUnion(
  'stage',
  [
    stageBody('d1', SCAR_SUBMIT_SCHEMAS),
    stageBody('d2', SCAR_SUBMIT_SCHEMAS),
    stageBody('d3', SCAR_SUBMIT_SCHEMAS),
    stageBody('d4', SCAR_SUBMIT_SCHEMAS),
    stageBody('d5d6', SCAR_SUBMIT_SCHEMAS),
    stageBody('d7', SCAR_SUBMIT_SCHEMAS),
    stageBody('d8', SCAR_SUBMIT_SCHEMAS),
  ],
  stageError,
);
export type TSubmitStageRequest = z.output<typeof ZSubmitStageRequest>;

export const SUPPLIER_TOAST = {
  codeSent: 'We have emailed you a code.',
  saved: 'Draft saved.',
  submitted: 'Sent to the buyer for review.',
  saveFailed: 'Failed to save.',
} as const;

// --- Supplier contacts (admin-managed, on the suppliers of reference data) ---

export const CONTACT_MSG = {
  nameRequired: 'A contact name is required.',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  emailTaken: 'This supplier already has a contact with this email.',
  notFound: 'Contact not found.',
  nothing: 'Nothing to update: send name, email or active.',
} as const;

const contactName = z
  .string({ error: CONTACT_MSG.nameRequired })
  .trim()
  .min(1, { error: CONTACT_MSG.nameRequired, abort: true })
  .max(200)
  .refine(hasVisibleText, { error: CONTACT_MSG.nameRequired, abort: true })
  .refine((v) => !hasLineBreakOrControl(v), { error: NAME_MSG.oneLine });
const contactEmail = z
  .string({ error: CONTACT_MSG.emailRequired })
  .trim()
  .min(1, { error: CONTACT_MSG.emailRequired, abort: true })
  .max(254, { error: CONTACT_MSG.emailInvalid, abort: true })
  .pipe(z.email({ error: CONTACT_MSG.emailInvalid }));

export const ZSupplierContact = z.object({
  id: z.string(),
  supplierId: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
});
export type TSupplierContact = z.output<typeof ZSupplierContact>;

/** `POST /v1/suppliers/{id}/contacts`. */
export const ZCreateContactRequest = z.strictObject({ name: contactName, email: contactEmail });
export type TCreateContactRequest = z.output<typeof ZCreateContactRequest>;

/** `PUT /v1/suppliers/{id}/contacts/{contactId}`: rename, change the email, retire or bring back. */
export const ZUpdateContactRequest = z
  .strictObject({
    name: contactName.optional(),
    email: contactEmail.optional(),
    active: z.boolean().optional(),
  })
  .refine((v) => v.name !== undefined || v.email !== undefined || v.active !== undefined, {
    error: CONTACT_MSG.nothing,
  });
export type TUpdateContactRequest = z.output<typeof ZUpdateContactRequest>;
