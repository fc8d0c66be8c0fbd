import { formatLongDate, formatTimestamp } from '@qi/domain/dates';
import PDFDocument from 'pdfkit';
import type { AuditTrail } from '../signatures/audit-trail';
import { FONT, registerFonts } from './pdf-fonts';
import { ACCENT, contentLeft, contentWidth, ensureRoom, MUTED, plainText, sectionTitle } from './pdf-layout';
import { PRODUCT_NAME } from './print-document';
import { layoutPauses } from './text-bounds';

/** The most rows printed (the latest; a note says how many earlier ones are left out), as for the print's history. */
export const PRINTED_AUDIT_ROWS_MAX = 2000;

/**
 * The audit trail as an A4 PDF: a title, then one entry per row (date and time, record, who, action, and the
 * changes, reason and content hash when there are any). Ended on return: pipe it to the reply.
 */
export async function renderAuditTrailPdf(
  trail: AuditTrail,
  options: { printedOn: string; timeZone: string },
): Promise<PDFKit.PDFDocument> {
  const { incident, rows } = trail;
  const number = incident.incidentNumber ?? incident.id;
  const pauses = layoutPauses();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 60, left: 50, right: 50 },
    info: { Title: `Incident ${number} audit trail`, Creator: PRODUCT_NAME },
  });
  registerFonts(doc);
  const width = contentWidth(doc);
  doc.font(FONT.bold).fontSize(10).fillColor(ACCENT).text(PRODUCT_NAME, contentLeft(doc), doc.y, { width });
  doc.fillColor('black').fontSize(20).text('Audit Trail', { width });
  doc.font(FONT.regular).fontSize(12).text(`Incident ${number}`, { width });
  plainText(doc, `Printed on ${formatLongDate(options.printedOn)} · times in ${options.timeZone}`, {
    size: 9,
    color: MUTED,
  });
  sectionTitle(doc, 'Entries');
  if (rows.length === 0) plainText(doc, 'No entries.', { color: MUTED });
  const left = rows.length - PRINTED_AUDIT_ROWS_MAX;
  if (left > 0) plainText(doc, `${left} earlier entries are not printed.`, { color: MUTED });
  for (const row of left > 0 ? rows.slice(left) : rows) {
    await pauses.pause();
    doc.fontSize(10);
    ensureRoom(doc, doc.currentLineHeight(true) * 3);
    plainText(
      doc,
      `${formatTimestamp(row.at, options.timeZone)} · ${row.source} · ${row.who || 'Unknown user'}`,
      {
        size: 9,
        color: MUTED,
      },
    );
    plainText(doc, row.action, { face: FONT.bold });
    if (row.changes) plainText(doc, row.changes, { indent: 12, size: 9 });
    if (row.reason) plainText(doc, `Reason: ${row.reason}`, { indent: 12 });
    if (row.contentHash) plainText(doc, `SHA-256 ${row.contentHash}`, { indent: 12, size: 7, color: MUTED });
    doc.moveDown(0.4);
  }
  doc.end();
  return doc;
}
