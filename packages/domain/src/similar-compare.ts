import {
  type ExcerptSegment,
  type SimilarCandidateText,
  type SimilarField,
  sameFields,
  sameWord,
  significantWords,
  textWords,
} from './similar-incidents';

/**
 * The compare view of triage (the Recurrence feature): an incident and one of its similar incidents side by
 * side. It explains the match as the panel does (similar-incidents.ts): the incident's significant words that
 * the other description holds (a typo, another ending or a prefix counting as the same word), highlighted in
 * both descriptions, and the structured fields both share.
 */
export interface SimilarComparison {
  /** The incident's significant words found in the candidate's description. */
  matchedWords: string[];
  sameFields: SimilarField[];
  /** Each whole description cut into segments, a segment marked when it is a matched word. */
  incident: ExcerptSegment[];
  candidate: ExcerptSegment[];
}

/** The significant words of `description` (as the look-up reads them) that `other` holds. */
export function matchingWords(description: string, other: string): string[] {
  const otherWords = [...new Set(textWords(other))];
  return significantWords(description).filter((word) => otherWords.some((held) => sameWord(word, held)));
}

/**
 * A whole text cut into segments (spaces and line breaks kept), each word that is one of `matchedWords`
 * marked. Unlike the panel's excerpt nothing is cut: the compare view shows the whole description.
 */
export function highlightSegments(text: string, matchedWords: readonly string[]): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  const push = (part: string, match: boolean) => {
    if (part === '') return;
    const last = segments[segments.length - 1];
    if (last && !last.match && !match) last.text += part;
    else segments.push({ text: part, match });
  };
  let at = 0;
  for (const found of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    push(text.slice(at, found.index), false);
    const word = found[0];
    push(
      word,
      matchedWords.some((matched) => sameWord(matched, word.toLowerCase())),
    );
    at = found.index + word.length;
  }
  push(text.slice(at), false);
  return segments;
}

/** The comparison of an incident with a candidate: what the compare view highlights. */
export function compareSimilar(
  incident: SimilarCandidateText,
  candidate: SimilarCandidateText,
): SimilarComparison {
  const matchedWords = matchingWords(incident.description, candidate.description);
  return {
    matchedWords,
    sameFields: sameFields(incident, candidate),
    incident: highlightSegments(incident.description, matchedWords),
    candidate: highlightSegments(candidate.description, matchedWords),
  };
}
