import { emptyColumnFilter, type TColumnFilter } from '@qi/domain/column-filter';
import { NOT_PRODUCT_RELATED } from '@qi/domain/constants';
import type { IncidentStatus } from '@qi/domain/incident-status';
import type { TLocation } from '@qi/domain/reference-data';
import type { TChart } from '@qi/domain/report';
import { pickOne, type Random, weighted } from '../lib/description-text';

/** What the virtual users need from `GET /v1/data` (read once by the admin session). */
export interface SoakReference {
  products: { id: string; name: string }[];
  partNumbers: { id: string; description: string }[];
  locations: TLocation[];
  reports: { id: string; charts: TChart[] }[];
}

/** A column filter as the Incidents page sends one: the domain's empty filter, narrowed to the rows it picks. */
function columnFilter(
  key: string,
  type: TColumnFilter['type'],
  fields: Partial<TColumnFilter>,
): TColumnFilter {
  return { ...emptyColumnFilter(key, type), allowEmpty: false, ...fields };
}

/** 'YYYY-MM' of the month `back` months before this one (the generated incidents span the last 3 years). */
function monthBack(back: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 7);
}

/** A range of `months` months that starts somewhere in the last three years. */
function monthRange(random: Random, months: number) {
  const start = months - 1 + Math.floor(random() * (36 - months));
  return { from: monthBack(start), to: monthBack(start - months + 1) };
}

/** Words that the generated descriptions use (bench/lib/description-text.ts). */
export const SEARCH_TERMS = [
  'gasket',
  'bearing',
  'O-ring',
  'E42',
  'corrosion',
  'conveyor',
  'impeller',
  'pallet',
];

const STATUS_SETS: readonly IncidentStatus[][] = [
  ['submitted'],
  ['acknowledged', 'under-investigation'],
  ['investigation-completed'],
  ['closed'],
  ['submitted', 'pending-update', 'acknowledged'],
];

export const SORTS = [
  'incidentNumber',
  'incidentDate',
  'updated_at',
  'product',
  'status',
  'defectiveQuantity',
];

/** Mostly the first pages, sometimes further back (people rarely page far). */
function pageNumber(random: Random): number {
  const roll = random();
  if (roll < 0.6) return 0;
  if (roll < 0.85) return 1 + Math.floor(random() * 3);
  return 4 + Math.floor(random() * 40);
}

/** 50, 100 or 200 rows, as people set the Incidents page. */
function rowsPerPage(random: Random): string {
  return weighted(random, [
    ['50', 30],
    ['100', 60],
    ['200', 10],
  ] as const);
}

/**
 * The query string of one incident-list page, as the Incidents page builds it: the default view, or one of
 * the filters people use (product, status, date range, location, a numeric range), with a sort and a page
 * size. The kind names the shape, so that slow shapes can be found.
 */
export function listQuery(
  random: Random,
  reference: SoakReference,
): { params: URLSearchParams; kind: string } {
  const products = reference.products.map((p) => p.name).filter((p) => p !== NOT_PRODUCT_RELATED);
  const shape = weighted(random, [
    ['default', 30],
    ['product', 20],
    ['status', 15],
    ['date', 12],
    ['location', 12],
    ['quantity', 5],
    ['deep', 6],
  ] as const);
  const filters: TColumnFilter[] = [];
  const params = new URLSearchParams();
  let sortBy = pickOne(random, SORTS);
  let page = pageNumber(random);
  switch (shape) {
    case 'default':
      sortBy = 'incidentNumber';
      break;
    case 'product': {
      const chosen = new Set([pickOne(random, products), pickOne(random, products)]);
      filters.push(columnFilter('product', 'category', { filter: [...chosen] }));
      break;
    }
    case 'status':
      filters.push(columnFilter('status', 'category', { filter: [...pickOne(random, STATUS_SETS)] }));
      break;
    case 'date':
      filters.push(columnFilter('incidentDate', 'date', monthRange(random, 1 + Math.floor(random() * 3))));
      sortBy = 'incidentDate';
      break;
    case 'location': {
      const location = pickOne(random, reference.locations);
      filters.push(columnFilter('incidentLocation', 'object', { filter: [location.id] }));
      filters.push(columnFilter('product', 'category', { filter: [pickOne(random, products)] }));
      break;
    }
    case 'quantity':
      filters.push(columnFilter('defectiveQuantity', 'numeric', { from: 20, to: 200 }));
      break;
    case 'deep':
      sortBy = 'incidentNumber';
      page = 50 + Math.floor(random() * 400);
      break;
  }
  params.set('page', String(page));
  params.set('rowsPerPage', rowsPerPage(random));
  params.set('sortBy', sortBy);
  params.set('sortDir', random() < 0.75 ? 'desc' : 'asc');
  if (filters.length > 0) params.set('filters', JSON.stringify(filters));
  return { params, kind: shape };
}

/** A text search of the incident list (the search box), in any sort; the kind is the sort. */
export function searchQuery(random: Random): { params: URLSearchParams; kind: string } {
  const sortBy = pickOne(random, SORTS);
  const params = new URLSearchParams({
    search: pickOne(random, SEARCH_TERMS),
    page: String(pageNumber(random)),
    rowsPerPage: rowsPerPage(random),
    sortBy,
    sortDir: random() < 0.75 ? 'desc' : 'asc',
  });
  return { params, kind: sortBy };
}

/** The work queue of a status: what the quality team opens to find incidents to act on. */
export function queueQuery(random: Random, status: IncidentStatus, view: 'list' | 'drafts'): URLSearchParams {
  return new URLSearchParams({
    page: String(Math.floor(random() * 4)),
    rowsPerPage: '50',
    sortBy: random() < 0.5 ? 'incidentDate' : 'updated_at',
    sortDir: 'desc',
    view,
    filters: JSON.stringify([columnFilter('status', 'category', { filter: [status] })]),
  });
}

/** A random full path through the location tree (a level is chosen whenever the tree offers one). */
function locationPath(random: Random, tree: readonly TLocation[]) {
  const location = pickOne(random, tree);
  const category = location.categories.length > 0 ? pickOne(random, location.categories) : null;
  const sub = category && category.subcategories.length > 0 ? pickOne(random, category.subcategories) : null;
  const further =
    sub && sub.furtherSubcategories.length > 0 ? pickOne(random, sub.furtherSubcategories) : null;
  return {
    incidentLocation: { id: location.id, title: location.title, categories: [] },
    category: category ? { id: category.id, title: category.title, subcategories: [] } : null,
    subcategory: sub ? { id: sub.id, title: sub.title, furtherSubcategories: [] } : null,
    furtherSubcategory: further ? { id: further.id, title: further.title } : null,
  };
}

const DESCRIPTIONS = [
  'Cracked housing found at goods in; hairline crack along the mounting flange.',
  'Bearing noisy on first run, rough when turned by hand. Stock quarantined.',
  'Wrong gasket supplied for the cover; part number on the label does not match.',
  'Quantity short-shipped: 40 ordered, 36 received, delivery note says 40.',
  'Controller board fails power-on self test (error E42). Two of five boards affected.',
];

/** A new incident that passes the form rules (docs/product.md §5), submitted at once. */
export function submitBody(random: Random, reference: SoakReference): Record<string, unknown> {
  const products = reference.products.map((p) => p.name).filter((p) => p !== NOT_PRODUCT_RELATED);
  const daysAgo = 1 + Math.floor(random() * 20);
  return {
    action: 'submit',
    incidentDate: new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10),
    product: pickOne(random, products),
    partNumber: pickOne(random, reference.partNumbers).id,
    defectiveQuantity: 1 + Math.floor(random() * 50),
    grnNumber: `S${10_000 + Math.floor(random() * 90_000)}`,
    orderNumber: `PO-${100_000 + Math.floor(random() * 900_000)}`,
    ...locationPath(random, reference.locations),
    description: `Soak test: ${pickOne(random, DESCRIPTIONS)}`,
    attachments: [],
    investigationId: null,
    incidentJustified: null,
  };
}

/** The chart definitions of the first report (what the Intelligence dashboard draws). */
export function chartDefinitions(
  reference: SoakReference,
): { body: Record<string, unknown>; kind: string }[] {
  const charts = reference.reports[0]?.charts ?? [];
  return charts.map(({ chartType, groupBy, value1, value2, sortBy, limit, filter }) => ({
    body: { chartType, groupBy, value1, value2, sortBy, limit, filter },
    kind: `${groupBy}/${value1}`,
  }));
}
