import { SIMILAR_DEFECT_SYNONYMS, SIMILAR_WORD_SYNONYMS } from './similar-synonyms';
import {
  lemma,
  SIMILAR_MAX_QUERY_WORDS,
  SIMILAR_MIN_WORD_LENGTH,
  sameWord,
  significantWords,
  stemWord,
  textWords,
} from './similar-words';

/**
 * What a draft's description is looked for by (decision 057): its significant words, each with the synonyms of
 * its group (similar-synonyms.ts), and the thesaurus's phrases it holds ("not fitted" for "missing"). A
 * candidate holds a term when it holds any of its alternatives; a defect's term weighs more.
 */

export interface SimilarTerm {
  /** The key of its weight: the draft's word, or the thesaurus phrase found in the draft. */
  key: string;
  /** What a candidate may hold instead: the key first, then its group's other words and phrases. */
  alternatives: string[];
  /** Whether the term names a defect (its weight is multiplied by DEFECT_WEIGHT_FACTOR). */
  defect: boolean;
}

/** A defect names the problem: it weighs as much as this many other words of the same rarity. */
export const DEFECT_WEIGHT_FACTOR = 2;

interface Group {
  terms: readonly string[];
  defect: boolean;
}
const GROUPS: Group[] = [
  ...SIMILAR_DEFECT_SYNONYMS.map((terms) => ({ terms, defect: true })),
  ...SIMILAR_WORD_SYNONYMS.map((terms) => ({ terms, defect: false })),
];
const isPhrase = (term: string) => textWords(term).length > 1;

/**
 * Whether `word` (of a text) is the thesaurus's `term`, a single word: the same word (sameWord), or a form of
 * it (it begins with the term's lemma: "seized" for "seize", "fractures" for "fracture").
 */
export function isTermWord(term: string, word: string): boolean {
  if (sameWord(term, word)) return true;
  const base = lemma(term);
  return base.length >= 4 && lemma(word).startsWith(base);
}

/** Where the words of `phrase` follow each other in `words` (each a form of the phrase's), or -1. */
export function phraseAt(words: readonly string[], phrase: string): number {
  const wanted = textWords(phrase);
  for (let at = 0; at + wanted.length <= words.length; at++) {
    if (wanted.every((term, i) => isTermWord(term, words[at + i] ?? ''))) return at;
  }
  return -1;
}

/** A candidate's words, in order, with their lemmas: prepared once, looked up for every alternative. */
export interface PreparedWords {
  words: string[];
  lemmas: string[];
}

export function prepareWords(words: readonly string[]): PreparedWords {
  return { words: [...words], lemmas: words.map(lemma) };
}

const lemmasOf = new Map<string, string[]>();
function alternativeLemmas(alternative: string): string[] {
  let found = lemmasOf.get(alternative);
  if (!found) {
    found = textWords(alternative).map(lemma);
    lemmasOf.set(alternative, found);
  }
  return found;
}

/** A word (its lemma) is a form of a term's word (its lemma): it begins with it, or is it when that is short. */
const isFormOf = (base: string, wordLemma: string) =>
  base.length >= 4 ? wordLemma.startsWith(base) : wordLemma === base;

/**
 * The candidate's words that hold a synonym `alternative`: a phrase's words where they follow each other, or
 * every form of the word; none when it is not there. Forms only, no typos: a synonym is compared with every
 * word of every candidate, and letter-by-letter comparisons would cost too much.
 */
export function wordsHolding(text: PreparedWords, alternative: string): string[] {
  const parts = alternativeLemmas(alternative);
  if (parts.length === 0) return [];
  const held: string[] = [];
  for (let at = 0; at + parts.length <= text.lemmas.length; at++) {
    if (parts.every((part, i) => isFormOf(part, text.lemmas[at + i] ?? ''))) {
      held.push(...text.words.slice(at, at + parts.length));
      if (parts.length > 1) break;
    }
  }
  return held;
}

/** A term's weight: the IDF of its rarity (wordWeight), more for a defect. */
export function termWeight(term: SimilarTerm, idf: number): number {
  return term.defect ? idf * DEFECT_WEIGHT_FACTOR : idf;
}

function groupOfWord(word: string): Group | undefined {
  return GROUPS.find((group) => group.terms.some((term) => !isPhrase(term) && isTermWord(term, word)));
}

/**
 * The terms of a draft's description: the thesaurus phrases it holds, then its significant words (a word of a
 * thesaurus group before the others, one term a group), at most SIMILAR_MAX_QUERY_WORDS in all.
 */
export function similarTerms(description: string): SimilarTerm[] {
  const words = textWords(description);
  const used = new Set<number>();
  const seen = new Set<Group>();
  const terms: SimilarTerm[] = [];
  const addGroup = (key: string, group: Group) => {
    seen.add(group);
    const others = group.terms.filter((term) => term !== key);
    terms.push({ key, alternatives: [key, ...others], defect: group.defect });
  };
  for (const group of GROUPS) {
    const phrase = group.terms.find((term) => isPhrase(term) && phraseAt(words, term) >= 0);
    if (!phrase) continue;
    const at = phraseAt(words, phrase);
    for (let i = 0; i < textWords(phrase).length; i++) used.add(at + i);
    addGroup(phrase, group);
  }
  const rest = words.filter((_, index) => !used.has(index)).join(' ');
  const plain: string[] = [];
  for (const word of significantWords(rest, Number.POSITIVE_INFINITY)) {
    const group = groupOfWord(word);
    if (!group) plain.push(word);
    else if (!seen.has(group)) addGroup(word, group);
  }
  const room = Math.max(0, SIMILAR_MAX_QUERY_WORDS - terms.length);
  const kept = new Set(significantWords(plain.join(' '), room));
  for (const word of plain) {
    if (kept.has(word)) terms.push({ key: word, alternatives: [word], defect: false });
  }
  return terms;
}

/**
 * The texts a trigram index is asked for to find a term's alternatives, OR-ed: the draft's own word by its stem,
 * a synonym by its lemma (every form of it begins with it), a phrase by the lemma of its longest word; none
 * that holds another.
 */
export function termSearchTexts(term: SimilarTerm): string[] {
  const texts = term.alternatives.map((alternative, index) => {
    if (isPhrase(alternative)) {
      // The longest word, the last of equals ("too big" → "big"): the likeliest to name the thing.
      const longest = textWords(alternative).reduce((a, b) => (b.length >= a.length ? b : a));
      return lemma(longest);
    }
    return index === 0 ? stemWord(alternative) : lemma(alternative);
  });
  const kept = [...new Set(texts.filter((text) => Array.from(text).length >= SIMILAR_MIN_WORD_LENGTH))];
  // A text holding another of them finds nothing more ("misalign" once "align" is asked), and each OR-ed text
  // costs the index a scan and the planner an estimate.
  return kept.filter((text) => !kept.some((other) => other !== text && text.includes(other)));
}

/** The alternatives of each term, by its key (scoreSimilarIncident's `alternatives`). */
export function termAlternatives(terms: readonly SimilarTerm[]): Map<string, string[]> {
  return new Map(terms.map((term) => [term.key, term.alternatives]));
}
