/**
 * Bounds on what a document lays out, so that no description can make a request slow or fail: pdfkit splits a
 * word wider than its line letter by letter, measuring the rest of the word at every line (quadratic in the
 * word's length), and every block, run and history entry costs a little layout time.
 */

/** The most characters of one text a document lays out (the domain's maximum for a description). */
export const PRINTED_TEXT_MAX = 20_000;
/** The most markdown blocks (paragraphs, list items, headings) printed from one text. */
export const PRINTED_BLOCKS_MAX = 2_000;
/** The deepest list nesting shown by indentation (deeper items are indented as this one). */
export const PRINTED_DEPTH_MAX = 6;
/** Style changes kept in one paragraph; the rest of the paragraph prints in the regular face. */
export const PRINTED_RUNS_MAX = 200;

const ELLIPSIS = '…';
const ZERO_WIDTH_SPACE = '\u200b';
/** Characters between the break opportunities added to a long word: a chunk always fits a printed line. */
const WORD_CHUNK = 24;
/** A run without a space, tab or line break longer than a chunk (other spaces may forbid a break). */
const LONG_WORD = new RegExp(`[^ \\t\\r\\n]{${WORD_CHUNK + 1},}`, 'gu');
const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** `text` cut to at most `max` characters (never inside a surrogate pair), ending with '…' when cut. */
export function capText(text: string, max = PRINTED_TEXT_MAX): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return text.slice(0, end) + ELLIPSIS;
}

/**
 * Long words with a zero-width space every few characters: invisible, but a place where pdfkit may break the
 * line, so that it never has to split a word itself.
 */
export function breakLongWords(text: string): string {
  return text.replace(LONG_WORD, (word) => chunksOf(word).join(ZERO_WIDTH_SPACE));
}

/**
 * A word cut into chunks of WORD_CHUNK graphemes (an accent stays with its letter, an emoji sequence stays
 * whole) and at most 4 × WORD_CHUNK code units: a cluster longer than that (thousands of emoji joined by
 * zero-width joiners are one) is cut between code points.
 */
function chunksOf(word: string): string[] {
  const maxUnits = WORD_CHUNK * 4;
  const chunks: string[] = [];
  let current = '';
  let count = 0;
  for (const { segment } of GRAPHEMES.segment(word)) {
    for (const part of segment.length > maxUnits ? Array.from(segment) : [segment]) {
      if (count >= WORD_CHUNK || current.length + part.length > maxUnits) {
        chunks.push(current);
        current = '';
        count = 0;
      }
      current += part;
      count += 1;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/** Text as a document lays it out: capped, long words breakable. */
export function printable(text: string, max = PRINTED_TEXT_MAX): string {
  return breakLongWords(capText(text, max));
}

/**
 * Lets other requests run while a long document is laid out (pdfkit is synchronous): `pause()` waits for the
 * event loop's next turn once `sliceMs` of layout has passed since the last wait, and returns at once otherwise.
 */
export function layoutPauses(sliceMs = 8): { pause(): Promise<void> } {
  let last = performance.now();
  return {
    async pause() {
      if (performance.now() - last < sliceMs) return;
      await new Promise((resolve) => setImmediate(resolve));
      last = performance.now();
    },
  };
}
