import { z } from 'zod';
import { ZAttachment } from './attachments';
import { isValidIsoDate } from './dates';
import { isQualityTeam, type Role } from './roles';
import { ZSignatureCredentials } from './signature-credentials';

/**
 * docs/product.md §3 Effectiveness checks: completing an investigation schedules a check some weeks later that
 * the fix held. Its owner (or the quality team) records the result with evidence; a recorded check is final.
 */
export const EFFECTIVENESS_RESULTS = ['effective', 'not-effective', 'inconclusive'] as const;
export type EffectivenessResult = (typeof EFFECTIVENESS_RESULTS)[number];
export const EFFECTIVENESS_RESULT_LABELS: Record<EffectivenessResult, string> = {
  effective: 'Effective',
  'not-effective': 'Not effective',
  inconclusive: 'Inconclusive',
};

export const EFFECTIVENESS_STATUSES = ['scheduled', 'recorded'] as const;
export type EffectivenessStatus = (typeof EFFECTIVENESS_STATUSES)[number];
export const EFFECTIVENESS_STATUS_LABELS: Record<EffectivenessStatus, string> = {
  scheduled: 'Scheduled',
  recorded: 'Recorded',
};

/** Days between completing an investigation and its effectiveness check, unless someone moves it. */
export const EFFECTIVENESS_DEFAULT_DAYS = 90;
export const EFFECTIVENESS_EVIDENCE_MAX = 20_000;
export const EFFECTIVENESS_ATTACHMENTS_MAX = 50;

export const EFFECTIVENESS_MSG = {
  notFound: 'Effectiveness check not found.',
  dueDate: 'Please insert a date as DD-MM-YYYY.',
  owner: 'Please select an owner.',
  ownerUnknown: 'The owner must be an active user.',
  result: 'Please select a result from the list.',
  evidence: 'Please describe the evidence.',
  evidenceTooLong: `The evidence has at most ${EFFECTIVENESS_EVIDENCE_MAX} characters.`,
  nothingToChange: 'Please change the due date or the owner.',
  rescheduleForbidden: 'Only the quality team may reschedule an effectiveness check.',
  recordForbidden: 'Only the owner or the quality team may record an effectiveness check.',
  alreadyRecorded: 'This effectiveness check is already recorded and can no longer be changed.',
  newInvestigationForbidden: 'Only the quality team may start a new investigation.',
  notNotEffective: 'A new investigation can be started only from a check recorded as not effective.',
  alreadyRestarted: 'A new investigation has already been started from this check.',
  noIncidents: 'None of the incidents of this investigation can be investigated again.',
  stale:
    'This effectiveness check has been changed by someone else since you opened it. Reload it and save again.',
  ineffective: 'Ineffective',
} as const;

/** One effectiveness check as the API answers it. */
export const ZEffectivenessCheck = z.object({
  id: z.string(),
  investigationId: z.string(),
  dueDate: z.string(),
  owner: z.string(),
  status: z.enum(EFFECTIVENESS_STATUSES),
  result: z.enum(EFFECTIVENESS_RESULTS).nullable(),
  evidence: z.string(),
  attachments: z.array(ZAttachment),
  recordedBy: z.string().nullable(),
  recordedAt: z.string().nullable(),
  /** The investigation started from this check when it was not effective (at most one). */
  followUpInvestigationId: z.string().nullable(),
  version: z.number().int(),
});
export type TEffectivenessCheck = z.output<typeof ZEffectivenessCheck>;

const ZDueDate = z.string({ error: EFFECTIVENESS_MSG.dueDate }).refine(isValidIsoDate, {
  error: EFFECTIVENESS_MSG.dueDate,
});
const ZOwner = z.string({ error: EFFECTIVENESS_MSG.owner }).trim().min(1, { error: EFFECTIVENESS_MSG.owner });

/** `PUT /v1/effectiveness-checks/{id}`: a new due date and/or owner. */
export const ZRescheduleEffectivenessRequest = z
  .strictObject({
    dueDate: ZDueDate.optional(),
    owner: ZOwner.max(100).optional(),
    version: z.number().int().min(1).optional(),
  })
  .refine((body) => body.dueDate !== undefined || body.owner !== undefined, {
    error: EFFECTIVENESS_MSG.nothingToChange,
  });
export type TRescheduleEffectivenessRequest = z.output<typeof ZRescheduleEffectivenessRequest>;

/** `POST /v1/effectiveness-checks/{id}/record`: the result and its evidence (attachments optional). */
export const ZRecordEffectivenessRequest = z.strictObject({
  result: z.enum(EFFECTIVENESS_RESULTS, { error: EFFECTIVENESS_MSG.result }),
  evidence: z
    .string({ error: EFFECTIVENESS_MSG.evidence })
    .trim()
    .min(1, { error: EFFECTIVENESS_MSG.evidence })
    .max(EFFECTIVENESS_EVIDENCE_MAX, { error: EFFECTIVENESS_MSG.evidenceTooLong }),
  attachments: z.array(ZAttachment).max(EFFECTIVENESS_ATTACHMENTS_MAX).default([]),
  version: z.number().int().min(1).optional(),
  /** The password re-check while signatures are on: recording signs the result ('Verified'). */
  signature: ZSignatureCredentials.optional(),
});
export type TRecordEffectivenessRequest = z.output<typeof ZRecordEffectivenessRequest>;

/**
 * `POST /v1/effectiveness-checks/{id}/new-investigation`: while signatures are on the restart is signed (the
 * password) and, like any change of a closed incident, says why (kept in the history and on the Withdrawn
 * records of the incidents' Closed signatures).
 */
export const ZStartInvestigationFromCheckRequest = z.strictObject({
  version: z.number().int().min(1).optional(),
  signature: ZSignatureCredentials.optional(),
  reasonForChange: z.string().max(2000, { error: 'A reason has at most 2000 characters.' }).optional(),
});
export type TStartInvestigationFromCheckRequest = z.output<typeof ZStartInvestigationFromCheckRequest>;

/**
 * Whether a restart needs a reason: always while signatures are on, and whenever one of the incidents it moves
 * carries a live Closed signature (which it withdraws), whatever the setting.
 */
export function restartNeedsReason(input: { signaturesOn: boolean; liveClosedSignature: boolean }): boolean {
  return input.signaturesOn || input.liveClosedSignature;
}

/** 'YYYY-MM-DD' plus `days` calendar days (UTC arithmetic, so no daylight-saving surprises). */
export function addDaysIso(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The default due date of the check that completing an investigation on `completedOn` schedules. */
export function defaultEffectivenessDueDate(completedOn: string): string {
  return addDaysIso(completedOn, EFFECTIVENESS_DEFAULT_DAYS);
}

type Actor = { id: string; role: Role };
type CheckState = Pick<TEffectivenessCheck, 'owner' | 'status' | 'result' | 'followUpInvestigationId'>;

export type EffectivenessDecision =
  | { ok: true }
  | { ok: false; code: 'FORBIDDEN' | 'CONFLICT'; message: string };

const ok: EffectivenessDecision = { ok: true };
const refuse = (code: 'FORBIDDEN' | 'CONFLICT', message: string): EffectivenessDecision => ({
  ok: false,
  code,
  message,
});

/** Quality and admin move the due date or change the owner of a check still scheduled. */
export function canRescheduleEffectivenessCheck(role: Role): boolean {
  return isQualityTeam(role);
}

/** The owner, quality and admin record the result. */
export function canRecordEffectivenessCheck(check: Pick<CheckState, 'owner'>, actor: Actor): boolean {
  return isQualityTeam(actor.role) || check.owner === actor.id;
}

export function decideReschedule(check: CheckState, actor: Actor): EffectivenessDecision {
  if (!canRescheduleEffectivenessCheck(actor.role)) {
    return refuse('FORBIDDEN', EFFECTIVENESS_MSG.rescheduleForbidden);
  }
  if (check.status === 'recorded') return refuse('CONFLICT', EFFECTIVENESS_MSG.alreadyRecorded);
  return ok;
}

export function decideRecord(check: CheckState, actor: Actor): EffectivenessDecision {
  if (!canRecordEffectivenessCheck(check, actor)) {
    return refuse('FORBIDDEN', EFFECTIVENESS_MSG.recordForbidden);
  }
  if (check.status === 'recorded') return refuse('CONFLICT', EFFECTIVENESS_MSG.alreadyRecorded);
  return ok;
}

/** A new investigation from a check: quality only, once, and only when the fix was not effective. */
export function decideNewInvestigation(check: CheckState, actor: Actor): EffectivenessDecision {
  if (!isQualityTeam(actor.role)) return refuse('FORBIDDEN', EFFECTIVENESS_MSG.newInvestigationForbidden);
  if (check.status !== 'recorded' || check.result !== 'not-effective') {
    return refuse('CONFLICT', EFFECTIVENESS_MSG.notNotEffective);
  }
  if (check.followUpInvestigationId) return refuse('CONFLICT', EFFECTIVENESS_MSG.alreadyRestarted);
  return ok;
}

/** An incident is flagged ineffective while its investigation has a check recorded as not effective. */
export function isIneffective(checks: readonly Pick<TEffectivenessCheck, 'result'>[]): boolean {
  return checks.some((check) => check.result === 'not-effective');
}

/** A scheduled check past its due date on `today` (the server's UTC day). */
export function isEffectivenessCheckOverdue(
  check: Pick<TEffectivenessCheck, 'status' | 'dueDate'>,
  today: string,
): boolean {
  return check.status === 'scheduled' && check.dueDate < today;
}

/**
 * The scheduled checks due on or before `today`, soonest first: what a reminder scheduler sends about (the
 * reminders themselves are not built yet).
 */
export function effectivenessChecksDue<T extends Pick<TEffectivenessCheck, 'status' | 'dueDate'>>(
  checks: readonly T[],
  today: string,
): T[] {
  return checks
    .filter((check) => check.status === 'scheduled' && check.dueDate <= today)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}
