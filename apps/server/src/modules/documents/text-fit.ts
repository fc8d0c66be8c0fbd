const ELLIPSIS = '…';
/** More characters than fit on any line or tag line at any font size used. */
const LINE_CHARS_MAX = 300;

/** `text` on one line of `width` at the current font: cut with '…' when it does not fit. */
export function fitLine(doc: PDFKit.PDFDocument, text: string, width: number): string {
  // Far more characters than any line holds: measuring stays short for any text.
  const line = text.slice(0, LINE_CHARS_MAX).replace(/\s+/g, ' ').trim();
  if (text.length <= LINE_CHARS_MAX && doc.widthOfString(line) <= width) return line;
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
  // No more than a generous number of characters can ever fit: only they are ever measured.
  const most = maxLines * LINE_CHARS_MAX;
  const whole = text.trim();
  if (whole.length <= most && fits(whole)) return whole;
  const trimmed = whole.slice(0, most);
  let lo = 0;
  let hi = trimmed.length;
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
