import { z } from 'zod';
import { DEFECTIVE_QUANTITY_MAX } from './constants';
import { isValidIsoDate } from './dates';
import type { IncidentStatus } from './incident-status';
import { sumPounds } from './money';
import { ZMoney } from './number-bounds';
import { isQualityTeam, type Role } from './roles';
import { needsSecondApprover, type Severity } from './severity';

/**
 * docs/product.md §3 Disposition: what happens to held material. An incident with a defective quantity above 0
 * carries lines that together account for that quantity; quality proposes them and, for major and critical
 * incidents, a second quality user approves.
 */
export const DISPOSITION_DECISIONS = [
  'use-as-is',
  'rework',
  'repair',
  'scrap',
  'return-to-supplier',
  'other',
] as const;
export type DispositionDecision = (typeof DISPOSITION_DECISIONS)[number];
export const DISPOSITION_DECISION_LABELS: Record<DispositionDecision, string> = {
  'use-as-is': 'Use as is',
  rework: 'Rework',
  repair: 'Repair',
  scrap: 'Scrap',
  'return-to-supplier': 'Return to supplier',
  other: 'Other',
};

export const DISPOSITION_STATUSES = ['awaiting', 'decided', 'approved'] as const;
export type DispositionStatus = (typeof DISPOSITION_STATUSES)[number];
export const ZDispositionStatus = z.enum(DISPOSITION_STATUSES);
export const DISPOSITION_STATUS_LABELS: Record<DispositionStatus, string> = {
  awaiting: 'Awaiting',
  decided: 'Decided',
  approved: 'Approved',
};

export const DISPOSITION_MSG = {
  decision: 'Please select a decision from the list.',
  quantity: 'Please insert a whole number above 0.',
  responsible: 'Please select who is responsible.',
  dueDate: 'Please insert a date as DD-MM-YYYY.',
  note: 'A note has at most 2000 characters.',
  tooMany: 'A disposition has at most 50 lines.',
  noQuantity: 'This incident has no defective quantity to disposition.',
  exceeds: (total: number, defective: number) =>
    `The disposition quantities (${total}) exceed the defective quantity (${defective}).`,
  proposeForbidden: 'Only the quality team may propose a disposition.',
  proposeStatus: (label: string) => `Cannot change the disposition of an incident that is ${label}.`,
  approveForbidden: 'Only the quality team may approve a disposition.',
  notDecided: 'The disposition can be approved once its quantities cover the defective quantity.',
  alreadyApproved: 'The disposition is already approved.',
  secondPerson: 'A major or critical disposition must be approved by someone other than its proposer.',
  closeNeedsApproval: 'The disposition must be approved before the incident is closed.',
  closeNeedsDecision: 'The disposition must be decided before the incident is closed.',
  holdAwaiting: 'HOLD — awaiting disposition',
  holdAwaitingApproval: 'HOLD — awaiting approval',
  doneForbidden: 'Only the person responsible or the quality team may mark a line done.',
  doneBeforeApproval: 'A line can be marked done once the disposition is approved.',
  doneBeforeDecision: 'A line can be marked done once the disposition is decided.',
  lineNotFound: 'Disposition line not found.',
  quantityBelowDisposition: (total: number) =>
    `The defective quantity cannot be less than the quantities already dispositioned (${total}).`,
} as const;

/** One disposition line as the API takes it (the server assigns ids and positions). */
export const ZDispositionLineInput = z.object({
  decision: z.enum(DISPOSITION_DECISIONS, { error: DISPOSITION_MSG.decision }),
  quantity: z
    .number({ error: DISPOSITION_MSG.quantity })
    .int({ error: DISPOSITION_MSG.quantity })
    .min(1, { error: DISPOSITION_MSG.quantity })
    .max(DEFECTIVE_QUANTITY_MAX, { error: DISPOSITION_MSG.quantity }),
  cost: ZMoney.nullable().default(null),
  note: z.string().trim().max(2000, { error: DISPOSITION_MSG.note }).default(''),
  responsible: z
    .string({ error: DISPOSITION_MSG.responsible })
    .min(1, { error: DISPOSITION_MSG.responsible }),
  dueDate: z.string().refine(isValidIsoDate, { error: DISPOSITION_MSG.dueDate }).nullable().default(null),
});
export type TDispositionLineInput = z.output<typeof ZDispositionLineInput>;

/** A saved line; `doneBy`/`doneAt` are set by the server when the responsible person marks the work done. */
export const ZDispositionLine = ZDispositionLineInput.extend({
  id: z.string(),
  doneBy: z.string().nullable().default(null),
  doneAt: z.string().nullable().default(null),
});
export type TDispositionLine = z.output<typeof ZDispositionLine>;

/** `PUT /v1/incidents/{id}/disposition`: the whole list of lines, replacing the last proposal. */
export const ZProposeDispositionRequest = z.strictObject({
  lines: z.array(ZDispositionLineInput).max(50, { error: DISPOSITION_MSG.tooMany }),
  /** The incident version the client read (stale → 409), as on incident saves. */
  version: z.number().int().min(1).optional(),
});
export type TProposeDispositionRequest = z.output<typeof ZProposeDispositionRequest>;

/** `PUT /v1/incidents/{id}/disposition/lines/{lineId}/done`: marks a line done (or not done again). */
export const ZMarkDispositionLineRequest = z.strictObject({
  done: z.boolean(),
  version: z.number().int().min(1).optional(),
});
export type TMarkDispositionLineRequest = z.output<typeof ZMarkDispositionLineRequest>;

/** The disposition as an incident's details carry it in the API (its status is the incident's dispositionStatus). */
export const ZDisposition = z.object({
  lines: z.array(ZDispositionLine),
  proposedBy: z.string().nullable(),
  proposedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export type TDisposition = z.output<typeof ZDisposition>;

type Quantities = readonly { quantity: number }[];

export function dispositionTotal(lines: Quantities): number {
  let total = 0;
  for (const line of lines) total += line.quantity;
  return total;
}

/** Whether an incident needs a disposition at all: it holds defective material. */
export function needsDisposition(defectiveQuantity: number | null | undefined): boolean {
  return typeof defectiveQuantity === 'number' && defectiveQuantity > 0;
}

/** 'decided' when the lines cover the defective quantity exactly, else 'awaiting' (approval is recorded). */
export function proposedDispositionStatus(
  lines: Quantities,
  defectiveQuantity: number | null,
): Exclude<DispositionStatus, 'approved'> {
  return needsDisposition(defectiveQuantity) && dispositionTotal(lines) === defectiveQuantity
    ? 'decided'
    : 'awaiting';
}

/** The problem with a proposal's quantities, or null (they may fall short; never exceed). */
export function dispositionQuantityIssue(lines: Quantities, defectiveQuantity: number | null): string | null {
  if (lines.length > 0 && !needsDisposition(defectiveQuantity)) return DISPOSITION_MSG.noQuantity;
  const total = dispositionTotal(lines);
  if (needsDisposition(defectiveQuantity) && total > (defectiveQuantity as number)) {
    return DISPOSITION_MSG.exceeds(total, defectiveQuantity as number);
  }
  return null;
}

/**
 * Statuses in which the disposition may change: held material is decided on once quality has acknowledged,
 * and a rejected incident's material still needs a way out (its disposition, 'Use as is' to release it).
 */
export const DISPOSITION_EDITABLE_STATUSES: readonly IncidentStatus[] = [
  'rejected',
  'acknowledged',
  'under-investigation',
  'investigation-completed',
];

export type DispositionDecisionResult =
  | { ok: true }
  | { ok: false; code: 'FORBIDDEN' | 'CONFLICT'; message: string };

export function decideDispositionProposal(input: {
  role: Role;
  status: IncidentStatus;
  statusLabel: string;
}): DispositionDecisionResult {
  if (!isQualityTeam(input.role))
    return { ok: false, code: 'FORBIDDEN', message: DISPOSITION_MSG.proposeForbidden };
  if (!DISPOSITION_EDITABLE_STATUSES.includes(input.status)) {
    return { ok: false, code: 'CONFLICT', message: DISPOSITION_MSG.proposeStatus(input.statusLabel) };
  }
  return { ok: true };
}

export function decideDispositionApproval(input: {
  actor: { id: string; role: Role };
  status: IncidentStatus;
  statusLabel: string;
  severity: Severity | null;
  dispositionStatus: DispositionStatus;
  proposedBy: string | null;
}): DispositionDecisionResult {
  if (!isQualityTeam(input.actor.role)) {
    return { ok: false, code: 'FORBIDDEN', message: DISPOSITION_MSG.approveForbidden };
  }
  if (!DISPOSITION_EDITABLE_STATUSES.includes(input.status)) {
    return { ok: false, code: 'CONFLICT', message: DISPOSITION_MSG.proposeStatus(input.statusLabel) };
  }
  if (input.dispositionStatus === 'approved') {
    return { ok: false, code: 'CONFLICT', message: DISPOSITION_MSG.alreadyApproved };
  }
  if (input.dispositionStatus !== 'decided') {
    return { ok: false, code: 'CONFLICT', message: DISPOSITION_MSG.notDecided };
  }
  if (needsSecondApprover(input.severity) && input.proposedBy === input.actor.id) {
    return { ok: false, code: 'FORBIDDEN', message: DISPOSITION_MSG.secondPerson };
  }
  return { ok: true };
}

/** What closing needs of the disposition, as the transition rules read it. */
export interface DispositionForClose {
  defectiveQuantity: number | null;
  severity: Severity | null;
  status: DispositionStatus;
}

/**
 * Closing an incident that holds material needs its disposition approved, or decided for a minor one
 * (docs/product.md §4). Null when closing may go ahead.
 */
export function dispositionCloseIssue(d: DispositionForClose): string | null {
  if (!needsDisposition(d.defectiveQuantity)) return null;
  if (d.status === 'approved') return null;
  if (d.severity === 'minor') return d.status === 'decided' ? null : DISPOSITION_MSG.closeNeedsDecision;
  return DISPOSITION_MSG.closeNeedsApproval;
}

/** Quantity per decision (every decision present, 0 when unused): export columns and charts. */
export function quantitiesByDecision(
  lines: readonly { decision: DispositionDecision; quantity: number }[],
): Record<DispositionDecision, number> {
  const out = Object.fromEntries(DISPOSITION_DECISIONS.map((d) => [d, 0])) as Record<
    DispositionDecision,
    number
  >;
  for (const line of lines) out[line.decision] += line.quantity;
  return out;
}

/** The disposition's cost in pounds, added in pence (lines without a cost count as 0). */
export function dispositionCost(lines: readonly { cost: number | null }[]): number {
  return sumPounds(...lines.map((l) => l.cost));
}

/**
 * What the red-label tag says about held material: 'HOLD — awaiting disposition' until decided, then, where
 * closing needs an approval (major, critical, no severity), 'HOLD — awaiting approval' until it
 * is approved; once the material may leave, the decisions with their quantities ('Scrap 3, Rework 2').
 */
export function dispositionTagText(
  status: DispositionStatus,
  lines: readonly { decision: DispositionDecision; quantity: number }[],
  severity: Severity | null,
): string {
  if (status === 'awaiting') return DISPOSITION_MSG.holdAwaiting;
  if (status === 'decided' && needsSecondApprover(severity)) return DISPOSITION_MSG.holdAwaitingApproval;
  const byDecision = quantitiesByDecision(lines);
  return DISPOSITION_DECISIONS.filter((d) => byDecision[d] > 0)
    .map((d) => `${DISPOSITION_DECISION_LABELS[d]} ${byDecision[d]}`)
    .join(', ');
}

/** Whether a tag text holds the material (drawn in red). */
export const isHoldText = (text: string): boolean => text.startsWith('HOLD');

/**
 * Who may mark a disposition line done, and when: the person responsible for it or the quality team, once the
 * disposition lets the material go (approved, or decided for a minor incident), while it may still change.
 */
export function decideLineDone(input: {
  actor: { id: string; role: Role };
  responsible: string;
  status: IncidentStatus;
  statusLabel: string;
  disposition: DispositionForClose;
}): DispositionDecisionResult {
  if (input.actor.id !== input.responsible && !isQualityTeam(input.actor.role)) {
    return { ok: false, code: 'FORBIDDEN', message: DISPOSITION_MSG.doneForbidden };
  }
  if (!DISPOSITION_EDITABLE_STATUSES.includes(input.status)) {
    return { ok: false, code: 'CONFLICT', message: DISPOSITION_MSG.proposeStatus(input.statusLabel) };
  }
  const issue = dispositionCloseIssue(input.disposition);
  if (issue === DISPOSITION_MSG.closeNeedsDecision)
    return { ok: false, code: 'CONFLICT', message: DISPOSITION_MSG.doneBeforeDecision };
  if (issue) return { ok: false, code: 'CONFLICT', message: DISPOSITION_MSG.doneBeforeApproval };
  return { ok: true };
}

/**
 * The second-person rule survives severity changes: an approval by the proposer stands only while the
 * severity needs no second person, so a change to one that does withdraws it (it falls back to decided).
 */
export function severityChangeWithdrawsApproval(input: {
  before: Severity | null;
  after: Severity | null;
  dispositionStatus: DispositionStatus;
  proposedBy: string | null;
  approvedBy: string | null;
}): boolean {
  return (
    input.before !== input.after &&
    input.dispositionStatus === 'approved' &&
    input.approvedBy !== null &&
    input.approvedBy === input.proposedBy &&
    needsSecondApprover(input.after)
  );
}
