import { z } from 'zod';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES } from './constants';

const PAGE_SIZE_ERROR = `rowsPerPage must be ${ADMIN_PAGE_SIZES.slice(0, -1).join(', ')} or ${ADMIN_PAGE_SIZES.at(-1)}.`;

export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];

const isAdminPageSize = (n: number): n is AdminPageSize =>
  (ADMIN_PAGE_SIZES as readonly number[]).includes(n);

/** `?page=0&rowsPerPage=25` of the administration's server-paged lists (users, access requests, deliveries). */
export const ZAdminPageQuery = z.object({
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(0).max(1_000_000).default(0),
  rowsPerPage: z.coerce
    .number({ error: 'rowsPerPage must be a number.' })
    .int()
    .refine(isAdminPageSize, { error: PAGE_SIZE_ERROR })
    .default(ADMIN_DEFAULT_PAGE_SIZE),
});

/** One page of a server-paged list: its items, the total and the page asked for. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    rowsPerPage: z.number().int(),
  });
}
