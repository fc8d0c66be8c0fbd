/**
 * The markdown parser's work grows much faster than the text for some shapes: containers nested on one line
 * ('> > > …', '- - - …': 10,000 levels take minutes), long runs of emphasis marks ('*' × 10,000 takes seconds),
 * long lists of nested lists, thousands of setext headings or lazy lines. Before a document parses a text, these
 * are bounded, and the text is parsed in pieces of a few hundred lines: what is cut is markup no person writes.
 */

/** Containers (quotes and list items) opened at the start of one line, at most. */
export const MARKDOWN_NESTING_MAX = 8;
/** Emphasis marks in one run, at most ('***' is already bold and italic). */
export const EMPHASIS_RUN_MAX = 8;
/**
 * Container markers in the whole text, at most: long lists of nested lists take the parser time that grows
 * with the square of their length. The text is cut after the line that reaches this many.
 */
export const CONTAINER_MARKERS_MAX = 1000;

/** A quote marker, or a list marker followed by a space or the line's end (the space is left for the next step). */
const CONTAINER_MARKER = />|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)/y;
const LEADING_SPACE = /[ \t]*/y;
const EMPHASIS_RUN = new RegExp(`\\*{${EMPHASIS_RUN_MAX + 1},}|_{${EMPHASIS_RUN_MAX + 1},}`, 'g');

/** How many container markers open the line, and the line with those past MARKDOWN_NESTING_MAX removed. */
function boundLineNesting(line: string): { line: string; markers: number } {
  let position = 0;
  let markers = 0;
  let keptEnd = 0;
  for (;;) {
    LEADING_SPACE.lastIndex = position;
    LEADING_SPACE.test(line);
    CONTAINER_MARKER.lastIndex = LEADING_SPACE.lastIndex;
    if (!CONTAINER_MARKER.test(line)) break;
    position = CONTAINER_MARKER.lastIndex;
    markers += 1;
    if (markers === MARKDOWN_NESTING_MAX) keptEnd = position;
  }
  if (markers <= MARKDOWN_NESTING_MAX) return { line, markers };
  return {
    line: `${line.slice(0, keptEnd)} ${line.slice(position).trimStart()}`,
    markers: MARKDOWN_NESTING_MAX,
  };
}

/** Lines parsed at once, at most: setext headings and lazy lines cost the parser the square of their count. */
export const CHUNK_LINES = 200;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The text in pieces of at most CHUNK_LINES lines, parsed one by one: cut at the last blank line of a piece
 * when it has one (where a block ends anyway), never inside fenced code unless it is very long. Text of fewer
 * lines is one piece, parsed as it is.
 */
export function markdownChunks(text: string): string[] {
  const lines = text.split('\n');
  if (lines.length <= CHUNK_LINES) return [text];
  const chunks: string[] = [];
  let start = 0;
  let lastBlank = -1;
  let fence: string | null = null;
  lines.forEach((line, index) => {
    const marker = FENCE.exec(line)?.[1]?.[0] ?? null;
    if (marker && fence === null) fence = marker;
    else if (marker && marker === fence) fence = null;
    else if (fence === null && line.trim() === '') lastBlank = index;
    const length = index - start + 1;
    if (length < CHUNK_LINES || (fence !== null && length < CHUNK_LINES * 5)) return;
    const end = lastBlank >= start ? lastBlank : index;
    chunks.push(lines.slice(start, end + 1).join('\n'));
    start = end + 1;
    lastBlank = -1;
    if (end === index) fence = null;
  });
  if (start < lines.length) chunks.push(lines.slice(start).join('\n'));
  return chunks;
}

/**
 * `markdown` with its nesting per line, its emphasis runs and its container markers bounded (see above);
 * `complete` is false when the text was cut.
 */
export function boundMarkdown(markdown: string): { text: string; complete: boolean } {
  const lines: string[] = [];
  let markers = 0;
  let complete = true;
  for (const raw of markdown.split('\n')) {
    const bounded = boundLineNesting(raw);
    markers += bounded.markers;
    if (markers > CONTAINER_MARKERS_MAX) {
      complete = false;
      break;
    }
    lines.push(bounded.line);
  }
  const text = lines.join('\n').replace(EMPHASIS_RUN, (run) => run.slice(0, EMPHASIS_RUN_MAX));
  return { text, complete };
}
