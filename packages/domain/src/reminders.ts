/**
 * Reminders and escalation of due work (docs/product.md §3 Reminders): which emails an open item with an owner
 * and a due date calls for on a given day. Pure: the server's scheduler passes the day, so tests control the clock.
 * Each reminder is sent once per item and due date (a moved due date starts again), whatever day the scheduler
 * first sees it on — a server that was down on the day catches up on its next pass.
 */

/** Work someone must do by a date: a disposition line today; investigation sections and checks add theirs. */
export interface DueItem {
  /** Unique across kinds of work, e.g. 'disposition-line:<id>'. */
  key: string;
  title: string;
  /** Path in the web app, e.g. '/incident/<id>'. */
  link: string;
  owner: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  /**
   * Someone outside the company reminded as well (a supplier's contact for a corrective action request's
   * milestone): they get the due-soon and overdue reminders by email, pointed at the owner; never an escalation.
   */
  alsoTo?: { name: string; email: string };
}

export interface ReminderSettings {
  /** Remind the owner this many days before the due date (0: on the day only). */
  daysBefore: number;
  /** Escalate to admins once an item is overdue by more than this many days. */
  escalateAfterDays: number;
  /** The weekday of the overdue digest, 1 (Monday) to 7 (Sunday). */
  digestWeekday: number;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  daysBefore: 3,
  escalateAfterDays: 7,
  digestWeekday: 1,
};

export type ReminderKind = 'due-soon' | 'overdue' | 'escalation';

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

/** Whole days from `from` to `to` (both YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Days an item is overdue on `today` (0 while it is not). */
export function daysOverdue(dueDate: string, today: string): number {
  return Math.max(0, daysBetween(dueDate, today));
}

/**
 * The reminders an item calls for on `today`: 'due-soon' within `daysBefore` days of its due date, 'overdue'
 * once the due date has passed, 'escalation' once it is overdue by more than `escalateAfterDays`. The caller
 * sends each kind once per item and due date; a reminder whose moment has passed (the item became overdue
 * meanwhile) is not sent late.
 */
export function remindersDue(
  item: Pick<DueItem, 'dueDate'>,
  today: string,
  settings: ReminderSettings,
): ReminderKind[] {
  const until = daysBetween(today, item.dueDate);
  const kinds: ReminderKind[] = [];
  if (until >= 0 && until <= settings.daysBefore) kinds.push('due-soon');
  if (until < 0) kinds.push('overdue');
  if (-until > settings.escalateAfterDays) kinds.push('escalation');
  return kinds;
}

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(iso: string): number {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The week a digest belongs to: the date of the digest weekday on or before `today`. A digest is sent once a
 * week from that day on (a server down on the day sends it on its next pass that week).
 */
export function digestWeek(today: string, weekday: number): string {
  const back = (isoWeekday(today) - weekday + 7) % 7;
  return new Date((dayNumber(today) - back) * DAY_MS).toISOString().slice(0, 10);
}
