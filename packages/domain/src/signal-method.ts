import { z } from 'zod';

/**
 * What a trend-signal rule watches and how it decides (trend-signals.ts holds the statistics): the groups and the
 * methods' settings. Apart from the statistics so that the web app, which only edits rules, does not load them.
 */

export const SIGNAL_GROUPS = [
  'partNumber',
  'supplier',
  'product',
  'location',
  'category',
  'supplierPartNumber',
] as const;
export type SignalGroup = (typeof SIGNAL_GROUPS)[number];

export const SIGNAL_GROUP_LABELS: Record<SignalGroup, string> = {
  partNumber: 'Part number',
  supplier: 'Supplier',
  product: 'Product',
  location: 'Incident location',
  category: 'Category',
  supplierPartNumber: 'Supplier and part number',
};

/** How many days of history a baseline may take, and the default. */
export const BASELINE_DAYS_MAX = 730;
export const DEFAULT_BASELINE_DAYS = 182;
/** The family-wise chance of a false signal per evaluation of a rule, shared by every group it watches. */
export const DEFAULT_FALSE_ALARM_RATE = 0.05;

const days = (max: number) => z.number().int().min(1).max(max);

export const ZSignalMethod = z.discriminatedUnion('method', [
  z.strictObject({
    method: z.literal('count'),
    /** At least this many incidents … */
    atLeast: z.number().int().min(2).max(10_000),
    /** … in this many days. */
    days: days(365),
  }),
  z.strictObject({
    method: z.literal('poisson'),
    days: days(365),
    baselineDays: days(BASELINE_DAYS_MAX).default(DEFAULT_BASELINE_DAYS),
    falseAlarmRate: z.number().gt(0).max(0.2).default(DEFAULT_FALSE_ALARM_RATE),
    /** Fewer incidents than this never signal, however rare the group. */
    minCount: z.number().int().min(2).max(1000).default(3),
  }),
]);
export type TSignalMethod = z.output<typeof ZSignalMethod>;
