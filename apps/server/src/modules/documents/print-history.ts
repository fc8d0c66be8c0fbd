import { formatTimestamp } from '@qi/domain/dates';
import { historyActionLabel, historyStatusChange } from '@qi/domain/history';
import type { IncidentHistoryItem } from '../incidents/incident-history-repository';
import { FONT } from './pdf-fonts';
import { ensureRoom, MUTED, plainText } from './pdf-layout';

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
    plainText(
      doc,
      `${historyActionLabel('incident', entry.action)}${historyStatusChange('incident', entry)}`,
      {
        face: FONT.bold,
      },
    );
    if (entry.reason) plainText(doc, `Reason: ${entry.reason}`, { indent: 12 });
    doc.moveDown(0.4);
  }
}
