import { parseChartLimit, type TChart, ZChart, ZChartInput } from '@qi/domain/report';
import { z } from 'zod';

/**
 * Request bodies of the intelligence routes. The limit is accepted as a number or typed text and brought to a
 * whole number ≥ 1 or '' with the domain's parseChartLimit (docs/product.md §5: anything else becomes empty).
 */
const limit = z.union([z.number(), z.string().max(50), z.null()]).default('');

export const ZChartBody = ZChart.extend({ limit });
export type TChartBody = z.output<typeof ZChartBody>;

/** A chart of `PUT /v1/reports/{id}`: without an id when it is being added (ZChartInput). */
export const ZChartInputBody = ZChartInput.extend({ limit });
export type TChartInputBody = z.output<typeof ZChartInputBody>;

/** `POST /v1/charts/series`: a chart definition (the id, title and labels are optional and unused). */
export const ZChartDefinitionBody = ZChartBody.partial({ id: true }).strict();
export type TChartDefinitionBody = z.output<typeof ZChartDefinitionBody>;

/** `PUT /v1/reports/{id}` (ZUpdateReportRequest with the limit normalised). */
export const ZUpdateReportBody = z.strictObject({ charts: z.array(ZChartInputBody).max(200) });

export const ZChartSeries = z.object({
  points: z.array(
    z.object({
      group: z.string(),
      value1: z.number(),
      value2: z.number(),
      /** A Pareto chart's only: the running share of `pareto.total` up to this group, 0–100 (domain pareto.ts). */
      cumulativePercent: z.number().min(0).max(100).optional(),
    }),
  ),
  /**
   * A Pareto chart's only: the total the cumulative percentages are of (value1 over every group with a positive
   * value, those beyond the limit included) and how many groups there are in all.
   */
  pareto: z.object({ total: z.number(), groups: z.number().int().min(0) }).optional(),
  /** A Supplier performance chart's only: one row per supplier (domain supplier-performance.ts). */
  supplierPerformance: z
    .array(
      z.object({
        supplier: z.string(),
        requests: z.number().int().min(0),
        onTimePercent: z.number().min(0).max(100).nullable(),
        meanDaysToClose: z.number().nullable(),
        repeatIncidents: z.number().int().min(0),
      }),
    )
    .optional(),
});
export type TChartSeries = z.output<typeof ZChartSeries>;

export function withParsedLimit<T extends { limit: unknown }>(
  chart: T,
): Omit<T, 'limit'> & Pick<TChart, 'limit'> {
  return { ...chart, limit: parseChartLimit(chart.limit) };
}
