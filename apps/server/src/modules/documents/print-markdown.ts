import { type MarkdownBlock, markdownDocument } from './markdown-blocks';
import { FONT } from './pdf-fonts';
import { contentLeft, contentWidth, ensureRoom, MUTED, plainText, richText } from './pdf-layout';
import { capText, PRINTED_BLOCKS_MAX, PRINTED_DEPTH_MAX, printable } from './text-bounds';

const HEADING_SIZES = [16, 14, 12.5, 11.5, 11, 10.5];
const LIST_INDENT = 18;
const BODY_SIZE = 10;

export const NOT_ALL_PRINTED = 'The rest of this text is too long to print: see it in the app.';

/**
 * Prints a markdown text: headings bold and larger, lists with their markers, emphasis. Bounded (text-bounds.ts,
 * markdown-bounds.ts): the text and its markup are capped, at most PRINTED_BLOCKS_MAX blocks are printed (a note
 * says when something is left out), deep lists are indented no further than PRINTED_DEPTH_MAX, and the layout
 * pauses now and then for other requests.
 */
export async function printMarkdown(
  doc: PDFKit.PDFDocument,
  markdown: string,
  pauses: { pause(): Promise<void> },
): Promise<void> {
  const { blocks, complete } = markdownDocument(capText(markdown), PRINTED_BLOCKS_MAX);
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  let inList = false;
  for (const block of blocks) {
    await pauses.pause();
    printBlock(doc, block, left, width, inList);
    inList = block.kind !== 'rule' && block.kind !== 'heading' && block.depth > 0;
  }
  if (!complete) plainText(doc, NOT_ALL_PRINTED, { color: MUTED, face: FONT.italic });
}

/** One block at the current position; `inList` says whether the block before it was in a list. */
function printBlock(
  doc: PDFKit.PDFDocument,
  block: MarkdownBlock,
  left: number,
  width: number,
  inList: boolean,
): void {
  const listBlock = block.kind !== 'rule' && block.kind !== 'heading' && block.depth > 0;
  // Space after a list, before what follows it.
  if (inList && !listBlock) doc.moveDown(0.3);
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
    return;
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
    return;
  }
  const indent = Math.min(block.depth, PRINTED_DEPTH_MAX) * LIST_INDENT;
  if (block.kind === 'code') {
    doc
      .font(FONT.regular)
      .fontSize(BODY_SIZE - 1)
      .fillColor(MUTED);
    ensureRoom(doc, doc.currentLineHeight(true));
    doc.text(printable(block.text), left + indent, doc.y, { width: width - indent });
    doc.fillColor('black').moveDown(0.35);
    return;
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
