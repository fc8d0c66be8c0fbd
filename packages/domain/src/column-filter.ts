import { z } from 'zod';
import { FILTER_NUMBER_MAX } from './constants';

/** docs/product.md §3/§9 filter types; 'category' is the default. */
export const COLUMN_FILTER_TYPES = [
  'numeric',
  'string',
  'date',
  'category',
  'object',
  'dateTime',
  'boolean',
  'status',
] as const;
export type ColumnFilterType = (typeof COLUMN_FILTER_TYPES)[number];
export const DEFAULT_COLUMN_FILTER_TYPE: ColumnFilterType = 'category';

/** A number to compare with: bounded, so that no comparison or range ever meets an overflow. */
const filterNumber = z.number().min(-FILTER_NUMBER_MAX).max(FILTER_NUMBER_MAX);
const filterValue = z.union([z.string().max(500), filterNumber, z.boolean(), z.null()]);
const bound = z.union([z.string().max(50), filterNumber, z.null()]);

/**
 * docs/product.md §3 Column filter. `filter` lists the chosen values (null = all); `contains` is the text filter (a
 * contains match); `from`/`to` bound numeric values, and for date filters compare on month and year (docs/product.md §5).
 */
export const ZColumnFilter = z.object({
  key: z.string().min(1).max(100),
  type: z.enum(COLUMN_FILTER_TYPES).default(DEFAULT_COLUMN_FILTER_TYPE),
  allowEmpty: z.boolean().default(true),
  allowAll: z.boolean().default(true),
  filter: z.array(filterValue).max(1000).nullable().default(null),
  contains: z.string().max(200).default(''),
  from: bound.default(null),
  to: bound.default(null),
});
export type TColumnFilter = z.output<typeof ZColumnFilter>;

/** A filter that lets everything through. */
export function emptyColumnFilter(
  key: string,
  type: ColumnFilterType = DEFAULT_COLUMN_FILTER_TYPE,
): TColumnFilter {
  return { key, type, allowEmpty: true, allowAll: true, filter: null, contains: '', from: null, to: null };
}
