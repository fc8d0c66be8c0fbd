import { formatTimestamp } from '@qi/domain/dates';
import type { TSignature } from '@qi/domain/signatures';
import { FONT } from './pdf-fonts';
import { ensureRoom, MUTED, plainText } from './pdf-layout';

/** The most signature records printed (the latest ones; a note says how many earlier ones are left out). */
export const PRINTED_SIGNATURES_MAX = 500;

/**
 * The signature block (docs/product.md §4 Signatures): per record its meaning and what was signed, the printed
 * name and the date and time, a withdrawal's reason, and the signed content's hash.
 */
export async function printSignatures(
  doc: PDFKit.PDFDocument,
  signatures: readonly TSignature[],
  timeZone: string,
  pauses: { pause(): Promise<void> },
): Promise<void> {
  if (signatures.length === 0) {
    plainText(doc, 'No signatures.', { color: MUTED });
    return;
  }
  const left = signatures.length - PRINTED_SIGNATURES_MAX;
  if (left > 0) {
    plainText(doc, `${left} earlier ${left === 1 ? 'signature is' : 'signatures are'} not printed.`, {
      color: MUTED,
    });
    doc.moveDown(0.4);
  }
  for (const s of left > 0 ? signatures.slice(left) : signatures) {
    await pauses.pause();
    doc.fontSize(10);
    ensureRoom(doc, doc.currentLineHeight(true) * 3);
    plainText(doc, `${s.meaning} — ${s.subjectLabel}`, { face: FONT.bold });
    plainText(doc, `${s.signerName} · ${formatTimestamp(s.signedAt, timeZone)} ${timeZone}`, { indent: 12 });
    if (s.reason) plainText(doc, `Reason: ${s.reason}`, { indent: 12 });
    plainText(doc, `SHA-256 ${s.contentHash}`, { indent: 12, size: 7, color: MUTED });
    doc.moveDown(0.4);
  }
}
