import { z } from 'zod';
import type { IncidentStatus } from './incident-status';

/**
 * When an incident reached each milestone of its lifecycle (ISO timestamps, null until reached). The measures
 * (days to close, days open, age) count from the first submission: a resubmission after "More information
 * requested" keeps it, as the reporter's problem has been waiting since then. The other milestones hold the
 * latest time the incident reached them; leaving investigation-completed other than by closing (the
 * investigation was reopened or another one joined) clears that milestone, as it no longer holds.
 */
export interface IncidentMilestones {
  submittedAt: string | null;
  acknowledgedAt: string | null;
  investigationCompletedAt: string | null;
  closedAt: string | null;
}

export const NO_MILESTONES: IncidentMilestones = {
  submittedAt: null,
  acknowledgedAt: null,
  investigationCompletedAt: null,
  closedAt: null,
};

/** The milestones after a status change from `from` (null: a new incident) to `to` at `now`. */
export function milestonesAfter(
  current: IncidentMilestones,
  from: IncidentStatus | null,
  to: IncidentStatus,
  now: string,
): IncidentMilestones {
  const next = {
    submittedAt: current.submittedAt,
    acknowledgedAt: current.acknowledgedAt,
    investigationCompletedAt: current.investigationCompletedAt,
    closedAt: current.closedAt,
  };
  if (from === to) return next;
  if (to === 'submitted' && next.submittedAt === null) next.submittedAt = now;
  if (to === 'acknowledged') next.acknowledgedAt = now;
  const completion = completionAfter(from, to, now);
  if (completion !== undefined) next.investigationCompletedAt = completion;
  if (to === 'closed') next.closedAt = now;
  return next;
}

/**
 * The investigation-completed milestone after a status change: `now` on reaching it, null on leaving it other
 * than by closing, undefined when it stays as it was (the investigation cascade writes only this one).
 */
export function completionAfter(
  from: IncidentStatus | null,
  to: IncidentStatus,
  now: string,
): string | null | undefined {
  if (from === to) return undefined;
  if (to === 'investigation-completed') return now;
  return from === 'investigation-completed' && to !== 'closed' ? null : undefined;
}

/** Statuses counted as open by the measures: submitted through investigation-completed. */
export const OPEN_INCIDENT_STATUSES = [
  'submitted',
  'pending-update',
  'acknowledged',
  'under-investigation',
  'investigation-completed',
] as const satisfies readonly IncidentStatus[];

export function isOpenIncidentStatus(status: IncidentStatus): boolean {
  return (OPEN_INCIDENT_STATUSES as readonly string[]).includes(status);
}

const DAY_MS = 86_400_000;

/** Elapsed days between two instants, with the fraction (the measures average them). */
export function elapsedDays(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / DAY_MS;
}

/** The age buckets of the charts, in their order: whole days elapsed, 0–7, 8–30, 31–90, over 90. */
export const AGE_BUCKETS = ['0–7', '8–30', '31–90', 'Over 90'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** The upper bound (whole days, inclusive) of every bucket but the last. */
export const AGE_BUCKET_LIMITS = [7, 30, 90] as const;

/** The bucket of an age in days (its whole days: 7.9 days is still in '0–7'). */
export function ageBucket(days: number): AgeBucket {
  const whole = Math.floor(days);
  const index = AGE_BUCKET_LIMITS.findIndex((limit) => whole <= limit);
  return AGE_BUCKETS[index === -1 ? AGE_BUCKETS.length - 1 : index]!;
}

/**
 * An incident's age for the charts: the time it took to close once closed, the time since it was submitted
 * while open, none when it was rejected or cancelled (or never submitted).
 */
export function incidentAge(
  incident: { status: IncidentStatus } & Pick<IncidentMilestones, 'submittedAt' | 'closedAt'>,
  now: string,
): number | null {
  if (incident.submittedAt === null) return null;
  if (incident.status === 'closed')
    return incident.closedAt === null ? null : elapsedDays(incident.submittedAt, incident.closedAt);
  return isOpenIncidentStatus(incident.status) ? elapsedDays(incident.submittedAt, now) : null;
}

/** The median of some numbers, or null when there are none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The window of the "median days to close" headline: incidents closed in the last 90 days. */
export const MEDIAN_CLOSE_WINDOW_DAYS = 90;

/**
 * One headline figure of /intelligence (`GET /v1/intelligence/headlines`): a list, so that figures can be added
 * without changing the page that shows them. `value` is null when there is nothing to measure yet.
 */
export const ZHeadline = z.object({
  id: z.string(),
  label: z.string(),
  value: z.number().nullable(),
  unit: z.enum(['count', 'days', 'percent']),
});
export type THeadline = z.infer<typeof ZHeadline>;

export const ZHeadlines = z.object({ headlines: z.array(ZHeadline) });
export type THeadlines = z.infer<typeof ZHeadlines>;

export const HEADLINE_LABELS = {
  openIncidents: 'Open incidents',
  overdueItems: 'Overdue items',
  medianDaysToClose: 'Median days to close (last 90 days)',
  effectivenessRate: 'Effectiveness rate',
} as const;

/** Effective checks as a share of the recorded ones, in percent with one decimal; null when none is recorded. */
export function effectivenessRate(effective: number, recorded: number): number | null {
  return recorded === 0 ? null : Math.round((effective / recorded) * 1000) / 10;
}
