import type { IncidentColumnId } from '@qi/domain/incident-columns';
import type { IncidentListView, TDistinctValue, TIncidentListQuery } from '@qi/domain/incident-list-query';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/access';
import { distinctValues } from './incident-distinct-repository';
import { incidentDisposition, incidentOrigin } from './incident-events';
import { type IncidentHistoryItem, listIncidentHistory } from './incident-history-repository';
import type { ListActor } from './incident-list-conditions-sql';
import { listCondition, listIncidentPage, withSearchReporters } from './incident-list-repository';
import { type PresentedIncident, presentIncident, presentIncidents } from './incident-presenter';
import { findVisibleIncident } from './incident-service';

/** The caller of a list, with the server's today for "Days overdue". */
export const listActor = (auth: AuthContext, today?: string): ListActor => ({
  id: auth.user.user_id,
  role: auth.user.role,
  ...(today ? { today } : {}),
});

export async function getIncident(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
): Promise<PresentedIncident> {
  const incident = await findVisibleIncident(ctx.db, auth, id);
  return presentIncident(ctx, {
    ...incident,
    disposition: await ctx.events.hook(incidentDisposition).read(ctx.db, incident),
    importedFrom: await ctx.events.hook(incidentOrigin).read(ctx.db, incident.id),
  });
}

export interface IncidentPage {
  items: PresentedIncident[];
  /** The number of matches, or the count's limit when `totalCapped` (@qi/domain/list-total). */
  total: number;
  totalCapped: boolean;
  page: number;
  rowsPerPage: number;
}

export async function findIncidents(
  ctx: AppContext,
  auth: AuthContext,
  query: TIncidentListQuery,
): Promise<IncidentPage> {
  const { items, total, totalCapped } = await listIncidentPage(
    ctx.db,
    ctx.dbKind,
    await withSearchReporters(ctx.db, ctx.dbKind, query),
    listActor(auth, ctx.today()),
  );
  return {
    items: await presentIncidents(ctx, items),
    total,
    totalCapped,
    page: query.page,
    rowsPerPage: query.rowsPerPage,
  };
}

export async function findDistinctValues(
  ctx: AppContext,
  auth: AuthContext,
  query: { column: IncidentColumnId; view: IncidentListView; search: string },
): Promise<TDistinctValue[]> {
  const where = listCondition(
    ctx.dbKind,
    await withSearchReporters(ctx.db, ctx.dbKind, { view: query.view, search: query.search, filters: [] }),
    listActor(auth, ctx.today()),
  );
  return distinctValues(ctx.db, ctx.dbKind, query.column, where);
}

export async function getIncidentHistory(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
): Promise<IncidentHistoryItem[]> {
  await findVisibleIncident(ctx.db, auth, id);
  return listIncidentHistory(ctx.db, id);
}
