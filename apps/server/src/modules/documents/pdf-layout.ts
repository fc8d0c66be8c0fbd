import { FONT, faceOf } from './pdf-fonts';
import { breakLongWords, PRINTED_RUNS_MAX, printable } from './text-bounds';

/** Shared drawing helpers for the A4 print: text flows onto new pages, nothing is cut. */
export const ACCENT = '#b71c1c';
export const MUTED = '#555555';
export const LABEL_WIDTH = 170;

export const contentLeft = (doc: PDFKit.PDFDocument) => doc.page.margins.left;
export const contentWidth = (doc: PDFKit.PDFDocument) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;
const pageCount = (doc: PDFKit.PDFDocument) => doc.bufferedPageRange().count;

/** Starts a new page when less than `height` is left above the bottom margin. */
export function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** A section title in the accent colour with a rule under it (kept with at least a few lines after it). */
export function sectionTitle(doc: PDFKit.PDFDocument, title: string): void {
  doc.moveDown(0.8);
  ensureRoom(doc, 60);
  const left = contentLeft(doc);
  doc
    .font(FONT.bold)
    .fontSize(13)
    .fillColor(ACCENT)
    .text(title, left, doc.y, { width: contentWidth(doc) });
  const y = doc.y + 2;
  doc
    .moveTo(left, y)
    .lineTo(left + contentWidth(doc), y)
    .lineWidth(0.75)
    .strokeColor(ACCENT)
    .stroke();
  doc.fillColor('black');
  doc.y = y + 6;
}

/** A bold label and its value beside it (the value wraps, and flows onto the next page when long). */
export function fieldRow(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.fontSize(10);
  ensureRoom(doc, doc.currentLineHeight(true) + 2);
  const left = contentLeft(doc);
  const top = doc.y;
  const pages = pageCount(doc);
  doc.font(FONT.bold).text(label, left, top, { width: LABEL_WIDTH - 10 });
  const labelBottom = doc.y;
  doc.font(FONT.regular).text(value.trim() === '' ? '—' : printable(value), left + LABEL_WIDTH, top, {
    width: contentWidth(doc) - LABEL_WIDTH,
  });
  if (pageCount(doc) === pages) doc.y = Math.max(doc.y, labelBottom);
  doc.y += 3;
}

/** A paragraph of plain text (line breaks kept) over the content width, starting at `indent`. */
export function plainText(
  doc: PDFKit.PDFDocument,
  text: string,
  options: { indent?: number; size?: number; color?: string; face?: string } = {},
): void {
  const indent = options.indent ?? 0;
  doc
    .font(options.face ?? FONT.regular)
    .fontSize(options.size ?? 10)
    .fillColor(options.color ?? 'black');
  ensureRoom(doc, doc.currentLineHeight(true));
  doc.text(printable(text), contentLeft(doc) + indent, doc.y, { width: contentWidth(doc) - indent });
  doc.fillColor('black');
}

/** At most PRINTED_RUNS_MAX runs: the text of any further runs joins the last one, in the regular face. */
function boundedRuns<T extends { text: string; bold: boolean; italic: boolean }>(runs: T[]) {
  if (runs.length <= PRINTED_RUNS_MAX) return runs;
  const rest = runs.slice(PRINTED_RUNS_MAX - 1).map((run) => run.text);
  return [...runs.slice(0, PRINTED_RUNS_MAX - 1), { text: rest.join(''), bold: false, italic: false }];
}

/** Text made of runs of different faces, wrapped as one paragraph. */
export function richText(
  doc: PDFKit.PDFDocument,
  runs: { text: string; bold: boolean; italic: boolean }[],
  x: number,
  width: number,
): void {
  const visible = boundedRuns(runs.filter((run) => run.text !== ''));
  if (visible.length === 0) {
    doc.moveDown(1);
    return;
  }
  const y = doc.y;
  visible.forEach((run, index) => {
    const continued = index < visible.length - 1;
    doc.font(faceOf(run));
    const text = breakLongWords(run.text);
    if (index === 0) doc.text(text, x, y, { width, continued });
    else doc.text(text, { continued });
  });
}
