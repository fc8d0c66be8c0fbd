import { AppError } from '@qi/domain/app-error';
import { canViewIncident } from '@qi/domain/incident-actions';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { AuthContext } from '../../http/access';
import { type InvestigationHistoryItem, listInvestigationHistory } from './investigation-history-repository';
import {
  type InvestigationListItem,
  type InvestigationListQuery,
  listInvestigationPage,
} from './investigation-list-repository';
import { type PresentedInvestigation, presentInvestigation } from './investigation-presenter';
import type { InvestigationRecord } from './investigation-record';
import { findInvestigationById, findLinkedIncidents } from './investigation-repository';

export const INVESTIGATION_NOT_FOUND = 'Investigation not found.';

export const actorOf = (auth: AuthContext) => ({ id: auth.user.user_id, role: auth.user.role });

/** The investigation or 404 'Investigation not found.' (every signed-in user may read any investigation). */
export async function requireInvestigation(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<InvestigationRecord> {
  const investigation = await findInvestigationById(db, id, options);
  if (!investigation) throw new AppError('NOT_FOUND', INVESTIGATION_NOT_FOUND);
  return investigation;
}

/** The investigation with the incidents linked to it that the caller may see (another's draft stays hidden). */
export async function presentForCaller(
  ctx: AppContext,
  db: Db,
  auth: AuthContext,
  investigation: InvestigationRecord,
): Promise<PresentedInvestigation> {
  const actor = actorOf(auth);
  const linked = await findLinkedIncidents(db, [investigation.id]);
  return presentInvestigation(
    ctx,
    investigation,
    linked.filter((incident) => canViewIncident(incident, actor)),
  );
}

export async function getInvestigation(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
): Promise<PresentedInvestigation> {
  return presentForCaller(ctx, ctx.db, auth, await requireInvestigation(ctx.db, id));
}

export interface InvestigationPage {
  items: InvestigationListItem[];
  total: number;
  page: number;
  rowsPerPage: number;
}

export async function findInvestigations(
  ctx: AppContext,
  query: InvestigationListQuery,
): Promise<InvestigationPage> {
  const { items, total } = await listInvestigationPage(ctx.db, query);
  return { items, total, page: query.page, rowsPerPage: query.rowsPerPage };
}

export async function getInvestigationHistory(
  ctx: AppContext,
  id: string,
): Promise<InvestigationHistoryItem[]> {
  await requireInvestigation(ctx.db, id);
  return listInvestigationHistory(ctx.db, id);
}
