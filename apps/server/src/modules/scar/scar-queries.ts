import { AppError } from '@qi/domain/app-error';
import { formatScarNumber, SCAR_MSG, type TScarListQuery } from '@qi/domain/scar';
import type { TScar, TScarAuditEntry, TScarSummary } from '@qi/domain/scar-views';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { IncidentRecord } from '../incidents/incident-record';
import { findIncidentById } from '../incidents/incident-repository';
import { findUserById } from '../users/user-repository';
import { listScarAudit } from './scar-audit-repository';
import { listScarFiles, listSharedAttachments } from './scar-file-repository';
import { latestLink } from './scar-link-repository';
import { partiesOf } from './scar-parties';
import { milestoneViews, presentScar, type ScarFacts } from './scar-presenter';
import type { ScarRecord } from './scar-record';
import { findScar, incidentNumbersOf, listScars, scarIncidentIds } from './scar-repository';
import { listStages, stagesOfScars } from './scar-stage-repository';

export const scarNotFound = () => new AppError('NOT_FOUND', SCAR_MSG.notFound);

export async function requireScar(db: Db, id: string, forUpdate = false): Promise<ScarRecord> {
  const scar = await findScar(db, id, { forUpdate });
  if (!scar) throw scarNotFound();
  return scar;
}

/** The request's incidents as records (at most 20, each by primary key). */
export async function incidentsOf(db: Db, scarId: string): Promise<IncidentRecord[]> {
  const incidents: IncidentRecord[] = [];
  for (const id of await scarIncidentIds(db, scarId)) {
    const incident = await findIncidentById(db, id);
    if (incident) incidents.push(incident);
  }
  return incidents.sort((a, b) => (a.incidentNumber ?? 0) - (b.incidentNumber ?? 0));
}

/** Everything one request's answers are made of. */
export async function scarFacts(db: Db, scar: ScarRecord): Promise<ScarFacts> {
  const [stages, parties, incidents, shared, files, link] = await Promise.all([
    listStages(db, scar.id),
    partiesOf(db, scar),
    incidentsOf(db, scar.id),
    listSharedAttachments(db, scar.id),
    listScarFiles(db, scar.id),
    latestLink(db, scar.id),
  ]);
  const ids = new Set([...stages.map((s) => s.reviewedBy), scar.closedBy].filter((id) => id !== null));
  const names = new Map<string, string>();
  for (const id of ids) names.set(id, (await findUserById(db, id))?.name ?? '');
  return { scar, stages, parties, incidents, shared, files, link, names };
}

/** `GET /v1/scars/{id}`: the buyer's view. */
export async function readScar(ctx: AppContext, id: string): Promise<TScar> {
  const scar = await requireScar(ctx.db, id);
  return presentScar(ctx, await scarFacts(ctx.db, scar));
}

/** `GET /v1/scars`: a page of requests, newest first. */
export async function findScars(ctx: AppContext, query: TScarListQuery) {
  const { rows, total } = await listScars(ctx.db, query);
  const ids = rows.map((r) => r.id);
  const [numbers, stages] = await Promise.all([incidentNumbersOf(ctx.db, ids), stagesOfScars(ctx.db, ids)]);
  const today = ctx.today();
  const items: TScarSummary[] = rows.map((row) => {
    const own = stages.get(row.id) ?? [];
    const open = row.status === 'open' ? milestoneViews(row, own, today).filter((m) => m.metAt === null) : [];
    const next = open[0];
    return {
      id: row.id,
      number: formatScarNumber(row.number),
      status: row.status,
      form: row.form,
      supplier: { id: row.supplierId, name: row.supplierName },
      contactName: row.contactName,
      buyerName: row.buyerName,
      incidentNumbers: numbers.get(row.id) ?? [],
      nextDue: next ? { milestone: next.milestone, dueDate: next.dueDate } : null,
      overdue: open.some((m) => m.state === 'overdue'),
      awaitingReview: own.filter((s) => s.status === 'submitted').length,
      createdAt: row.createdAt,
      closedAt: row.closedAt,
    };
  });
  return { items, total, page: query.page, rowsPerPage: query.rowsPerPage };
}

/** `GET /v1/scars/{id}/audit`: every internal and external action, oldest first. */
export async function readScarAudit(ctx: AppContext, id: string): Promise<TScarAuditEntry[]> {
  await requireScar(ctx.db, id);
  return listScarAudit(ctx.db, id);
}
