import { SIMILAR_STOP_WORDS } from './similar-stop-words';

/**
 * The words of similar incidents (similar-incidents.ts): which words of a description count, and when two
 * words are the same word (another ending, a typo).
 */

/** Words shorter than this are ignored (a trigram index cannot find them, and they rarely name a defect). */
export const SIMILAR_MIN_WORD_LENGTH = 3;
/** The most words of a description looked for (the longest first: a longer word is usually a rarer one). */
export const SIMILAR_MAX_QUERY_WORDS = 10;

/** The words of a text, lowered, letters and digits only. */
export function textWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A word without a common English ending: "cracked", "cracks", "cracking" → "crack". */
export function stemWord(word: string): string {
  for (const ending of ['ings', 'ing', 'ied', 'ies', 'edly', 'ed', 'es', 'ly', 's']) {
    if (word.length - ending.length >= 4 && word.endsWith(ending)) {
      const base = word.slice(0, -ending.length);
      return ending === 'ied' || ending === 'ies' ? `${base}y` : base;
    }
  }
  return word;
}

/**
 * A word's stem without a final "e" ("fracture" → "fractur", "seize" → "seiz"): the start every form of the
 * word shares, so that "fractured" or "seized" begin with it.
 */
export function lemma(word: string): string {
  const stem = stemWord(word);
  return stem.length >= 5 && stem.endsWith('e') ? stem.slice(0, -1) : stem;
}

/**
 * The description's words worth looking for: no stop words, no short ones, no pure numbers, once each; at most
 * `limit`, the longest.
 */
export function significantWords(text: string, limit = SIMILAR_MAX_QUERY_WORDS): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of textWords(text)) {
    if (word.length < SIMILAR_MIN_WORD_LENGTH || SIMILAR_STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    const stem = stemWord(word);
    if (seen.has(stem)) continue;
    seen.add(stem);
    words.push(word);
  }
  return words
    .map((word, index) => ({ word, index }))
    .sort((a, b) => b.word.length - a.word.length || a.index - b.index)
    .slice(0, limit)
    .sort((a, b) => a.index - b.index)
    .map(({ word }) => word);
}

/**
 * The texts a trigram index is asked for, OR-ed, for one word: its stem, and for a long word its two halves
 * (at least 4 characters each), so that a typo in one half still finds the other.
 */
export function wordFragments(word: string): string[] {
  const stem = stemWord(word);
  const fragments = [stem];
  if (stem.length >= 8) {
    const half = Math.ceil(stem.length / 2);
    fragments.push(stem.slice(0, Math.max(4, half)), stem.slice(Math.min(stem.length - 4, half)));
  }
  return [...new Set(fragments)];
}

/** Damerau-Levenshtein distance (optimal string alignment), stopping early above `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows of the table (a transposition looks two rows back), never the whole of it: memory stays linear.
  let twoBack = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (twoBack[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return previous[b.length] ?? 0;
}

/**
 * Words longer than this are not compared letter by letter: no defect is named by one, and a pasted blob of
 * thousands of letters would cost time in the square of its length.
 */
export const SIMILAR_TYPO_WORD_LENGTH_MAX = 40;

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/**
 * Whether two words of the same length differ only by one vowel put for another. In a short word that makes a
 * different word far more often than a typo does: stock and stuck, shaft and shift, black and block.
 */
function oneVowelSwapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let swapped = false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as string;
    const y = b[i] as string;
    if (x === y) continue;
    if (swapped || !VOWELS.has(x) || !VOWELS.has(y)) return false;
    swapped = true;
  }
  return swapped;
}

/** Whether two words are the same word: equal stems, one a typo of the other, or one the other's start. */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const sa = stemWord(a);
  const sb = stemWord(b);
  if (sa === sb) return true;
  const shorter = Math.min(sa.length, sb.length);
  if (shorter >= 5 && (sa.startsWith(sb) || sb.startsWith(sa))) return true;
  if (shorter > SIMILAR_TYPO_WORD_LENGTH_MAX) return false;
  if (shorter >= 8) return editDistance(sa, sb, 2) <= 2;
  if (shorter >= 5) return editDistance(sa, sb, 1) <= 1 && !oneVowelSwapped(sa, sb);
  return false;
}
