import { z } from 'zod';

/** docs/product.md §3 Profile notification flags, all on by default. */
export const NOTIFICATION_KEYS = [
  'submitted',
  'acknowledged',
  'rejected',
  'pending-update',
  'closed',
  'disposition',
  'reminders',
  'overdue-digest',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

export const NOTIFICATION_LABELS: Record<NotificationKey, string> = {
  submitted: 'Incident submitted',
  acknowledged: 'Incident acknowledged',
  rejected: 'Incident rejected',
  'pending-update': 'More information requested',
  closed: 'Incident closed',
  disposition: 'Disposition requests',
  reminders: 'Reminders of my due work',
  'overdue-digest': 'Weekly overdue digest and escalations',
};

export const ZNotifications = z.object({
  submitted: z.boolean().default(true),
  acknowledged: z.boolean().default(true),
  rejected: z.boolean().default(true),
  'pending-update': z.boolean().default(true),
  closed: z.boolean().default(true),
  /** A disposition awaits my approval, or a disposition line names me as responsible. */
  disposition: z.boolean().default(true),
  /** Before my work is due, and the day it becomes overdue (reminders.ts). */
  reminders: z.boolean().default(true),
  /** Quality: the weekly digest of overdue work; admins: work overdue past the escalation limit. */
  'overdue-digest': z.boolean().default(true),
});
export type TNotifications = z.infer<typeof ZNotifications>;

/** A table column choice: which column, and whether it is shown. The list order is the column order. */
export const ZColumnChoice = z.object({
  id: z.string().min(1).max(100),
  selected: z.boolean(),
});
export type TColumnChoice = z.infer<typeof ZColumnChoice>;

export const ZProfile = z.object({
  notifications: ZNotifications.default({
    submitted: true,
    acknowledged: true,
    rejected: true,
    'pending-update': true,
    closed: true,
    disposition: true,
    reminders: true,
    'overdue-digest': true,
  }),
  draftIncidentsFilter: z.array(ZColumnChoice).max(100).default([]),
  incidentsFilter: z.array(ZColumnChoice).max(100).default([]),
});
export type TProfile = z.infer<typeof ZProfile>;

/** `PUT /v1/profile`: any part of the profile; what is left out keeps its value. */
export const ZUpdateProfileRequest = z.strictObject({
  // Not ZNotifications.partial(): that would keep the defaults and reset left-out flags to true.
  notifications: z
    .strictObject({
      submitted: z.boolean().optional(),
      acknowledged: z.boolean().optional(),
      rejected: z.boolean().optional(),
      'pending-update': z.boolean().optional(),
      closed: z.boolean().optional(),
      disposition: z.boolean().optional(),
      reminders: z.boolean().optional(),
      'overdue-digest': z.boolean().optional(),
    })
    .optional(),
  draftIncidentsFilter: z.array(ZColumnChoice).max(100).optional(),
  incidentsFilter: z.array(ZColumnChoice).max(100).optional(),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export function defaultProfile(): TProfile {
  return ZProfile.parse({});
}
