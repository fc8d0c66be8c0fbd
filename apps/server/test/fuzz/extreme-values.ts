import fc from 'fast-check';

/**
 * Values that once made the server answer 500 or freeze: long unbroken words (quadratic PDF layout), markdown
 * nested thousands of levels deep (recursive walks overflow the stack), very long markdown, and numbers at and
 * past every bound (sums that overflow to Infinity). The generators use them for strings long enough to hold
 * a description and for every number; the fuzz world stores some of them where every route reads them.
 */

/** Markdown that is pathological at `length` characters (cut or padded to exactly that length). */
export function pathologicalMarkdown(kind: PathologicalKind, length: number): string {
  const unit = PATTERNS[kind];
  const text = typeof unit === 'function' ? unit(length) : unit.repeat(Math.ceil(length / unit.length));
  return text.slice(0, length);
}

const half = (length: number) => Math.max(1, Math.floor(length / 2) - 1);

const PATTERNS = {
  'unbroken word': 'x',
  'unbroken wide word': 'W',
  'no-break spaces': 'ab\u00a0',
  'word joiners': 'a\u2060',
  'combining accents': 'e\u0301',
  'zero-width joiners': '\ud83d\udc68\u200d',
  'nested quotes': '>',
  'nested lists': '- ',
  'nested ordered lists': '1. ',
  'nested emphasis': (length: number) => `${'*'.repeat(half(length))}a${'*'.repeat(half(length))}`,
  'nested strong': (length: number) => `${'**'.repeat(half(length) / 2)}a${'**'.repeat(half(length) / 2)}`,
  'alternating emphasis': '*a* **b** ',
  'open brackets': '[',
  'nested links': '[a](',
  'open backticks': '`',
  'open angle brackets': '<a ',
  'empty list items': '-\n',
  'many headings': '# h\n',
  'quoted lists': '> - ',
  'long code line': (length: number) => `\`\`\`\n${'y'.repeat(Math.max(0, length - 8))}\n\`\`\``,
  'long mixed paragraph': 'Cracked housing **near** the _clip_; see [photo](https://example.com/a). ',
} satisfies Record<string, string | ((length: number) => string)>;

export type PathologicalKind = keyof typeof PATTERNS;
export const PATHOLOGICAL_KINDS = Object.keys(PATTERNS) as PathologicalKind[];

/** Pathological markdown of a length up to `max` (at the limit most often: the worst the schema allows). */
export function markdownArb(max: number): fc.Arbitrary<string> {
  const length = fc.oneof(
    { weight: 3, arbitrary: fc.constant(max) },
    { weight: 1, arbitrary: fc.integer({ min: Math.min(max, 100), max }) },
  );
  return fc
    .tuple(fc.constantFrom(...PATHOLOGICAL_KINDS), length)
    .map(([kind, n]) => pathologicalMarkdown(kind, n));
}

/** Numbers at a bound and just inside it (`step` is the smallest difference the schema tells apart). */
export function atBounds(min: number, max: number, step: number): number[] {
  return [min, max, min + step, max - step].filter((n) => n >= min && n <= max);
}

/** Numbers just and far past a bound, and the ones that overflow a sum of two. */
export function pastBounds(min: number | undefined, max: number | undefined, step: number): number[] {
  const out = [1e308, -1e308, Number.MAX_VALUE, -Number.MAX_VALUE, 1e16 + 2, -(1e16 + 2), 0.001, 0.005];
  if (max !== undefined) out.push(max + step, max * 10, max + 0.001);
  if (min !== undefined) out.push(min - step, min - 0.001, min * 10 - 1);
  return out;
}
