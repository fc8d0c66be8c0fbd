import type { TIncidentListQuery } from '@qi/domain/incident-list-query';
import { type ListTotal, totalCountLimit } from '@qi/domain/list-total';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { columnRef } from './incident-columns-sql';
import {
  and,
  type Condition,
  type DbKind,
  type FilterOptions,
  filterCondition,
  type ListActor,
  type SearchCriteria,
  searchCondition,
  visibilityCondition,
} from './incident-list-conditions-sql';
import { listTotal } from './incident-list-count-repository';
import { orderBy } from './incident-list-order-sql';
import {
  compilePageKeyQueries,
  type KeyPlan,
  keyPlan,
  pageKeys,
  readsSortIndex,
} from './incident-list-page-keys-repository';
import { type IncidentWithInvestigation, toIncidentRecord, toInvestigationStatus } from './incident-record';
import { reportersNamed } from './incident-search-sql';
import { INCIDENT_PAGE_COLUMNS } from './incident-table-columns';

/** A list query with the reporters its search names looked up (withSearchReporters). */
export type ListQuery = TIncidentListQuery & SearchCriteria;
export type ListCriteria = Pick<
  ListQuery,
  'search' | 'searchReporters' | 'filters' | 'view' | 'sortBy' | 'sortDir'
>;

/** The query with the reporters its search term names (incident-search-sql.ts, reportersNamed). */
export async function withSearchReporters<Q extends { search: string }>(
  db: Db,
  kind: DbKind,
  query: Q,
): Promise<Q & SearchCriteria> {
  return { ...query, searchReporters: await reportersNamed(db, kind, query.search) };
}

/** Visibility, search and every column filter of a list query, as one condition. */
export function listCondition(
  kind: DbKind,
  query: Omit<ListCriteria, 'sortBy' | 'sortDir'>,
  actor: ListActor,
  options: FilterOptions = {},
) {
  return and([
    visibilityCondition(query.view, actor, kind, options),
    searchCondition(kind, query, options),
    ...query.filters.map((filter, index) =>
      filterCondition(kind, filter, index, undefined, { ...options, today: actor.today }),
    ),
  ]);
}

/**
 * How many characters of the description a list page carries (the table shows the first 80 and the full
 * text on the detail page). Descriptions run to kilobytes of markdown; sending them whole made a page of 100
 * rows ~90 KB and a large share of the list's time.
 */
export const LIST_DESCRIPTION_LENGTH = 200;

/** A page of the list: the description cut to one more character than it keeps, to tell that it was cut. */
function pageQuery(db: Db, where: Condition) {
  return db
    .selectFrom('incidents')
    .leftJoin('investigations', 'investigations.id', 'incidents.investigation_id')
    .select(INCIDENT_PAGE_COLUMNS)
    .select(
      sql<string>`substr(${columnRef('incidents.description')}, 1, ${LIST_DESCRIPTION_LENGTH + 1})`.as(
        'description',
      ),
    )
    .select('investigations.status as investigation_status')
    .select('investigations.open_due_date as investigation_due_date')
    .where(where);
}

/** The description as a list page carries it: at most LIST_DESCRIPTION_LENGTH characters, then '…'. */
export function listDescription(text: string): string {
  // Counted in code points, as SQL's substr counts them, so an emoji is never cut in half. A page has up to
  // 200 rows: walk the string instead of splitting it into an array of characters.
  if (text.length <= LIST_DESCRIPTION_LENGTH) return text;
  let end = 0;
  for (let points = 0; points < LIST_DESCRIPTION_LENGTH && end < text.length; points++) {
    end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  }
  return end < text.length ? `${text.slice(0, end)}…` : text;
}

type Row = Parameters<typeof toIncidentRecord>[0] & {
  investigation_status: unknown;
  investigation_due_date: string | null;
  sort_key?: unknown;
};

// The record is made fresh for each row, so it is completed in place rather than copied (a page has up to
// 200 rows).
function toItem(row: Row): IncidentWithInvestigation {
  const item = toIncidentRecord(row) as IncidentWithInvestigation;
  item.investigationStatus = toInvestigationStatus(row.investigation_status);
  item.investigationDueDate = row.investigation_due_date ?? null;
  return item;
}

function toPageItem(row: Row): IncidentWithInvestigation {
  const item = toItem(row);
  item.description = listDescription(item.description);
  return item;
}

/** How the ids of the page are found (see incident-list-page-keys-repository.ts). */
async function pageKeyPlan(
  db: Db,
  kind: DbKind,
  query: ListQuery,
  actor: ListActor,
  total: number,
): Promise<KeyPlan> {
  const inOrder = await readsSortIndex(db, kind, query, total);
  if (kind === 'sqlite' && query.search.trim() !== '' && !inOrder) {
    // A search that matches few incidents: SQLite finds them through the search index
    // (incident-search-sql.ts) and sorts them. One that matches many is read in order like a filter.
    // PostgreSQL's planner weighs the LIMIT itself, given a nullable sort column split at its nulls.
    return { where: listCondition(kind, query, actor), split: false, mode: 'planner' };
  }
  return keyPlan(
    kind,
    query.sortBy,
    inOrder,
    listCondition(kind, query, actor),
    and([
      visibilityCondition(query.view, actor, kind, { indexed: false }),
      searchCondition(kind, query, { indexed: false }),
      // A filter on the sort column itself stays a range of the sort index (e.g. products sorted by product).
      ...query.filters.map((filter, index) =>
        filterCondition(kind, filter, index, undefined, {
          indexed: filter.key === query.sortBy,
          today: actor.today,
        }),
      ),
    ]),
  );
}

/**
 * One page of the list and the total of the filtered list (capped: @qi/domain/list-total). The page's ids
 * come first, from a narrow index (incident-list-page-keys-repository.ts); then the full rows of those ids alone, put in
 * the ids' order.
 */
export async function listIncidentPage(
  db: Db,
  kind: DbKind,
  query: ListQuery,
  actor: ListActor,
): Promise<{ items: IncidentWithInvestigation[] } & ListTotal> {
  const where = listCondition(kind, query, actor);
  const limit = totalCountLimit(query.page, query.rowsPerPage);
  const offset = query.page * query.rowsPerPage;
  const idsOfPage = async (total: number) => {
    const plan = await pageKeyPlan(db, kind, query, actor, total);
    return pageKeys(db, kind, plan, query.sortBy, query.sortDir, query.rowsPerPage, offset);
  };
  let counted: ListTotal;
  let ids: string[];
  if (kind === 'postgres') {
    // PostgreSQL plans the page without the total: it is read on another connection while the count runs.
    [counted, ids] = await Promise.all([listTotal(db, kind, where, limit), idsOfPage(limit)]);
  } else {
    // SQLite chooses how to read the page from the total (readsSortIndex), on its one connection anyway.
    counted = await listTotal(db, kind, where, limit);
    ids = counted.total <= offset ? [] : await idsOfPage(counted.total);
  }
  if (ids.length === 0) return { items: [], ...counted };
  const rows = (await pageQuery(
    db,
    sql`${columnRef('incidents.id')} in (${sql.join(ids)})`,
  ).execute()) as Row[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    // A row deleted between the two reads is left out, as if the page had been read a moment later.
    return row ? [toPageItem(row)] : [];
  });
  return { items, ...counted };
}

/** The SQL of the ids queries of a page for a list of `total` matching rows (EXPLAIN in tests). */
export async function compileListPageKeyQueries(
  db: Db,
  kind: DbKind,
  query: ListQuery,
  actor: ListActor,
  total: number,
) {
  const plan = await pageKeyPlan(db, kind, query, actor, total);
  return compilePageKeyQueries(
    db,
    plan,
    query.sortBy,
    query.sortDir,
    query.rowsPerPage,
    query.page * query.rowsPerPage,
  );
}

/** The plain page query, one statement (reference for the result-equality tests of the ids path). */
export async function plainListPage(db: Db, kind: DbKind, query: ListQuery, actor: ListActor) {
  const rows = (await pageQuery(db, listCondition(kind, query, actor))
    .orderBy(orderBy(query.sortBy, query.sortDir))
    .limit(query.rowsPerPage)
    .offset(query.page * query.rowsPerPage)
    .execute()) as Row[];
  return rows.map(toPageItem);
}
