import { z } from 'zod';
import { DISPOSITION_DECISION_LABELS, type DispositionDecision } from './disposition';
import type { TIncidentFields } from './incident';
import {
  INVESTIGATION_SECTION_KEYS,
  type InvestigationSection,
  isSectionSigned,
  sectionLabel,
  type TInvestigation,
  type TUpdateInvestigationRequest,
} from './investigation';
import {
  SIGNATURE_METHODS,
  SIGNATURE_PASSWORD_REQUIRED,
  type SignatureMethod,
  type TSignatureCredentials,
  ZSignatureCredentials,
} from './signature-credentials';

/**
 * Electronic signatures (docs/product.md §4 Signatures): each signing keeps a record that is never changed or
 * deleted. These are the shapes and the pure rules the server enforces and the web app uses to ask for a password;
 * hashing the signed content (sha256) stays on the server.
 */
export const SIGNATURE_MEANINGS = ['Completed', 'Approved', 'Closed', 'Verified', 'Withdrawn'] as const;
export type SignatureMeaning = (typeof SIGNATURE_MEANINGS)[number];

export const SIGNATURE_SUBJECTS = [
  ...INVESTIGATION_SECTION_KEYS,
  'investigation',
  'disposition',
  'incident',
  'effectiveness-check',
  'scar',
] as const;
export type SignatureSubject =
  | InvestigationSection
  | 'investigation'
  | 'disposition'
  | 'incident'
  | 'effectiveness-check'
  /** A supplier corrective action request closed by accepting its last stage (scar.ts). */
  | 'scar';
export const ZSignatureSubject = z.enum(
  SIGNATURE_SUBJECTS as readonly SignatureSubject[] as [SignatureSubject],
);

/** What an investigation save may withdraw: a section's sign-off or the completion. */
export type WithdrawableSubject = InvestigationSection | 'investigation';
export const WITHDRAWABLE_SUBJECTS: readonly WithdrawableSubject[] = [
  ...INVESTIGATION_SECTION_KEYS,
  'investigation',
];

export { SIGNATURE_METHODS, type SignatureMethod, type TSignatureCredentials, ZSignatureCredentials };

export const SIGNATURE_REJECTED_CODE = 'SIGNATURE_REJECTED';

export const SIGNATURE_MSG = {
  passwordRequired: SIGNATURE_PASSWORD_REQUIRED,
  rejected: 'The password is not correct. Nothing was signed.',
  withdrawReason: 'A reason is required to withdraw a signature.',
  reasonForChange: 'A reason for change is required.',
  /** Signed in through the identity provider: signing asks the provider again (decision 053). */
  providerRequired: 'Sign in again at your identity provider to sign.',
} as const;

/**
 * The server's refusals of a signing through the identity provider (decision 053); the web app shows whatever
 * message it gets, so these stay out of its bundle.
 */
export const PROVIDER_SIGNING_MSG = {
  grantRejected:
    'The confirmation from your identity provider has expired or was already used. Nothing was signed.',
  stale: 'Your identity provider did not ask you to sign in again just now. Nothing was signed.',
  otherPerson: 'You signed in at the identity provider as someone else. Nothing was signed.',
} as const;

/** One signature record as `GET /v1/incidents/{id}/signatures` returns it. */
export const ZSignature = z.object({
  id: z.string(),
  /** The incident signed (closing, disposition); null for an investigation's records (it may serve several incidents). */
  incidentId: z.string().nullable(),
  investigationId: z.string().nullable(),
  subject: ZSignatureSubject,
  /** Human text of what was signed: 'Root cause', 'Investigation', 'Disposition', 'Incident 12'. */
  subjectLabel: z.string(),
  meaning: z.enum(SIGNATURE_MEANINGS),
  signerId: z.string(),
  /** The signer's printed name when signing (kept even if the user is renamed later). */
  signerName: z.string(),
  /** ISO UTC timestamp. */
  signedAt: z.string(),
  /** sha256 (hex) of the canonical signed-content text. */
  contentHash: z.string(),
  /** A Withdrawn record's reason; null otherwise. */
  reason: z.string().nullable(),
  /** The record a Withdrawn record withdraws; null otherwise. */
  withdrawsId: z.string().nullable(),
  /** How the signer confirmed it: their password, or a fresh sign-in at the identity provider. */
  method: z.enum(SIGNATURE_METHODS),
});
export type TSignature = z.output<typeof ZSignature>;

const reasonText = z.string().max(2000, { error: 'A reason has at most 2000 characters.' });

/**
 * The signing fields a request body may carry next to its own fields (investigation save, disposition approval,
 * closing, incident save): the password re-check, the reasons for withdrawn sign-offs, and a reason for change.
 */
export const ZSigningFields = z.object({
  signature: ZSignatureCredentials.optional(),
  withdrawals: z.partialRecord(z.enum(WITHDRAWABLE_SUBJECTS as [WithdrawableSubject]), reasonText).optional(),
  reasonForChange: reasonText.optional(),
});
export type TSigningFields = z.output<typeof ZSigningFields>;

/** The meaning a signature of this subject carries. */
export function signatureMeaning(subject: SignatureSubject): Exclude<SignatureMeaning, 'Withdrawn'> {
  if (subject === 'disposition') return 'Approved';
  if (subject === 'incident' || subject === 'scar') return 'Closed';
  if (subject === 'effectiveness-check') return 'Verified';
  return 'Completed';
}

/** Human text of what is signed ('Root cause', 'Investigation', 'Disposition', 'Incident 12'). */
export function signatureSubjectLabel(subject: SignatureSubject, incidentNumber?: number | null): string {
  if (subject === 'investigation') return 'Investigation';
  if (subject === 'disposition') return 'Disposition';
  if (subject === 'incident') return incidentNumber == null ? 'Incident' : `Incident ${incidentNumber}`;
  if (subject === 'effectiveness-check') return 'Effectiveness check';
  if (subject === 'scar') return 'Supplier corrective action request';
  return sectionLabel(subject);
}

type SignOffState = Pick<TInvestigation, 'completed'> & Parameters<typeof isSectionSigned>[0];

function wantedSignOffs(previous: SignOffState, incoming: TUpdateInvestigationRequest) {
  return {
    sections: INVESTIGATION_SECTION_KEYS.map((section) => ({
      section,
      was: isSectionSigned(previous, section),
      want: incoming.signedOff?.[section] ?? isSectionSigned(previous, section),
    })),
    completed: { was: previous.completed, want: incoming.completed ?? previous.completed },
  };
}

/** The subjects an investigation save signs: sections ticked now, and the completion when it completes. */
export function signaturesNeeded(
  previous: SignOffState,
  incoming: TUpdateInvestigationRequest,
): WithdrawableSubject[] {
  const wanted = wantedSignOffs(previous, incoming);
  const out: WithdrawableSubject[] = wanted.sections.filter((s) => !s.was && s.want).map((s) => s.section);
  if (!wanted.completed.was && wanted.completed.want) out.push('investigation');
  return out;
}

/** The subjects an investigation save un-ticks: sections and the completion that were signed off. */
export function signOffsRemoved(
  previous: SignOffState,
  incoming: TUpdateInvestigationRequest,
): WithdrawableSubject[] {
  const wanted = wantedSignOffs(previous, incoming);
  const out: WithdrawableSubject[] = wanted.sections.filter((s) => s.was && !s.want).map((s) => s.section);
  if (wanted.completed.was && !wanted.completed.want) out.push('investigation');
  return out;
}

/** The records still in force: signatures (not Withdrawn records) that no Withdrawn record names. */
export function liveSignatures(records: readonly TSignature[]): TSignature[] {
  const withdrawn = new Set(records.flatMap((r) => (r.withdrawsId ? [r.withdrawsId] : [])));
  return records.filter((r) => r.meaning !== 'Withdrawn' && !withdrawn.has(r.id));
}

/** The live record of one subject (for sections and completion: of that investigation), or undefined. */
export function liveSignatureOf(
  records: readonly TSignature[],
  subject: SignatureSubject,
  investigationId?: string | null,
): TSignature | undefined {
  const ofInvestigation = subject !== 'disposition' && subject !== 'incident';
  return liveSignatures(records)
    .filter(
      (r) =>
        r.subject === subject &&
        (!ofInvestigation || investigationId === undefined || r.investigationId === investigationId),
    )
    .at(-1);
}

/**
 * Whether a save needs a reason for change: it edits a closed incident or a signed item while signatures are on,
 * or edits an item that carries a live signature whatever the setting.
 */
export function reasonForChangeRequired(input: {
  signaturesOn: boolean;
  closedOrSigned: boolean;
  liveSignature: boolean;
}): boolean {
  return input.liveSignature || (input.signaturesOn && input.closedOrSigned);
}

/**
 * The canonical text of signed content: the subject, the meaning, the record's id and each field as
 * `Label: <JSON value>`, one per line in a fixed order, so that any change of the text changes the hash.
 */
export function signedContentText(input: {
  subjectLabel: string;
  meaning: SignatureMeaning;
  recordId: string;
  fields: readonly (readonly [string, unknown])[];
}): string {
  const lines = [
    `Signed: ${input.subjectLabel}`,
    `Meaning: ${input.meaning}`,
    `Record: ${input.recordId}`,
    ...input.fields.map(([label, value]) => `${label}: ${JSON.stringify(value ?? null)}`),
  ];
  return `${lines.join('\n')}\n`;
}

/** A section's signed content: its text (and, for root cause, the category). */
export function sectionSignedContent(
  inv: Pick<TInvestigation, 'id' | InvestigationSection | 'rootCauseCategory'>,
  section: InvestigationSection,
): string {
  const fields: [string, unknown][] = [[sectionLabel(section), inv[section]]];
  if (section === 'rootCause') fields.push(['Root cause category', inv.rootCauseCategory]);
  return signedContentText({
    subjectLabel: sectionLabel(section),
    meaning: 'Completed',
    recordId: inv.id,
    fields,
  });
}

/** A completed investigation's signed content: every field a person filled in. */
export function investigationSignedContent(inv: TInvestigation): string {
  const fields: [string, unknown][] = [
    ['Incident description', inv.incidentDescription],
    ['Incident justified', inv.incidentJustified],
    ...INVESTIGATION_SECTION_KEYS.map((s): [string, unknown] => [sectionLabel(s), inv[s]]),
    ['Root cause category', inv.rootCauseCategory],
    ['Defective product quantity', inv.defectiveProductQuantity],
    ['Cost of labour', inv.costOfLabour],
    ['Cost of material', inv.costOfMaterial],
    ['Cost adjustment', inv.costAdjustment],
  ];
  return signedContentText({ subjectLabel: 'Investigation', meaning: 'Completed', recordId: inv.id, fields });
}

/** An approved disposition's signed content: each line's decision, quantity, cost, note, responsible, due date. */
export function dispositionSignedContent(
  incidentId: string,
  lines: readonly {
    decision: DispositionDecision;
    quantity: number;
    cost: number | null;
    note: string;
    responsible: string;
    dueDate: string | null;
  }[],
): string {
  const fields = lines.map((line, i): [string, unknown] => [
    `Line ${i + 1}`,
    [
      DISPOSITION_DECISION_LABELS[line.decision],
      line.quantity,
      line.cost,
      line.note,
      line.responsible,
      line.dueDate,
    ],
  ]);
  return signedContentText({
    subjectLabel: 'Disposition',
    meaning: 'Approved',
    recordId: incidentId,
    fields,
  });
}

type IncidentSignedKey = Exclude<keyof TIncidentFields, 'attachments'>;

const INCIDENT_SIGNED_FIELDS: readonly (readonly [IncidentSignedKey, string])[] = [
  ['incidentDate', 'Incident date'],
  ['product', 'Product'],
  ['partNumber', 'Part number'],
  ['defectiveQuantity', 'Defective quantity'],
  ['grnNumber', 'GRN number'],
  ['orderNumber', 'Order number'],
  ['incidentLocation', 'Incident location'],
  ['category', 'Category'],
  ['subcategory', 'Subcategory'],
  ['furtherSubcategory', 'Further subcategory'],
  ['description', 'Description'],
  ['investigationId', 'Investigation'],
  ['incidentJustified', 'Incident justified'],
  ['severity', 'Severity'],
  ['supplierId', 'Supplier'],
];

/** A tree node (location, category) as signed: its id and title, not the reference data below it. */
function signedValue(value: unknown): unknown {
  if (value && typeof value === 'object' && 'id' in value && 'title' in value) {
    const { id, title } = value as { id: unknown; title: unknown };
    return { id, title };
  }
  return value;
}

/** A closed incident's signed content: its number and the fields of its form. */
export function incidentSignedContent(
  incident: { [K in IncidentSignedKey]: unknown } & { id: string; incidentNumber: number | null },
): string {
  const fields: [string, unknown][] = [
    ['Incident number', incident.incidentNumber],
    ...INCIDENT_SIGNED_FIELDS.map(([key, label]): [string, unknown] => [label, signedValue(incident[key])]),
  ];
  return signedContentText({
    subjectLabel: signatureSubjectLabel('incident', incident.incidentNumber),
    meaning: 'Closed',
    recordId: incident.id,
    fields,
  });
}

/** A recorded effectiveness check's signed content: its result, evidence and evidence files. */
export function effectivenessCheckSignedContent(check: {
  id: string;
  investigationId: string;
  result: string | null;
  evidence: string;
  attachments: readonly { id: string; name: string }[];
}): string {
  return signedContentText({
    subjectLabel: signatureSubjectLabel('effectiveness-check'),
    meaning: 'Verified',
    recordId: check.id,
    fields: [
      ['Investigation', check.investigationId],
      ['Result', check.result],
      ['Evidence', check.evidence],
      ['Attachments', check.attachments.map((a) => [a.id, a.name])],
    ],
  });
}
