import { randomUUID } from 'node:crypto';
import {
  arrivalCheckSummary,
  SIMILAR_ARRIVAL_ACTION,
  SIMILAR_ARRIVAL_FIELD,
} from '@qi/domain/similar-arrival';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/values';
import { insertHistory } from '../history/history-repository';
import type { IncidentChanged } from '../incidents/incident-events';
import { findSimilarCheck, insertSimilarCheck } from './arrival-check-repository';
import { similarCandidates } from './similar-incidents-service';

/** A moment after `iso` when the clock has not moved on: the entry then sorts after the submission's own. */
function after(iso: string): string {
  const now = nowIso();
  return now > iso ? now : new Date(Date.parse(iso) + 1).toISOString();
}

/**
 * incidentChanged (app's listeners.ts), decision 052: a report's first submission whose client does not say
 * its reporter was shown the similar incidents (`similarChecked`: a report queued offline, an API client) is
 * checked here, in the submission's transaction, as the panel would have checked it. The candidates found are
 * recorded as shown on arrival (similar_checks, empty when none) and, when there are any, written to the
 * incident's history, so that triage sees them on the details page.
 */
export async function checkSimilarOnArrival(trx: Db, event: IncidentChanged): Promise<void> {
  const { ctx, auth, action, before, after: incident } = event;
  if (action !== 'submit' || event.similarChecked) return;
  // A resubmission (after more information was asked for) was checked, or shown the check, when it first came.
  if (before !== null && before.status !== 'draft') return;
  if (await findSimilarCheck(trx, incident.id, 'arrival')) return;
  const items = await similarCandidates(
    trx,
    ctx.dbKind,
    { id: auth.user.user_id, role: auth.user.role },
    {
      description: incident.description,
      product: incident.product,
      partNumber: incident.partNumber,
      supplierId: incident.supplierId,
      locationId: incident.incidentLocation?.id ?? null,
      grnNumber: incident.grnNumber,
      excludeId: incident.id,
    },
    ctx.db,
  );
  const now = after(incident.updated_at);
  await insertSimilarCheck(trx, {
    id: randomUUID(),
    incidentId: incident.id,
    origin: 'arrival',
    shown: items.map((item) => ({ id: item.id, band: item.band })),
    createdAt: now,
  });
  if (items.length === 0) return;
  await insertHistory(trx, {
    entityType: 'incident',
    entityId: incident.id,
    actorId: auth.user.user_id,
    action: SIMILAR_ARRIVAL_ACTION,
    changes: { [SIMILAR_ARRIVAL_FIELD]: { from: null, to: arrivalCheckSummary(items) } },
    now,
  });
}
