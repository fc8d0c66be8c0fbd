import { formatDate, formatLongDate, formatTimestamp } from '@qi/domain/dates';
import { currentReasons } from '@qi/domain/incident-reasons';
import { INCIDENT_STATUS_LABELS } from '@qi/domain/incident-status';
import { INVESTIGATION_STATUS_LABELS } from '@qi/domain/investigation';
import { SEVERITY_LABELS } from '@qi/domain/severity';
import { supplierLabel } from '@qi/domain/supplier';
import PDFDocument from 'pdfkit';
import type { IncidentDocumentData } from './document-data';
import { FONT, registerFonts } from './pdf-fonts';
import { ACCENT, contentLeft, contentWidth, fieldRow, MUTED, plainText, sectionTitle } from './pdf-layout';
import { printDisposition } from './print-disposition';
import { printHistory } from './print-history';
import { printInvestigation } from './print-investigation';
import { printMarkdown } from './print-markdown';
import { printSignatures } from './print-signatures';
import { layoutPauses } from './text-bounds';

export const PRODUCT_NAME = 'Quality Incidents';
const FOOTER_OFFSET = 36;

export interface PrintOptions {
  /** Today as 'YYYY-MM-DD' (shown as 'Printed on dd MMMM yyyy'). */
  printedOn: string;
  /** The zone timestamps are shown in. */
  timeZone: string;
}

function header(doc: PDFKit.PDFDocument, data: IncidentDocumentData): void {
  const { incident } = data;
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  doc.font(FONT.bold).fontSize(10).fillColor(ACCENT).text(PRODUCT_NAME, left, doc.y, { width });
  doc.fillColor('black').fontSize(20).text('Incident Report', { width });
  const y = doc.y + 2;
  const number =
    incident.incidentNumber === null ? 'Incident (no number yet)' : `Incident ${incident.incidentNumber}`;
  doc
    .font(FONT.regular)
    .fontSize(12)
    .text(number, left, y, { width: width / 2 });
  doc.font(FONT.bold).text(INCIDENT_STATUS_LABELS[incident.status], left + width / 2, y, {
    width: width / 2,
    align: 'right',
  });
  doc.moveDown(0.2);
}

function incidentFields(doc: PDFKit.PDFDocument, data: IncidentDocumentData, timeZone: string): void {
  const { incident } = data;
  const part = data.partDescription
    ? `${incident.partNumber} — ${data.partDescription}`
    : incident.partNumber;
  const investigation = incident.investigationStatus
    ? INVESTIGATION_STATUS_LABELS[incident.investigationStatus]
    : '';
  const rows: [string, string][] = [
    ['Incident Number', incident.incidentNumber === null ? '' : String(incident.incidentNumber)],
    ['Status', INCIDENT_STATUS_LABELS[incident.status]],
    ['Severity', incident.severity ? SEVERITY_LABELS[incident.severity] : ''],
    ['Reported By', data.nameOf(incident.reportedBy)],
    ['Incident Date', formatDate(incident.incidentDate)],
    ['Product', incident.product],
    ['Part Number', part],
    ['Supplier', supplierLabel(data.supplier)],
    ['Defective Quantity', incident.defectiveQuantity === null ? '' : String(incident.defectiveQuantity)],
    ['GRN Number', incident.grnNumber],
    ['Order Number', incident.orderNumber],
    ['Incident Location', incident.incidentLocation?.title ?? ''],
    ['Category', incident.category?.title ?? ''],
    ['Subcategory Level 1', incident.subcategory?.title ?? ''],
    ['Subcategory Level 2', incident.furtherSubcategory?.title ?? ''],
    ['Investigation', investigation],
  ];
  // Only the reason of the status the incident is in: a resubmitted incident's old request is history.
  const reasons = currentReasons(incident);
  if (reasons.rejectReason) rows.push(['Reject Reason', reasons.rejectReason]);
  if (reasons.pendingUpdateReason) rows.push(['Pending Update Reason', reasons.pendingUpdateReason]);
  rows.push(['Created At', formatTimestamp(incident.created_at, timeZone)]);
  rows.push(['Updated At', formatTimestamp(incident.updated_at, timeZone)]);
  for (const [label, value] of rows) fieldRow(doc, label, value);
}

/** 'Printed on …' and 'Page n of m' on every page (margins set to 0 meanwhile so no page is added). */
export function footers(doc: PDFKit.PDFDocument, printedOn: string): void {
  const range = doc.bufferedPageRange();
  const text = `Printed on ${formatLongDate(printedOn)}`;
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const left = contentLeft(doc);
    const width = contentWidth(doc);
    const y = doc.page.height - FOOTER_OFFSET;
    doc.font(FONT.regular).fontSize(8).fillColor(MUTED);
    doc.text(text, left, y, { width: width / 2, lineBreak: false });
    doc.text(`Page ${index - range.start + 1} of ${range.count}`, left + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}

/**
 * The A4 incident report (docs/product.md §1, §9); the returned document is ended. It is rendered in a worker
 * thread (document-worker.ts); the layout is bounded (text-bounds.ts), so one description cannot make it long.
 */
export async function renderPrintPdf(
  data: IncidentDocumentData,
  options: PrintOptions,
): Promise<PDFKit.PDFDocument> {
  const { incident } = data;
  const pauses = layoutPauses();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 60, left: 50, right: 50 },
    bufferPages: true,
    info: { Title: `Incident ${incident.incidentNumber ?? incident.id}`, Creator: PRODUCT_NAME },
  });
  registerFonts(doc);
  header(doc, data);
  sectionTitle(doc, 'Incident');
  incidentFields(doc, data, options.timeZone);
  sectionTitle(doc, 'Description');
  if (incident.description.trim()) await printMarkdown(doc, incident.description, pauses);
  else plainText(doc, 'No description.', { color: MUTED });
  sectionTitle(doc, 'Attachments');
  if (incident.attachments.length === 0) plainText(doc, 'No attachments.', { color: MUTED });
  for (const attachment of incident.attachments) plainText(doc, `• ${attachment.name}`);
  if (data.disposition) {
    sectionTitle(doc, 'Disposition');
    await printDisposition(
      doc,
      data.disposition,
      incident.dispositionStatus,
      data.nameOf,
      options.timeZone,
      pauses,
    );
  }
  sectionTitle(doc, 'Status History');
  await printHistory(doc, data.history, options.timeZone, pauses);
  if (data.investigation) {
    sectionTitle(doc, 'Investigation');
    await printInvestigation(doc, data.investigation, data.nameOf, pauses);
  }
  // Only where something was signed: without signatures the print stays as it was.
  if (data.signatures.length > 0) {
    sectionTitle(doc, 'Signatures');
    await printSignatures(doc, data.signatures, options.timeZone, pauses);
  }
  footers(doc, options.printedOn);
  doc.end();
  return doc;
}
