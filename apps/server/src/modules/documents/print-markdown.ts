import type { MarkdownBlock } from './markdown-blocks';
import { FONT } from './pdf-fonts';
import { contentLeft, contentWidth, ensureRoom, MUTED, richText } from './pdf-layout';

const HEADING_SIZES = [16, 14, 12.5, 11.5, 11, 10.5];
const LIST_INDENT = 18;
const BODY_SIZE = 10;

/** Prints the description's markdown blocks: headings bold and larger, lists with their markers, emphasis. */
export function printMarkdown(doc: PDFKit.PDFDocument, blocks: MarkdownBlock[]): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  let inList = false;
  for (const block of blocks) {
    const listBlock = block.kind !== 'rule' && block.kind !== 'heading' && block.depth > 0;
    // Space after a list, before what follows it.
    if (inList && !listBlock) doc.moveDown(0.3);
    inList = listBlock;
    if (block.kind === 'rule') {
      ensureRoom(doc, 12);
      const y = doc.y + 4;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.5)
        .strokeColor(MUTED)
        .stroke();
      doc.y = y + 6;
      continue;
    }
    if (block.kind === 'heading') {
      doc.fontSize(HEADING_SIZES[block.level - 1] ?? BODY_SIZE);
      doc.moveDown(0.3);
      ensureRoom(doc, doc.currentLineHeight(true) * 2);
      richText(
        doc,
        block.runs.map((run) => ({ ...run, bold: true })),
        left,
        width,
      );
      doc.moveDown(0.2);
      continue;
    }
    const indent = block.depth * LIST_INDENT;
    if (block.kind === 'code') {
      doc
        .font(FONT.regular)
        .fontSize(BODY_SIZE - 1)
        .fillColor(MUTED);
      ensureRoom(doc, doc.currentLineHeight(true));
      doc.text(block.text, left + indent, doc.y, { width: width - indent });
      doc.fillColor('black').moveDown(0.35);
      continue;
    }
    doc.fontSize(BODY_SIZE);
    ensureRoom(doc, doc.currentLineHeight(true));
    if (block.marker) {
      const y = doc.y;
      doc
        .font(FONT.regular)
        .text(block.marker, left + indent - LIST_INDENT, y, { width: LIST_INDENT - 4, align: 'right' });
      doc.y = y;
    }
    richText(doc, block.runs, left + indent, width - indent);
    doc.moveDown(block.depth > 0 ? 0.15 : 0.4);
  }
}
