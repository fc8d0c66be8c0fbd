const ELLIPSIS = '…';

/** `text` on one line of `width` at the current font: cut with '…' when it does not fit. */
export function fitLine(doc: PDFKit.PDFDocument, text: string, width: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (doc.widthOfString(line) <= width) return line;
  let lo = 0;
  let hi = line.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(line.slice(0, mid).trimEnd() + ELLIPSIS) <= width) lo = mid;
    else hi = mid - 1;
  }
  return line.slice(0, lo).trimEnd() + ELLIPSIS;
}

/**
 * `text` wrapped at `width` with the current font, cut to at most `maxLines` lines (measured with pdfkit's own
 * line wrapping, `heightOfString`), ending with '…' when cut. Prefers to cut between words.
 */
export function clampLines(doc: PDFKit.PDFDocument, text: string, width: number, maxLines: number): string {
  const lineHeight = doc.currentLineHeight(true);
  const limit = maxLines * lineHeight + lineHeight / 2;
  const fits = (candidate: string) => doc.heightOfString(candidate, { width, lineGap: 0 }) <= limit;
  const trimmed = text.trim();
  if (fits(trimmed)) return trimmed;
  // No more than a generous number of characters can ever fit: keeps the search short for huge texts.
  let lo = 0;
  let hi = Math.min(trimmed.length, maxLines * 300);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(trimmed.slice(0, mid).trimEnd() + ELLIPSIS)) lo = mid;
    else hi = mid - 1;
  }
  let cut = trimmed.slice(0, lo);
  const space = cut.search(/\s\S*$/);
  if (space > 0 && space > lo - 20) cut = cut.slice(0, space);
  return cut.trimEnd() + ELLIPSIS;
}
