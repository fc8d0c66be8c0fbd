/** The title band of a chart's PNG, in CSS pixels (the canvas scales it by the pixel ratio). */
export const PNG_TITLE = {
  font: '500 18px Roboto, Helvetica, Arial, sans-serif',
  lineHeight: 24,
  padding: 16,
  color: '#1f2329',
  /** Lines at most: a longer title ends in '…' on the last one. */
  maxLines: 3,
} as const;

/**
 * The lines `title` takes within `width` pixels, broken between words (a word wider than the line is cut), at
 * most PNG_TITLE.maxLines. `measure` gives a text's width in the title's font.
 */
export function titleLines(title: string, width: number, measure: (text: string) => number): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const fitted = lines.map((l) => cut(l, width, measure, false));
  if (fitted.length <= PNG_TITLE.maxLines) return fitted;
  const kept = fitted.slice(0, PNG_TITLE.maxLines);
  kept[kept.length - 1] = cut(`${kept.at(-1)} …`, width, measure, true);
  return kept;
}

/** `text` cut to `width`, ending in '…' when cut (or when `ellipsis` already ends it). */
function cut(text: string, width: number, measure: (text: string) => number, ellipsis: boolean): string {
  if (measure(text) <= width) return text;
  let kept = ellipsis ? text.replace(/\s*…$/, '') : text;
  while (kept.length > 1 && measure(`${kept}…`) > width) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}…`;
}
