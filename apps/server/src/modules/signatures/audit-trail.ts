import { type HistoryEntity, historyActionLabel, historyStatusChange } from '@qi/domain/history';
import { type HistoryWords, historySentences, statusSentence } from '@qi/domain/history-sentences';
import { neutraliseFormula } from '@qi/domain/incident-export';
import type { TSignature } from '@qi/domain/signatures';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/access';
import type { HistoryItem } from '../history/history-repository';
import { csvRecord, csvRecords } from '../incidents/csv-records';
import { supplierNames, userNames } from '../incidents/export-lookups-repository';
import { listIncidentHistory } from '../incidents/incident-history-repository';
import type { IncidentWithInvestigation } from '../incidents/incident-record';
import { findVisibleIncident } from '../incidents/incident-service';
import { listInvestigationHistory } from '../investigations/investigation-history-repository';
import { investigationIdsOf } from './incident-investigations';
import { listIncidentSignatures } from './signature-repository';

/**
 * An incident's audit trail (docs/product.md §4 Signatures): its history, the history of every investigation it
 * has had and the signatures, merged oldest first, one row per entry — the same rows for the CSV and the PDF.
 */
export interface AuditRow {
  /** ISO UTC timestamp. */
  at: string;
  source: 'Incident' | 'Investigation' | 'Signature';
  who: string;
  action: string;
  changes: string;
  reason: string;
  contentHash: string;
}

export const AUDIT_CSV_HEADERS = [
  'Date and time (UTC)',
  'Record',
  'Who',
  'Action',
  'Changes',
  'Reason',
  'Content hash',
] as const;

/**
 * One row per history entry; its changes told as the details pages tell them (history-sentences.ts): people by
 * name, fields by their labels, old → new values in words, the status move apart (it is in the action).
 */
function historyRow(entity: HistoryEntity, entry: HistoryItem, words: HistoryWords): AuditRow {
  return {
    at: entry.created_at,
    source: entity === 'incident' ? 'Incident' : 'Investigation',
    who: entry.actor?.name ?? '',
    action: `${historyActionLabel(entity, entry.action)}${historyStatusChange(entity, entry)}`,
    // The status move is in the action already ('Submitted (Draft → Submitted)').
    changes: historySentences(entity, entry, words)
      .filter((sentence) => sentence !== statusSentence(entity, entry))
      .join('; '),
    reason: entry.reason ?? '',
    contentHash: '',
  };
}

export const SIGNED_AT_PROVIDER = 'Confirmed by signing in again at the identity provider';

/** 'Completed: Root cause', 'Withdrawn: Investigation'. */
export const signatureAction = (s: TSignature) => `${s.meaning}: ${s.subjectLabel}`;

function signatureRow(s: TSignature): AuditRow {
  return {
    at: s.signedAt,
    source: 'Signature',
    who: s.signerName,
    action: signatureAction(s),
    // How the signer confirmed it, when not with their password (decision 053).
    changes: s.method === 'provider' ? SIGNED_AT_PROVIDER : '',
    reason: s.reason ?? '',
    contentHash: s.contentHash,
  };
}

export interface AuditTrail {
  incident: IncidentWithInvestigation;
  rows: AuditRow[];
}

/** The trail of an incident the caller may see (404 as GET /v1/incidents/{id} otherwise). */
export async function loadAuditTrail(ctx: AppContext, auth: AuthContext, id: string): Promise<AuditTrail> {
  const incident = await findVisibleIncident(ctx.db, auth, id);
  const incidentHistory = await listIncidentHistory(ctx.db, incident.id);
  // Every investigation the incident has had, not only the current one: a restart must not hide the first.
  const investigationIds = investigationIdsOf(incidentHistory, incident.investigationId);
  const [investigationHistories, signatures, users, suppliers] = await Promise.all([
    Promise.all(investigationIds.map((investigationId) => listInvestigationHistory(ctx.db, investigationId))),
    listIncidentSignatures(ctx.db, incident.id, investigationIds),
    userNames(ctx.db),
    supplierNames(ctx.db),
  ]);
  const investigationHistory = investigationHistories.flat();
  const words: HistoryWords = {
    nameOf: (id) => users.get(id) ?? 'Unknown user',
    supplierName: (id) => suppliers.get(id) ?? 'Unknown supplier',
  };
  const rows = [
    ...incidentHistory.map((e) => historyRow('incident', e, words)),
    ...investigationHistory.map((e) => historyRow('investigation', e, words)),
    ...signatures.map(signatureRow),
  ];
  // Stable: entries of the same instant keep their source's order (history, then its signatures).
  rows.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return { incident, rows };
}

/** The CSV (byte order mark, CRLF records, text cells neutralised against spreadsheet formulas). */
export function auditTrailCsv(rows: readonly AuditRow[]): string {
  const cells = rows.map((r) =>
    [r.at, r.source, r.who, r.action, r.changes, r.reason, r.contentHash].map(neutraliseFormula),
  );
  return `\ufeff${csvRecord([...AUDIT_CSV_HEADERS])}${csvRecords(cells)}`;
}

/** 'Incident-<number, or id>-audit-trail.<ext>'. */
export function auditTrailFileName(
  incident: { id: string; incidentNumber: number | null },
  ext: 'csv' | 'pdf',
) {
  return `Incident-${incident.incidentNumber ?? incident.id}-audit-trail.${ext}`;
}
