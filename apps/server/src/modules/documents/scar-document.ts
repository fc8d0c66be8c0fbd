import { formatDate, formatTimestamp } from '@qi/domain/dates';
import { SCAR_STATUS_LABELS } from '@qi/domain/scar';
import { SCAR_MILESTONE_LABELS } from '@qi/domain/scar-milestones';
import { SCAR_FORM_LABELS, SCAR_STAGE_LABELS, SCAR_STAGE_STATUS_LABELS } from '@qi/domain/scar-stages';
import type { TScar } from '@qi/domain/scar-views';
import PDFDocument from 'pdfkit';
import { FONT, registerFonts } from './pdf-fonts';
import {
  ACCENT,
  contentLeft,
  contentWidth,
  ensureRoom,
  fieldRow,
  MUTED,
  plainText,
  sectionTitle,
} from './pdf-layout';
import { footers, PRODUCT_NAME, type PrintOptions } from './print-document';
import { layoutPauses } from './text-bounds';

/** Labels of the answers' fields (others are spelt out from their names). */
const LABELS: Record<string, string> = {
  problemStatement: 'Problem statement',
  howMany: 'How many',
  is: 'IS',
  isNot: 'IS NOT',
  quantityChecked: 'Quantity checked',
  quantitySuspect: 'Quantity suspect',
  quantityNonConforming: 'Quantity non-conforming',
  completedOn: 'Completed on',
  cleanPointDate: 'Clean point',
  systemicCause: 'Systemic cause',
  dueDate: 'Due date',
  implementedOn: 'Implemented on',
  evidenceFiles: 'Evidence files',
  controlPlan: 'Control plan',
  fmea: 'FMEA',
  otherParts: 'Other parts',
  otherChanges: 'Other changes',
  lessonsLearned: 'Lessons learned',
  whys: 'Why analysis',
};
const DATE_KEYS = new Set(['completedOn', 'cleanPointDate', 'dueDate', 'implementedOn']);

const labelOf = (key: string) =>
  LABELS[key] ??
  key
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase())
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

/** One answer value as printed: dates DD-MM-YYYY, yes/no, file ids as their names. */
function shown(key: string, value: unknown, fileName: (id: string) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (DATE_KEYS.has(key) && typeof value === 'string') return formatDate(value);
  if (Array.isArray(value))
    return value
      .map((v) =>
        key.toLowerCase().includes('files') || key === 'attachments' ? fileName(String(v)) : String(v),
      )
      .join(', ');
  return String(value);
}

/** An answer as label and value rows; lists of lines as numbered groups, nested objects under their label. */
function printAnswer(
  doc: PDFKit.PDFDocument,
  answer: Record<string, unknown>,
  fileName: (id: string) => string,
  prefix = '',
): void {
  for (const [key, value] of Object.entries(answer)) {
    const label = `${prefix}${labelOf(key)}`;
    if (Array.isArray(value) && value.some((v) => typeof v === 'object' && v !== null)) {
      value.forEach((line, index) => {
        plainText(doc, `${label} ${index + 1}`, { face: FONT.bold, size: 10 });
        printAnswer(doc, line as Record<string, unknown>, fileName, '  ');
      });
    } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      printAnswer(doc, value as Record<string, unknown>, fileName, `${label}: `);
    } else {
      fieldRow(doc, label, shown(key, value, fileName));
    }
  }
}

/**
 * A supplier corrective action request as an A4 PDF (`GET /v1/scars/{id}/print.pdf`): the request, its incidents
 * and lines, the milestones, and each stage with its answer, status and the buyer's comment. Rendered in a worker
 * thread (document-worker.ts), every text bounded as in the incident print.
 */
export async function renderScarPdf(scar: TScar, options: PrintOptions): Promise<PDFKit.PDFDocument> {
  const pauses = layoutPauses();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 60, left: 50, right: 50 },
    bufferPages: true,
    info: { Title: scar.number, Creator: PRODUCT_NAME },
  });
  registerFonts(doc);
  const width = contentWidth(doc);
  doc.font(FONT.bold).fontSize(10).fillColor(ACCENT).text(PRODUCT_NAME, contentLeft(doc), doc.y, { width });
  doc.fillColor('black').fontSize(20).text('Supplier Corrective Action Request', { width });
  doc.font(FONT.regular).fontSize(12).text(`${scar.number} · ${SCAR_STATUS_LABELS[scar.status]}`, { width });
  sectionTitle(doc, 'Request');
  fieldRow(doc, 'Supplier', `${scar.supplier.name} (${scar.supplier.code})`);
  fieldRow(doc, 'Contact', `${scar.contact.name} <${scar.contact.email}>`);
  fieldRow(doc, 'Buyer', `${scar.buyer.name} <${scar.buyer.email}>`);
  fieldRow(doc, 'Asked for', SCAR_FORM_LABELS[scar.form]);
  fieldRow(doc, 'Raised', formatTimestamp(scar.createdAt, options.timeZone));
  fieldRow(doc, 'Incidents', scar.incidents.map((i) => i.incidentNumber ?? '(draft)').join(', '));
  fieldRow(doc, 'What is asked', scar.request);
  if (scar.closedAt)
    fieldRow(
      doc,
      'Closed',
      `${formatTimestamp(scar.closedAt, options.timeZone)} by ${scar.closedBy?.name ?? ''}`,
    );
  if (scar.revokedAt) fieldRow(doc, 'Revoked', formatTimestamp(scar.revokedAt, options.timeZone));
  if (scar.reason) fieldRow(doc, 'Reason', scar.reason);
  sectionTitle(doc, 'Parts, lots and quantities');
  for (const item of scar.items) {
    plainText(
      doc,
      `• ${item.partNumber} · lot ${item.lot || '—'} · GRN ${item.grnNumber || '—'} · quantity ${item.quantity ?? '—'}`,
    );
  }
  sectionTitle(doc, 'Milestones');
  for (const m of scar.milestones) {
    const met = m.metAt
      ? `met ${formatDate(m.metAt.slice(0, 10))}`
      : m.state === 'overdue'
        ? 'overdue'
        : 'open';
    fieldRow(doc, SCAR_MILESTONE_LABELS[m.milestone], `due ${formatDate(m.dueDate)} · ${met}`);
  }
  const fileName = (id: string) => scar.files.find((f) => f.id === id)?.name ?? id;
  for (const stage of scar.stages) {
    await pauses.pause();
    sectionTitle(doc, SCAR_STAGE_LABELS[stage.stage]);
    plainText(doc, SCAR_STAGE_STATUS_LABELS[stage.status], { size: 9, color: MUTED });
    if (stage.answer) printAnswer(doc, stage.answer as Record<string, unknown>, fileName);
    else plainText(doc, 'Not answered yet.', { color: MUTED });
    if (stage.reviewComment) fieldRow(doc, 'Buyer’s comment', stage.reviewComment);
    for (const flag of stage.flags) plainText(doc, `Flag: ${flag.message}`, { size: 9, color: ACCENT });
    ensureRoom(doc, 10);
  }
  footers(doc, options.printedOn);
  doc.end();
  return doc;
}
