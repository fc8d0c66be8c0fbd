import type { Actor } from '@qi/domain/incident-actions';
import { canViewIncident } from '@qi/domain/incident-actions';
import type { ExportLink } from '@qi/domain/incident-export';
import { INCIDENT_LINK_KINDS, type IncidentLinkKind } from '@qi/domain/incident-link-kinds';
import { isIncidentStatus } from '@qi/domain/incident-status';
import type { Db } from '../../db/database';
import type { IncidentExportLinksPort } from '../incidents/incident-events';
import { linksOfBatch } from './export-links-repository';

const isLinkKind = (kind: string): kind is IncidentLinkKind =>
  (INCIDENT_LINK_KINDS as readonly string[]).includes(kind);

/**
 * The export's "Linked Incidents" of one batch (the incidentExportLinks hook, app's listeners.ts): each exported
 * incident's links, oldest first, as the details page lists them; a link to an incident the caller may not see,
 * or to one without a number, is left out.
 */
async function exportLinks(
  db: Db,
  incidentIds: readonly string[],
  actor: Actor,
): Promise<Map<string, ExportLink[]>> {
  const rows = (await linksOfBatch(db, incidentIds)).sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
  const byIncident = new Map<string, ExportLink[]>();
  for (const row of rows) {
    const { incidentNumber, status, reportedBy } = row.other;
    if (incidentNumber === null || !isLinkKind(row.kind) || !isIncidentStatus(status)) continue;
    if (!canViewIncident({ status, reportedBy }, actor)) continue;
    const links = byIncident.get(row.incidentId) ?? [];
    links.push({ kind: row.kind, direction: row.direction, incidentNumber });
    byIncident.set(row.incidentId, links);
  }
  return byIncident;
}

export const exportLinksPort: IncidentExportLinksPort = { read: exportLinks };
