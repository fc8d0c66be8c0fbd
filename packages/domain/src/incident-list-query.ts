import { z } from 'zod';
import { ZColumnFilter } from './column-filter';
import { INCIDENT_DEFAULT_PAGE_SIZE, INCIDENT_PAGE_SIZES } from './constants';
import { INCIDENT_COLUMN_IDS, type IncidentColumnId } from './incident-columns';

/**
 * `GET /v1/incidents` (and its export and distinct-value siblings): paging, sorting, search and per-column
 * filters, all applied by the server. `filters` travels as a JSON-encoded array in the query string.
 * `view`: 'list' is /incidents (drafts hidden from non-admins); 'drafts' is the home 'My Draft Incidents' table.
 */
export const INCIDENT_LIST_VIEWS = ['list', 'drafts'] as const;
export type IncidentListView = (typeof INCIDENT_LIST_VIEWS)[number];

const FILTERS_MESSAGE = 'filters must be a JSON array of column filters.';

/** Accepts the filters as a JSON string (query string) or as an array (already parsed). */
const ZFilters = z.preprocess(
  (value, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.length > 20_000) {
      ctx.addIssue({ code: 'custom', message: 'filters is too long.' });
      return z.NEVER;
    }
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: FILTERS_MESSAGE });
      return z.NEVER;
    }
  },
  z.array(ZColumnFilter, { error: FILTERS_MESSAGE }).max(50, { error: 'At most 50 column filters.' }),
);

export const ZIncidentListQuery = z.object({
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(0).max(1_000_000).default(0),
  rowsPerPage: z.coerce
    .number({ error: 'rowsPerPage must be a number.' })
    .int()
    .refine((n) => (INCIDENT_PAGE_SIZES as readonly number[]).includes(n), {
      error: `rowsPerPage must be one of ${INCIDENT_PAGE_SIZES.join(', ')}.`,
    })
    .default(INCIDENT_DEFAULT_PAGE_SIZE),
  sortBy: z
    .enum(INCIDENT_COLUMN_IDS as [IncidentColumnId, ...IncidentColumnId[]], {
      error: 'sortBy must be an incident column.',
    })
    .default('incidentNumber'),
  sortDir: z.enum(['asc', 'desc'], { error: "sortDir must be 'asc' or 'desc'." }).default('desc'),
  search: z.string().trim().max(200, { error: 'search is too long.' }).default(''),
  filters: ZFilters.default([]),
  view: z.enum(INCIDENT_LIST_VIEWS, { error: "view must be 'list' or 'drafts'." }).default('list'),
});
export type TIncidentListQuery = z.output<typeof ZIncidentListQuery>;

/** The query string for a list request (the browser's side of the same contract). */
export function incidentListSearchParams(query: Partial<TIncidentListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.rowsPerPage !== undefined) params.set('rowsPerPage', String(query.rowsPerPage));
  if (query.sortBy) params.set('sortBy', query.sortBy);
  if (query.sortDir) params.set('sortDir', query.sortDir);
  if (query.search) params.set('search', query.search);
  if (query.filters && query.filters.length > 0) params.set('filters', JSON.stringify(query.filters));
  if (query.view) params.set('view', query.view);
  return params;
}

/** `GET /v1/incidents/distinct?column=…`: the values a 'Filter Values' dialog offers. */
export const ZDistinctValuesQuery = z.object({
  column: z.enum(INCIDENT_COLUMN_IDS as [IncidentColumnId, ...IncidentColumnId[]], {
    error: 'column must be an incident column.',
  }),
  view: z.enum(INCIDENT_LIST_VIEWS).default('list'),
  search: z.string().trim().max(200).default(''),
});

export const ZDistinctValue = z.object({
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  label: z.string(),
  count: z.number().int(),
});
export type TDistinctValue = z.infer<typeof ZDistinctValue>;
