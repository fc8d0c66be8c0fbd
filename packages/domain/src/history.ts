import { INCIDENT_STATUS_LABELS, isIncidentStatus } from './incident-status';
import { INVESTIGATION_STATUS_LABELS, type InvestigationStatus } from './investigation';

/**
 * The words of the audit history (incident and investigation), shared by the details pages and the print so
 * that both tell the same story.
 */
export type HistoryEntity = 'incident' | 'investigation';

/** One entry of `GET /v1/incidents/{id}/history` or `GET /v1/investigations/{id}/history`. */
export interface THistoryEntry {
  id: string;
  actor: { user_id: string; name: string } | null;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  changes: { field: string; from: unknown; to: unknown }[];
  reason: string | null;
  created_at: string;
}

const ACTION_LABELS: Record<HistoryEntity, Record<string, string>> = {
  incident: {
    create: 'Created',
    'save-draft': 'Saved as draft',
    submit: 'Submitted',
    delete: 'Deleted the report',
    reject: 'Rejected',
    acknowledge: 'Acknowledged',
    'request-more-information': 'Requested more information',
    'start-investigation': 'Started an investigation',
    'reassign-investigation': 'Reassigned the investigation',
    'complete-investigation': 'Investigation completed',
    'reopen-investigation': 'Investigation reopened',
    close: 'Closed',
    update: 'Updated',
    'propose-disposition': 'Disposition proposed',
    'approve-disposition': 'Disposition approved',
    'disposition-line-done': 'Disposition line done',
    'disposition-line-not-done': 'Disposition line not done',
    'restart-investigation': 'Investigation restarted (not effective)',
    'link-incident': 'Linked incidents',
    'similar-on-arrival': 'Similar incidents found on arrival',
    import: 'Imported',
    'import-update': 'Updated by an import',
    'import-undone': 'Import undone',
  },
  investigation: {
    create: 'Created',
    copy: 'Created as a copy',
    update: 'Updated',
    complete: 'Completed',
    reopen: 'Reopened',
    replan: 'Re-planned from the due-date defaults',
    'create-after-ineffective-check': 'Created after a not-effective check',
    'reschedule-effectiveness-check': 'Effectiveness check rescheduled',
    'record-effectiveness-check': 'Effectiveness check recorded',
    'restart-after-ineffective-check': 'New investigation started (not effective)',
  },
};

/** An action in words; an action this list does not know is shown as it is. */
export function historyActionLabel(entity: HistoryEntity, action: string): string {
  return ACTION_LABELS[entity][action] ?? action;
}

/** A status in words, with the labels of the entity's own statuses. */
export function historyStatusLabel(entity: HistoryEntity, status: string | null): string {
  if (!status) return '—';
  if (entity === 'incident') return isIncidentStatus(status) ? INCIDENT_STATUS_LABELS[status] : status;
  return INVESTIGATION_STATUS_LABELS[status as InvestigationStatus] ?? status;
}

/** ' (Submitted → Acknowledged)' when the entry moved the status, otherwise ''. */
export function historyStatusChange(
  entity: HistoryEntity,
  entry: Pick<THistoryEntry, 'fromStatus' | 'toStatus'>,
) {
  if (!entry.toStatus || entry.fromStatus === entry.toStatus) return '';
  return ` (${historyStatusLabel(entity, entry.fromStatus)} → ${historyStatusLabel(entity, entry.toStatus)})`;
}

/** A changed value in words: titles of tree nodes, names of attachments, short text. */
export function describeHistoryValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(describeHistoryValue).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return String(record.title ?? record.name ?? record.id ?? JSON.stringify(value));
  }
  const text = String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
