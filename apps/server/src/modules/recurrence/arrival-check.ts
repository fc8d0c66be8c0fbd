import { randomUUID } from 'node:crypto';
import {
  arrivalCheckSummary,
  SIMILAR_ARRIVAL_ACTION,
  SIMILAR_ARRIVAL_FIELD,
} from '@qi/domain/similar-arrival';
import type { TSimilarIncident } from '@qi/domain/similar-incidents';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { insertHistory } from '../history/history-repository';
import type { ArrivalDraft, IncidentArrivalPort, IncidentChanged } from '../incidents/incident-events';
import { findSimilarCheck, insertSimilarCheck } from './arrival-check-repository';
import { similarCandidates } from './similar-incidents-service';

/** A moment after `iso` when the clock has not moved on: the entry then sorts after the submission's own. */
function after(iso: string): string {
  const now = nowIso();
  return now > iso ? now : new Date(Date.parse(iso) + 1).toISOString();
}

/** The candidates of a draft, as the reporter's panel would have found them (visible to `auth`). */
function candidatesOf(db: Db, ctx: AppContext, auth: AuthContext, draft: ArrivalDraft) {
  const actor = { id: auth.user.user_id, role: auth.user.role };
  return similarCandidates(
    db,
    ctx.dbKind,
    actor,
    { ...draft, excludeId: draft.excludeId ?? undefined },
    ctx.db,
  );
}

/**
 * incidentArrival (app's listeners.ts), decision 060: the candidates read before the submission's transaction,
 * which takes the next incident number and so holds every other submission until it commits.
 */
export const arrivalCheckPort: IncidentArrivalPort = {
  async prepare(ctx, auth, draft) {
    return { draft, found: await candidatesOf(ctx.db, ctx, auth, draft) };
  },
};

/** Whether the incident as saved is the draft the candidates were read for. */
function sameDraft(a: ArrivalDraft, b: ArrivalDraft): boolean {
  return (Object.keys(a) as (keyof ArrivalDraft)[]).every((key) => a[key] === b[key]);
}

/**
 * incidentChanged (app's listeners.ts), decision 052: a report's first submission whose client does not say
 * its reporter was shown the similar incidents (`similarChecked`: a report queued offline, an API client) is
 * checked, as the panel would have checked it: with the candidates read before the transaction (decision 060),
 * or read here when the saved fields differ from those. The candidates found are recorded in the submission's
 * transaction as shown on arrival (similar_checks, empty when none) and, when there are any, written to the
 * incident's history, so that triage sees them on the details page.
 */
export async function checkSimilarOnArrival(trx: Db, event: IncidentChanged): Promise<void> {
  const { ctx, auth, action, before, after: incident } = event;
  if (action !== 'submit' || event.similarChecked) return;
  // A resubmission (after more information was asked for) was checked, or shown the check, when it first came.
  if (before !== null && before.status !== 'draft') return;
  if (await findSimilarCheck(trx, incident.id, 'arrival')) return;
  const saved: ArrivalDraft = {
    description: incident.description,
    product: incident.product,
    partNumber: incident.partNumber,
    supplierId: incident.supplierId,
    locationId: incident.incidentLocation?.id ?? null,
    grnNumber: incident.grnNumber,
    excludeId: before === null ? null : incident.id,
  };
  const prepared = event.arrival;
  const items =
    prepared && sameDraft(prepared.draft, saved)
      ? (prepared.found as TSimilarIncident[])
      : await candidatesOf(trx, ctx, auth, { ...saved, excludeId: incident.id });
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
