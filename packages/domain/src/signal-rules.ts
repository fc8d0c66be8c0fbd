import { z } from 'zod';
import { pageOf } from './admin-paging';
import { SIGNAL_GROUPS, type SignalGroup, type TSignalMethod, ZSignalMethod } from './signal-method';

/**
 * Trend signal rules and the signals they raise (docs/api.md "Trend signals"); the statistics are
 * trend-signals.ts. A rule watches every group of one kind (part number, supplier, …) with one method; a signal
 * is one group of one rule at one window end, never raised twice, with a cool-down between two of a group.
 */

/** Quality and admins define rules and act on signals (the Signals inbox); in access.ts with the other page rights. */
export { canManageSignals } from './access';

export const SIGNAL_MSG = {
  nameRequired: 'Enter a name for the rule.',
  nameTooLong: 'A rule name is at most 200 characters.',
  groupInvalid: `Group must be one of ${SIGNAL_GROUPS.join(', ')}.`,
  ownersTooMany: 'A rule has at most 20 owners.',
  ownerInactive: (id: string) => `Owner ${id} is not an active user.`,
  coolDownInvalid: 'The cool-down is a whole number of days from 1 to 365.',
  ruleNotFound: 'Signal rule not found.',
  signalNotFound: 'Signal not found.',
  reasonRequired: 'Enter the reason for dismissing the signal.',
  reasonTooLong: 'A dismissal reason is at most 2000 characters.',
  notOpen: 'This signal has already been acted on.',
  noIncidents: 'This signal lists no incidents to investigate.',
  investigationRequired: 'Choose the investigation to link the signal to.',
  investigationNotOpen: 'Only an open investigation can be linked to a signal.',
} as const;

export const ZSignalGroup = z.enum(SIGNAL_GROUPS, { error: SIGNAL_MSG.groupInvalid });

const ruleFields = {
  name: z
    .string({ error: SIGNAL_MSG.nameRequired })
    .trim()
    .min(1, SIGNAL_MSG.nameRequired)
    .max(200, SIGNAL_MSG.nameTooLong),
  group: ZSignalGroup,
  method: ZSignalMethod,
  /** Days a group waits after a signal before it may signal again; the rule's window days when left out. */
  coolDownDays: z
    .number({ error: SIGNAL_MSG.coolDownInvalid })
    .int(SIGNAL_MSG.coolDownInvalid)
    .min(1, SIGNAL_MSG.coolDownInvalid)
    .max(365, SIGNAL_MSG.coolDownInvalid)
    .nullish(),
  enabled: z.boolean().default(false),
  /** User ids emailed when the rule signals. */
  owners: z.array(z.string().min(1).max(100)).max(20, SIGNAL_MSG.ownersTooMany).default([]),
  /**
   * One group only (its key, e.g. `<supplier id>|<part number>`): a watch on one supplier and part, such as the
   * rule a closed supplier corrective action request leaves behind. Left out, the rule watches every group.
   */
  watchKey: z.string().trim().min(1).max(300).nullish(),
};

/** POST /v1/signal-rules, PUT /v1/signal-rules/{id}, POST /v1/signal-rules/backtest. */
export const ZSignalRuleRequest = z.strictObject(ruleFields);
export type TSignalRuleRequest = z.output<typeof ZSignalRuleRequest>;

/** The cool-down a rule applies: its own, or its window. */
export function coolDownOf(rule: { method: TSignalMethod; coolDownDays?: number | null }): number {
  return rule.coolDownDays ?? rule.method.days;
}

export const ZSignalRule = z.object({
  id: z.string(),
  name: z.string(),
  group: ZSignalGroup,
  method: ZSignalMethod,
  coolDownDays: z.number().int(),
  enabled: z.boolean(),
  owners: z.array(z.string()),
  /** The one group the rule watches, or null for every group. */
  watchKey: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSignalRule = z.output<typeof ZSignalRule>;

export const SIGNAL_STATUSES = ['open', 'dismissed', 'investigating', 'linked'] as const;
export type SignalStatus = (typeof SIGNAL_STATUSES)[number];

export const SIGNAL_STATUS_LABELS: Record<SignalStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  investigating: 'Investigation started',
  linked: 'Linked to an investigation',
};

/** The Signals inbox's and the rules page's toasts (a failure toast is followed by the server's reason). */
export const SIGNAL_TOAST = {
  ruleAdded: 'Signal rule added.',
  ruleAddFailed: 'Failed to add the signal rule.',
  ruleSaved: 'Signal rule saved.',
  ruleSaveFailed: 'Failed to save the signal rule.',
  ruleDeleted: 'Signal rule deleted.',
  ruleDeleteFailed: 'Failed to delete the signal rule.',
  backtestFailed: 'Failed to run the back-test.',
  dismissed: 'Signal dismissed.',
  dismissFailed: 'Failed to dismiss the signal.',
  investigationStarted: "Investigation started for the signal's incidents.",
  investigationStartFailed: 'Failed to start the investigation.',
  linked: "The signal's incidents are linked to the investigation.",
  linkFailed: 'Failed to link the signal to the investigation.',
} as const;

/** Weeks of counts a signal shows as its sparkline, the last ending with its window. */
export const SIGNAL_SPARK_WEEKS = 12;

export const ZSignal = z.object({
  id: z.string(),
  rule: z.object({ id: z.string(), name: z.string(), group: ZSignalGroup }),
  groupKey: z.string(),
  groupLabel: z.string(),
  /** The window, dates (YYYY-MM-DD) inclusive. */
  windowFrom: z.string(),
  windowTo: z.string(),
  observed: z.number().int(),
  expected: z.number(),
  pValue: z.number().nullable(),
  /** Incidents a week over the last SIGNAL_SPARK_WEEKS weeks, oldest first, the last ending with windowTo. */
  weeklyCounts: z.array(z.number().int()),
  incidents: z.array(z.object({ id: z.string(), incidentNumber: z.number().int().nullable() })),
  status: z.enum(SIGNAL_STATUSES),
  dismissalReason: z.string().nullable(),
  investigationId: z.string().nullable(),
  createdAt: z.string(),
});
export type TSignal = z.output<typeof ZSignal>;

export const ZSignalListQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  rowsPerPage: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(SIGNAL_STATUSES).optional(),
});
export type TSignalListQuery = z.output<typeof ZSignalListQuery>;

export const ZSignalList = pageOf(ZSignal);
export type TSignalList = z.output<typeof ZSignalList>;

export const ZDismissSignalRequest = z.strictObject({
  reason: z
    .string({ error: SIGNAL_MSG.reasonRequired })
    .trim()
    .min(1, SIGNAL_MSG.reasonRequired)
    .max(2000, SIGNAL_MSG.reasonTooLong),
});

export const ZLinkSignalRequest = z.strictObject({
  investigationId: z
    .string({ error: SIGNAL_MSG.investigationRequired })
    .trim()
    .min(1, SIGNAL_MSG.investigationRequired)
    .max(100),
});

/** One signal a back-test would have raised. */
export const ZBacktestSignal = z.object({
  groupKey: z.string(),
  groupLabel: z.string(),
  windowTo: z.string(),
  observed: z.number().int(),
  expected: z.number(),
  pValue: z.number().nullable(),
});

/** Days a back-test looks back over, evaluated every BACKTEST_STEP_DAYS. */
export const BACKTEST_DAYS = 365;
export const BACKTEST_STEP_DAYS = 7;

export const ZBacktestResult = z.object({
  from: z.string(),
  to: z.string(),
  evaluations: z.number().int(),
  count: z.number().int(),
  signals: z.array(ZBacktestSignal),
});
export type TBacktestResult = z.output<typeof ZBacktestResult>;

export type { SignalGroup };
