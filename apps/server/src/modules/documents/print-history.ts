import { formatTimestamp } from '@qi/domain/dates';
import { historyActionLabel, historyStatusChange } from '@qi/domain/history';
import type { IncidentHistoryItem } from '../incidents/incident-history-repository';
import { FONT } from './pdf-fonts';
import { ensureRoom, MUTED, plainText } from './pdf-layout';

/** The most history entries printed: the latest ones (a note says how many earlier ones are left out). */
export const PRINTED_HISTORY_MAX = 500;

/** One line per entry: date, who, action, from → to, then the reason when there is one. */
export async function printHistory(
  doc: PDFKit.PDFDocument,
  history: IncidentHistoryItem[],
  timeZone: string,
  pauses: { pause(): Promise<void> },
): Promise<void> {
  if (history.length === 0) {
    plainText(doc, 'No history yet.', { color: MUTED });
    return;
  }
  const left = history.length - PRINTED_HISTORY_MAX;
  if (left > 0) {
    plainText(doc, `${left} earlier ${left === 1 ? 'entry is' : 'entries are'} not printed.`, {
      color: MUTED,
    });
    doc.moveDown(0.4);
  }
  for (const entry of left > 0 ? history.slice(left) : history) {
    await pauses.pause();
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
