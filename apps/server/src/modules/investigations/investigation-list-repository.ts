import { todayIso } from '@qi/domain/dates';
import { daysOverdue } from '@qi/domain/due-dates';
import type { InvestigationStatus } from '@qi/domain/investigation';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';
import { fromDbNumber, fromDbTimestamp, likePattern } from '../../db/values';
import { findLinkedIncidents } from './investigation-repository';

/** The list shows the start of the description only (docs/api.md "Investigations"). */
export const LIST_DESCRIPTION_LENGTH = 200;

export interface InvestigationListItem {
  id: string;
  status: InvestigationStatus;
  incidentDescription: string;
  incidentNumbers: number[];
  updated_at: string;
  /** The earliest due date of its open sections, and how many days it is past (0 when not). */
  dueDate: string | null;
  daysOverdue: number;
}

export interface InvestigationListQuery {
  page: number;
  rowsPerPage: number;
  search: string;
  /** Only investigations with an open section due before `today`. */
  overdue?: boolean;
  /** 'due': soonest open due date first (none last); by default the most recently updated first. */
  sortBy?: 'updated_at' | 'dueDate';
  today?: string;
}

/**
 * The search: a case-insensitive contains-match on the incident description, or on the number of an incident
 * linked to the investigation (an EXISTS through an index led by investigation_id).
 */
function searchCondition(search: string) {
  const pattern = likePattern(search.trim());
  return (eb: ExpressionBuilder<Database, 'investigations'>) =>
    eb.or([
      eb(sql`lower(investigations.incident_description)`, 'like', sql`${pattern} escape '\\'`),
      eb.exists(
        eb
          .selectFrom('incidents')
          .select(sql`1`.as('one'))
          .whereRef('incidents.investigation_id', '=', 'investigations.id')
          .where(sql`cast(incidents.incident_number as text)`, 'like', sql`${pattern} escape '\\'`),
      ),
    ]);
}

function filtered(db: Db, query: InvestigationListQuery) {
  let base = db.selectFrom('investigations');
  // A range of investigations_open_due_date_idx (migration 220).
  if (query.overdue) base = base.where('investigations.open_due_date', '<', query.today ?? todayIso('UTC'));
  return query.search.trim() === '' ? base : base.where(searchCondition(query.search));
}

/** The page query: the most recently updated first, the id as tie-break (investigations_updated_at_idx). */
function pageQuery(db: Db, query: InvestigationListQuery) {
  const ordered = filtered(db, query);
  const byDue =
    query.sortBy === 'dueDate'
      ? ordered
          .orderBy(sql`coalesce(investigations.open_due_date, '9999-12-31')`)
          .orderBy('investigations.id')
      : ordered;
  return byDue
    .select([
      'investigations.id',
      'investigations.status',
      sql<string>`substr(investigations.incident_description, 1, ${LIST_DESCRIPTION_LENGTH})`.as(
        'description',
      ),
      'investigations.updated_at',
      'investigations.open_due_date',
    ])
    .orderBy('investigations.updated_at', 'desc')
    .orderBy('investigations.id', 'desc')
    .limit(query.rowsPerPage)
    .offset(query.page * query.rowsPerPage);
}

/** The compiled page query (the query-plan test checks that it reads through an index). */
export function compileInvestigationPageQuery(db: Db, query: InvestigationListQuery) {
  return pageQuery(db, query).compile();
}

/** One page of investigations with the numbers of their incidents (one extra query for the page). */
export async function listInvestigationPage(
  db: Db,
  query: InvestigationListQuery,
): Promise<{ items: InvestigationListItem[]; total: number }> {
  const counted = await filtered(db, query)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await pageQuery(db, query).execute();
  const incidents = await findLinkedIncidents(
    db,
    rows.map((row) => row.id),
  );
  const numbers = new Map<string, number[]>();
  for (const incident of incidents) {
    if (incident.incidentNumber === null) continue;
    numbers.set(incident.investigationId, [
      ...(numbers.get(incident.investigationId) ?? []),
      incident.incidentNumber,
    ]);
  }
  return {
    total: fromDbNumber(counted.count),
    items: rows.map((row) => ({
      id: row.id,
      status: row.status === 'completed' ? 'completed' : 'opened',
      incidentDescription: row.description ?? '',
      incidentNumbers: numbers.get(row.id) ?? [],
      updated_at: fromDbTimestamp(row.updated_at),
      dueDate: row.open_due_date,
      daysOverdue: daysOverdue(row.open_due_date, query.today ?? todayIso('UTC')),
    })),
  };
}
