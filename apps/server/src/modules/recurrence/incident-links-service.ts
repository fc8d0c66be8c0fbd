import { randomUUID } from 'node:crypto';
import { AppError } from '@qi/domain/app-error';
import { canViewIncident } from '@qi/domain/incident-actions';
import {
  INCIDENT_LINK_LABELS,
  type IncidentLinkKind,
  LINK_REASON_REQUIRED,
} from '@qi/domain/incident-link-kinds';
import type { TIncidentLink, TIncidentLinkRequest, TIncidentLinks } from '@qi/domain/incident-links';
import { isIncidentStatus } from '@qi/domain/incident-status';
import { isQualityTeam } from '@qi/domain/roles';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/values';
import type { AuthContext } from '../../http/access';
import { insertHistory } from '../history/history-repository';
import {
  findLink,
  findLinkableIncident,
  incidentsByIds,
  type LinkedIncidentRow,
  type LinkRow,
  linksOf,
  saveLink,
} from './incident-links-repository';

const NOT_FOUND = 'Incident not found.';
const LINKED_NOT_FOUND = 'The linked incident was not found.';

const actorOf = (auth: AuthContext) => ({ id: auth.user.user_id, role: auth.user.role });

function visible(incident: LinkedIncidentRow | null, auth: AuthContext): incident is LinkedIncidentRow {
  return (
    incident !== null &&
    isIncidentStatus(incident.status) &&
    canViewIncident({ status: incident.status, reportedBy: incident.reportedBy }, actorOf(auth))
  );
}

const numbered = (incident: LinkedIncidentRow) =>
  incident.incidentNumber === null ? 'an incident' : `#${incident.incidentNumber}`;

/**
 * `POST /v1/incidents/{id}/links`: the reporter of `id` says it is the same problem as another incident, or
 * quality gives a verdict on a similar incident (duplicate of, related, not related, with a reason). Written
 * with an entry in both incidents' history; a new verdict on the same pair replaces the previous one.
 */
export async function createIncidentLink(
  ctx: AppContext,
  auth: AuthContext,
  incidentId: string,
  body: TIncidentLinkRequest,
): Promise<TIncidentLink> {
  return ctx.db.transaction().execute(async (trx) => {
    const incident = await findLinkableIncident(trx, incidentId);
    if (!visible(incident, auth)) throw new AppError('NOT_FOUND', NOT_FOUND);
    const linked = await findLinkableIncident(trx, body.linkedIncidentId);
    if (!visible(linked, auth) || linked.status === 'draft') {
      throw new AppError('NOT_FOUND', LINKED_NOT_FOUND, [
        { path: 'linkedIncidentId', message: LINKED_NOT_FOUND },
      ]);
    }
    if (linked.id === incident.id) {
      const message = 'An incident cannot be linked to itself.';
      throw new AppError('VALIDATION', message, [{ path: 'linkedIncidentId', message }]);
    }
    const kind: IncidentLinkKind = body.kind;
    const reason = body.reason?.trim() ? body.reason.trim() : null;
    if (kind === 'same-as-reported') {
      if (incident.reportedBy !== auth.user.user_id) {
        throw new AppError('FORBIDDEN', 'Only the reporter can say their report is the same problem.');
      }
    } else {
      if (!isQualityTeam(auth.user.role)) {
        throw new AppError('FORBIDDEN', 'Only the quality team gives verdicts on similar incidents.');
      }
      if (!reason)
        throw new AppError('VALIDATION', LINK_REASON_REQUIRED, [
          { path: 'reason', message: LINK_REASON_REQUIRED },
        ]);
    }
    const previous = await findLink(trx, incident.id, linked.id);
    const now = nowIso();
    const id = randomUUID();
    await saveLink(trx, {
      id,
      incidentId: incident.id,
      linkedIncidentId: linked.id,
      kind,
      reason,
      shown: body.shown ? JSON.stringify(body.shown) : null,
      createdBy: auth.user.user_id,
      createdAt: now,
    });
    await writeHistory(trx, auth, incident, linked, kind, previous, reason, now);
    return presentLink(
      {
        id,
        incidentId: incident.id,
        linkedIncidentId: linked.id,
        kind,
        reason,
        createdBy: auth.user.user_id,
        createdByName: auth.user.name,
        createdAt: now,
      },
      incident.id,
      linked,
    );
  });
}

/** An entry on both incidents: "Linked incidents: Duplicate of #12" and "Has a duplicate: #34". */
async function writeHistory(
  trx: Db,
  auth: AuthContext,
  incident: LinkedIncidentRow,
  linked: LinkedIncidentRow,
  kind: IncidentLinkKind,
  previous: LinkRow | null,
  reason: string | null,
  now: string,
): Promise<void> {
  const label = INCIDENT_LINK_LABELS[kind];
  const before = (side: 'from' | 'to', other: LinkedIncidentRow) =>
    previous && previous.kind in INCIDENT_LINK_LABELS
      ? `${INCIDENT_LINK_LABELS[previous.kind as IncidentLinkKind][side]} ${numbered(other)}`
      : null;
  for (const [entity, other, side] of [
    [incident, linked, 'from'],
    [linked, incident, 'to'],
  ] as const) {
    await insertHistory(trx, {
      entityType: 'incident',
      entityId: entity.id,
      actorId: auth.user.user_id,
      action: 'link-incident',
      changes: { linkedIncidents: { from: before(side, other), to: `${label[side]} ${numbered(other)}` } },
      reason,
      now,
    });
  }
}

function presentLink(link: LinkRow, seenFrom: string, other: LinkedIncidentRow): TIncidentLink {
  return {
    id: link.id,
    kind: link.kind as IncidentLinkKind,
    direction: link.incidentId === seenFrom ? 'from' : 'to',
    reason: link.reason,
    incident: {
      id: other.id,
      incidentNumber: other.incidentNumber,
      status: isIncidentStatus(other.status) ? other.status : 'submitted',
      incidentDate: other.incidentDate,
      product: other.product,
      partNumber: other.partNumber,
    },
    createdBy: link.createdByName === null ? null : { user_id: link.createdBy, name: link.createdByName },
    created_at: link.createdAt,
  };
}

/** `GET /v1/incidents/{id}/links`: the incident's links either way, the other incidents the caller may see. */
export async function getIncidentLinks(
  ctx: AppContext,
  auth: AuthContext,
  incidentId: string,
): Promise<TIncidentLinks> {
  const incident = await findLinkableIncident(ctx.db, incidentId);
  if (!visible(incident, auth)) throw new AppError('NOT_FOUND', NOT_FOUND);
  const links = await linksOf(ctx.db, incidentId);
  const others = new Map(
    (
      await incidentsByIds(
        ctx.db,
        links.map((link) => (link.incidentId === incidentId ? link.linkedIncidentId : link.incidentId)),
      )
    ).map((row) => [row.id, row]),
  );
  const items: TIncidentLink[] = [];
  for (const link of links) {
    const other =
      others.get(link.incidentId === incidentId ? link.linkedIncidentId : link.incidentId) ?? null;
    if (visible(other, auth)) items.push(presentLink(link, incidentId, other));
  }
  return { items };
}
