import { formatDate, formatTimestamp } from '@qi/domain/dates';
import {
  DISPOSITION_DECISION_LABELS,
  DISPOSITION_STATUS_LABELS,
  type DispositionStatus,
  dispositionCost,
  type TDisposition,
} from '@qi/domain/disposition';
import { formatPounds } from '@qi/domain/money';
import { FONT } from './pdf-fonts';
import { ensureRoom, fieldRow, MUTED, plainText } from './pdf-layout';

type NameOf = (userId: string | null | undefined) => string;

/** '<name> on DD-MM-YYYY HH:mm', or '' when nobody did it yet. */
function byAt(nameOf: NameOf, userId: string | null, at: string | null, timeZone: string): string {
  if (!userId) return '';
  return at ? `${nameOf(userId)} on ${formatTimestamp(at, timeZone)}` : nameOf(userId);
}

/**
 * The disposition of held material (docs/product.md §3 Disposition): its status, then each line (decision,
 * quantity, cost, who is responsible and by when, the note), then who proposed and approved it.
 */
export async function printDisposition(
  doc: PDFKit.PDFDocument,
  disposition: TDisposition,
  status: DispositionStatus,
  nameOf: NameOf,
  timeZone: string,
  pauses: { pause(): Promise<void> },
): Promise<void> {
  fieldRow(doc, 'Status', DISPOSITION_STATUS_LABELS[status]);
  if (disposition.lines.length === 0) {
    plainText(doc, 'No disposition lines yet.', { color: MUTED });
  }
  for (const line of disposition.lines) {
    await pauses.pause();
    doc.moveDown(0.3);
    doc.fontSize(10);
    ensureRoom(doc, doc.currentLineHeight(true) * 3);
    const cost = line.cost === null ? '' : ` · ${formatPounds(line.cost)}`;
    plainText(doc, `${DISPOSITION_DECISION_LABELS[line.decision]} · ${line.quantity}${cost}`, {
      face: FONT.bold,
    });
    const due = line.dueDate ? ` · Due ${formatDate(line.dueDate)}` : '';
    plainText(doc, `Responsible: ${nameOf(line.responsible)}${due}`, { indent: 12, size: 9 });
    if (line.note.trim()) plainText(doc, line.note, { indent: 12, size: 9, color: MUTED });
  }
  doc.moveDown(0.4);
  if (disposition.lines.length > 0) {
    fieldRow(doc, 'Disposition Cost', formatPounds(dispositionCost(disposition.lines)));
  }
  fieldRow(doc, 'Proposed By', byAt(nameOf, disposition.proposedBy, disposition.proposedAt, timeZone));
  fieldRow(doc, 'Approved By', byAt(nameOf, disposition.approvedBy, disposition.approvedAt, timeZone));
}
