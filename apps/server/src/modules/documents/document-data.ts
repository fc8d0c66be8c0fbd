import { INVESTIGATION_SECTION_KEYS, signedByKey } from '@qi/domain/investigation';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/access';
import { type IncidentHistoryItem, listIncidentHistory } from '../incidents/incident-history-repository';
import type { IncidentWithInvestigation } from '../incidents/incident-record';
import { findVisibleIncident } from '../incidents/incident-service';
import type { InvestigationRecord } from '../investigations/investigation-record';
import { findInvestigationById } from '../investigations/investigation-repository';
import { findPartNumber } from '../reference/reference-repository';
import { findUserNames } from './document-repository';

/** Everything the print and tag documents show about one incident. */
export interface IncidentDocumentData {
  incident: IncidentWithInvestigation;
  partDescription: string | null;
  history: IncidentHistoryItem[];
  investigation: InvestigationRecord | null;
  /** A user's name by id (reporter, signers, assignee); falls back to the id. */
  nameOf: (userId: string | null | undefined) => string;
}

function signerIds(investigation: InvestigationRecord | null): string[] {
  if (!investigation) return [];
  return [
    investigation.assignedTo,
    investigation.completedSignedBy ?? '',
    ...INVESTIGATION_SECTION_KEYS.map((key) => investigation[signedByKey(key)] ?? ''),
  ];
}

/** The incident the caller may view (404 as GET /v1/incidents/{id} otherwise) with its related data. */
export async function loadIncidentDocument(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
): Promise<IncidentDocumentData> {
  const incident = await findVisibleIncident(ctx.db, auth, id);
  const [investigation, history, part] = await Promise.all([
    incident.investigationId ? findInvestigationById(ctx.db, incident.investigationId) : undefined,
    listIncidentHistory(ctx.db, incident.id),
    incident.partNumber ? findPartNumber(ctx.db, incident.partNumber) : undefined,
  ]);
  const names = await findUserNames(ctx.db, [incident.reportedBy, ...signerIds(investigation ?? null)]);
  return {
    incident,
    partDescription: part?.description || null,
    history,
    investigation: investigation ?? null,
    nameOf: (userId) => (userId ? (names.get(userId) ?? userId) : ''),
  };
}
