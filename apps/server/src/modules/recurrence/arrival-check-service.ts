import { AppError } from '@qi/domain/app-error';
import { canViewIncident } from '@qi/domain/incident-actions';
import { isIncidentStatus } from '@qi/domain/incident-status';
import type { TArrivalCandidate, TArrivalCheck } from '@qi/domain/similar-arrival';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/access';
import { findSimilarCheck } from './arrival-check-repository';
import { findLinkableIncident, incidentsByIds } from './incident-links-repository';

/**
 * `GET /v1/incidents/{id}/arrival-check`: what the check on arrival found for the incident (decision 052), best
 * first, as the incidents are now; `checkedAt` null when no check was made on arrival (the reporter was shown
 * the similar incidents, or it is a draft). Candidates the caller may not see are left out.
 */
export async function getArrivalCheck(
  ctx: AppContext,
  auth: AuthContext,
  incidentId: string,
): Promise<TArrivalCheck> {
  const actor = { id: auth.user.user_id, role: auth.user.role };
  const incident = await findLinkableIncident(ctx.db, incidentId);
  if (
    !incident ||
    !isIncidentStatus(incident.status) ||
    !canViewIncident({ status: incident.status, reportedBy: incident.reportedBy }, actor)
  ) {
    throw new AppError('NOT_FOUND', 'Incident not found.');
  }
  const check = await findSimilarCheck(ctx.db, incidentId, 'arrival');
  if (!check) return { checkedAt: null, items: [] };
  const rows = new Map(
    (
      await incidentsByIds(
        ctx.db,
        check.shown.map((shown) => shown.id),
      )
    ).map((row) => [row.id, row]),
  );
  const items: TArrivalCandidate[] = [];
  for (const shown of check.shown) {
    const row = rows.get(shown.id);
    if (!row || !isIncidentStatus(row.status)) continue;
    if (!canViewIncident({ status: row.status, reportedBy: row.reportedBy }, actor)) continue;
    items.push({
      id: row.id,
      incidentNumber: row.incidentNumber,
      status: row.status,
      incidentDate: row.incidentDate,
      product: row.product,
      partNumber: row.partNumber,
      band: shown.band,
    });
  }
  return { checkedAt: check.createdAt, items };
}
