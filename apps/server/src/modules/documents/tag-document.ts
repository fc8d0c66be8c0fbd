import { formatDate } from '@qi/domain/dates';
import { isHoldText } from '@qi/domain/disposition';
import { SEVERITY_LABELS } from '@qi/domain/severity';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { IncidentRecord } from '../incidents/incident-record';
import type { TagDetails } from './document-data';
import { markdownPlainText } from './markdown-blocks';
import { FONT, registerFonts } from './pdf-fonts';
import { ACCENT } from './pdf-layout';
import { breakLongWords, capText } from './text-bounds';
import { clampLines, fitLine } from './text-fit';

const MM = 72 / 25.4;
/** docs/product.md §9: 76 × 48 mm. */
export const TAG_SIZE: [number, number] = [76 * MM, 48 * MM];
export const TAG_DESCRIPTION_LINES = 7;
/** Far more of the description than 7 short lines show. */
const TAG_TEXT_MAX = 4_000;
const PAD = 7;
const BAND = 20;
const QR_SIZE = 54;
const DESCRIPTION_SIZE = 6;

/** The incident page's address, which the tag's QR code holds. */
export function incidentUrl(publicUrl: string, id: string): string {
  return `${publicUrl}/incident/${encodeURIComponent(id)}`;
}

/** The QR code (error correction level L) drawn as vector squares: sharp at any print resolution. */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'L' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.data[row * modules.size + col]) doc.rect(x + col * cell, y + row * cell, cell, cell);
    }
  }
  doc.fillColor('black').fill();
}

function field(
  doc: PDFKit.PDFDocument,
  label: string,
  value: string,
  y: number,
  width: number,
  size: number,
  emphasis = false,
): void {
  const labelWidth = 38;
  doc
    .font(FONT.bold)
    .fontSize(size)
    .fillColor(ACCENT)
    .text(label, PAD, y, { width: labelWidth, lineBreak: false });
  doc.font(FONT.regular).fillColor(emphasis ? ACCENT : 'black');
  doc.text(fitLine(doc, value || '—', width - labelWidth), PAD + labelWidth, y, { lineBreak: false });
  doc.fillColor('black');
}

/**
 * The red-label tag (docs/product.md §9): number, product, part, date, quantity, severity, supplier, GRN, the
 * disposition of held material (`disposition`: null when it holds none), description (7 lines), QR code.
 */
export function renderTagPdf(
  incident: IncidentRecord,
  url: string,
  details: TagDetails = { disposition: null, supplier: null },
): PDFKit.PDFDocument {
  const [width, height] = TAG_SIZE;
  const doc = new PDFDocument({
    size: TAG_SIZE,
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    info: { Title: `Tag ${incident.incidentNumber ?? incident.id}` },
  });
  registerFonts(doc);
  doc.rect(0, 0, width, height).fillColor('white').fill();
  doc.rect(0, 0, width, BAND).fillColor(ACCENT).fill();
  doc
    .rect(1.5, 1.5, width - 3, height - 3)
    .lineWidth(3)
    .strokeColor(ACCENT)
    .stroke();

  const number = incident.incidentNumber === null ? 'Draft' : `Incident ${incident.incidentNumber}`;
  doc.font(FONT.bold).fontSize(9).fillColor('white');
  doc.text('RED LABEL', PAD, 6, { width: 70, lineBreak: false });
  doc.text(fitLine(doc, number, width - 2 * PAD - 70), PAD + 70, 6, {
    width: width - 2 * PAD - 70,
    align: 'right',
    lineBreak: false,
  });

  const qrX = width - PAD - QR_SIZE;
  const fieldsWidth = qrX - PAD - 6;
  const fields: [string, string][] = [
    ['Product', incident.product],
    ['Part No.', incident.partNumber],
    ['Date', formatDate(incident.incidentDate)],
    ['Quantity', incident.defectiveQuantity === null ? '' : String(incident.defectiveQuantity)],
    ['Severity', incident.severity ? SEVERITY_LABELS[incident.severity] : ''],
    ['Supplier', details.supplier ?? ''],
    ['GRN', incident.grnNumber],
  ];
  if (details.disposition !== null) fields.push(['Material', details.disposition]);
  // Up to eight rows beside the QR code: a smaller face, closer together, keeps the description's 7 lines.
  const step = fields.length > 7 ? 6.9 : 7.7;
  const size = fields.length > 7 ? 5.6 : 6;
  fields.forEach(([label, value], index) => {
    const hold = label === 'Material' && isHoldText(value);
    field(doc, label, value, BAND + 3 + index * step, fieldsWidth, size, hold);
  });
  drawQrCode(doc, url, qrX, BAND + 4, QR_SIZE);

  const top = BAND + 4 + QR_SIZE + 3;
  const textWidth = width - 2 * PAD;
  doc
    .moveTo(PAD, top - 1.5)
    .lineTo(width - PAD, top - 1.5)
    .lineWidth(0.5)
    .strokeColor(ACCENT)
    .stroke();
  doc.font(FONT.regular).fontSize(DESCRIPTION_SIZE).fillColor('black');
  // Only the start of the description can show: it is cut before it is parsed and measured, and long words get
  // break opportunities (text-bounds.ts).
  const plain = markdownPlainText(capText(incident.description, TAG_TEXT_MAX), {
    maxLength: TAG_TEXT_MAX,
    maxDepth: 4,
  });
  const description = clampLines(doc, breakLongWords(plain), textWidth, TAG_DESCRIPTION_LINES);
  const lineHeight = doc.currentLineHeight(true);
  // The height stops pdfkit from ever adding a page; the text was already cut to fit.
  doc.text(description, PAD, top + 1, {
    width: textWidth,
    lineGap: 0,
    height: (TAG_DESCRIPTION_LINES + 0.5) * lineHeight,
  });
  doc.end();
  return doc;
}
