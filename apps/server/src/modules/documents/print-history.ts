import { formatTimestamp } from '@qi/domain/dates';
import { INCIDENT_STATUS_LABELS, isIncidentStatus } from '@qi/domain/incident-status';
import type { IncidentHistoryItem } from '../incidents/incident-history-repository';
import { FONT } from './pdf-fonts';
import { ensureRoom, MUTED, plainText } from './pdf-layout';

/** The history actions in words (the same words as the Incident Details page's history list). */
const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  'save-draft': 'Saved as draft',
  submit: 'Submitted',
  delete: 'Deleted the report',
  reject: 'Rejected',
  acknowledge: 'Acknowledged',
  'request-more-information': 'Requested more information',
  'start-investigation': 'Started an investigation',
  'reassign-investigation': 'Reassigned the investigation',
  close: 'Closed',
  update: 'Updated',
};

const statusLabel = (status: string | null) =>
  status && isIncidentStatus(status) ? INCIDENT_STATUS_LABELS[status] : (status ?? '—');

/** One line per entry: date, who, action, from → to, then the reason when there is one. */
export function printHistory(
  doc: PDFKit.PDFDocument,
  history: IncidentHistoryItem[],
  timeZone: string,
): void {
  if (history.length === 0) {
    plainText(doc, 'No history yet.', { color: MUTED });
    return;
  }
  for (const entry of history) {
    doc.fontSize(10);
    ensureRoom(doc, doc.currentLineHeight(true) * 2);
    plainText(
      doc,
      `${formatTimestamp(entry.created_at, timeZone)} · ${entry.actor?.name ?? 'Unknown user'}`,
      {
        size: 9,
        color: MUTED,
      },
    );
    const action = ACTION_LABELS[entry.action] ?? entry.action;
    const moved =
      entry.toStatus && entry.fromStatus !== entry.toStatus
        ? ` (${statusLabel(entry.fromStatus)} → ${statusLabel(entry.toStatus)})`
        : '';
    plainText(doc, `${action}${moved}`, { face: FONT.bold });
    if (entry.reason) plainText(doc, `Reason: ${entry.reason}`, { indent: 12 });
    doc.moveDown(0.4);
  }
}
