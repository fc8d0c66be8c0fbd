import { z } from 'zod';
import { PART_NUMBER_NOT_APPLICABLE } from './constants';
import { ZIncidentStatus } from './incident-status';
import { type PreparedWords, prepareWords, wordsHolding } from './similar-terms';
import { sameWord, textWords } from './similar-words';

/**
 * Similar incidents while a report is written (the "Recurrence" feature): which earlier incidents look like
 * the same problem, why, and how sure we are, as a band and never a raw score. The server finds candidates
 * (any significant word of the description, or the same part number or GRN) and this file ranks them: the
 * description's words shared with the candidate, each weighted by its rarity (an IDF from the server's
 * counts), a typo or another ending still counting as the same word, plus the structured fields that match.
 */

/** The most candidates shown. */
export const SIMILAR_INCIDENTS_LIMIT = 5;

export {
  editDistance,
  lemma,
  SIMILAR_MAX_QUERY_WORDS,
  SIMILAR_MIN_WORD_LENGTH,
  SIMILAR_TYPO_WORD_LENGTH_MAX,
  sameWord,
  significantWords,
  stemWord,
  textWords,
  wordFragments,
} from './similar-words';

export const SIMILAR_FIELDS = ['partNumber', 'product', 'supplier', 'location', 'grn'] as const;
export type SimilarField = (typeof SIMILAR_FIELDS)[number];
export type SimilarBand = 'likely' | 'possible';

/** The structured fields of a draft or an incident that count. */
export interface SimilarFields {
  product: string;
  partNumber: string;
  supplierId: string | null;
  locationId: string | null;
  grnNumber: string;
}

export interface SimilarCandidateText extends SimilarFields {
  description: string;
}

export interface SimilarityScore {
  /** 0..1: the share of the description's weight the candidate holds, plus the fields' bonus. */
  score: number;
  /** The share of the draft's word weight found in the candidate (0..1). */
  textScore: number;
  /** The draft's words found in the candidate. */
  matchedWords: string[];
  sameFields: SimilarField[];
  band: SimilarBand | null;
}

const norm = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/** Whether a part number names a part: 'N/A' (no product) names none, and is shared by unrelated reports. */
export function namesPart(partNumber: string | null | undefined): boolean {
  return norm(partNumber) !== '' && norm(partNumber) !== PART_NUMBER_NOT_APPLICABLE.toLowerCase();
}

/** The fields a candidate shares with the draft (a field empty in the draft, or 'N/A', never matches). */
export function sameFields(draft: SimilarFields, candidate: SimilarFields): SimilarField[] {
  const same: SimilarField[] = [];
  const equal = (a: string | null, b: string | null) => norm(a) !== '' && norm(a) === norm(b);
  if (namesPart(draft.partNumber) && equal(draft.partNumber, candidate.partNumber)) same.push('partNumber');
  if (equal(draft.product, candidate.product)) same.push('product');
  if (equal(draft.supplierId, candidate.supplierId)) same.push('supplier');
  if (equal(draft.locationId, candidate.locationId)) same.push('location');
  if (equal(draft.grnNumber, candidate.grnNumber)) same.push('grn');
  return same;
}

/** What each matching field adds to the score. */
const FIELD_BONUS: Record<SimilarField, number> = {
  partNumber: 0.15,
  product: 0.05,
  supplier: 0.05,
  location: 0.03,
  grn: 0.12,
};

/**
 * Thresholds of the bands, tuned on bench/similar-incidents.ts. "Likely the same" needs most of the
 * description's weight (a shared part number alone, "same part, different defect", never reaches it).
 */
export const LIKELY_MIN_TEXT = 0.85;
export const LIKELY_MIN_SCORE = 0.9;
export const POSSIBLE_MIN_SCORE = 0.25;

/**
 * The IDF of a word that `documents` of `total` incidents hold. A word no incident holds is most often a typo
 * (or a word never used before): it weighs as a word that one incident in a hundred holds, so that a typo
 * matched to a real word never outweighs the rest of the description.
 */
export function wordWeight(documents: number | undefined, total: number): number {
  const n = Math.max(total, 1);
  const df = documents === undefined || documents === 0 ? Math.max(1, n / 100) : Math.min(documents, n);
  return Math.log(1 + n / df);
}

/**
 * How many incidents hold a word: `found` when the index's look-up, limited to `limit`, found fewer; else the
 * share of a sample of `sampleSize` descriptions holding it (`sampleHits`) scaled to `total`, never less than
 * `limit`. The IDF of a word every tenth report holds is then lower than one every hundredth holds.
 */
export function estimatedDocuments(
  found: number,
  limit: number,
  sample: { hits: number; size: number },
  total: number,
): number {
  if (found < limit || sample.size === 0) return found;
  return Math.max(limit, Math.round((sample.hits / sample.size) * total));
}

/**
 * The score of one candidate: the weight of the draft's significant words the candidate's description holds
 * over the weight of them all, plus the bonus of each field both share; its band from the thresholds.
 * `weights`: each term of the draft (a significant word, or a thesaurus phrase) → its weight (termWeight);
 * `alternatives`: each term → what the candidate may hold instead (similar-terms.ts: its synonyms).
 */
export function scoreSimilarIncident(
  draft: SimilarCandidateText,
  weights: ReadonlyMap<string, number>,
  candidate: SimilarCandidateText,
  alternatives?: ReadonlyMap<string, readonly string[]>,
): SimilarityScore {
  const words = textWords(candidate.description);
  const candidateWords = [...new Set(words)];
  let prepared: PreparedWords | null = null;
  let total = 0;
  let found = 0;
  const matchedWords: string[] = [];
  for (const [word, weight] of weights) {
    total += weight;
    if (candidateWords.some((other) => sameWord(word, other))) {
      found += weight;
      matchedWords.push(word);
      continue;
    }
    // A synonym of the word (or a phrase of its group): the candidate's own words are the ones marked.
    for (const alternative of alternatives?.get(word) ?? []) {
      prepared ??= prepareWords(words);
      const held = wordsHolding(prepared, alternative);
      if (held.length > 0) {
        found += weight;
        matchedWords.push(...new Set(held));
        break;
      }
    }
  }
  const textScore = total > 0 ? found / total : 0;
  const fields = sameFields(draft, candidate);
  const bonus = fields.reduce((sum, field) => sum + FIELD_BONUS[field], 0);
  const score = Math.min(1, textScore + bonus);
  let band: SimilarBand | null = null;
  if (textScore >= LIKELY_MIN_TEXT && score >= LIKELY_MIN_SCORE) band = 'likely';
  else if (
    (score >= POSSIBLE_MIN_SCORE && textScore > 0) ||
    fields.includes('partNumber') ||
    fields.includes('grn')
  ) {
    // The same part number or GRN alone ("same part, different defect") is worth a look, never "likely".
    band = 'possible';
  }
  return { score, textScore, matchedWords, sameFields: fields, band };
}

export interface ExcerptSegment {
  text: string;
  match: boolean;
}

/** The most characters of a candidate's description shown. */
export const EXCERPT_LENGTH = 240;

/**
 * The excerpt of a description: at most EXCERPT_LENGTH characters around its first matched word, cut into
 * segments, each marked when it is a word that matched one of `matchedWords`.
 */
export function excerptSegments(description: string, matchedWords: readonly string[]): ExcerptSegment[] {
  const text = description.replace(/\s+/g, ' ').trim();
  const isMatch = (word: string) => matchedWords.some((matched) => sameWord(matched, word.toLowerCase()));
  const pattern = /[\p{L}\p{N}]+/gu;
  let first = -1;
  for (const found of text.matchAll(pattern)) {
    if (isMatch(found[0])) {
      first = found.index;
      break;
    }
  }
  let start = first > EXCERPT_LENGTH / 3 ? first - Math.floor(EXCERPT_LENGTH / 3) : 0;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const shown = text.slice(start, end);
  const segments: ExcerptSegment[] = [];
  const push = (part: string, match: boolean) => {
    if (part === '') return;
    const last = segments[segments.length - 1];
    if (last && last.match === match && !match) last.text += part;
    else segments.push({ text: part, match });
  };
  if (start > 0) push('…', false);
  let at = 0;
  for (const found of shown.matchAll(pattern)) {
    push(shown.slice(at, found.index), false);
    push(found[0], isMatch(found[0]));
    at = found.index + found[0].length;
  }
  push(shown.slice(at), false);
  if (end < text.length) push('…', false);
  return segments;
}

/** `POST /v1/incidents/similar`: the draft as written so far. */
export const ZSimilarIncidentsRequest = z.strictObject({
  description: z.string().max(20_000),
  product: z.string().max(200).optional(),
  partNumber: z.string().max(100).optional(),
  supplierId: z.string().max(200).nullable().optional(),
  /** The incident location's id. */
  locationId: z.string().max(200).nullable().optional(),
  grnNumber: z.string().max(100).optional(),
  /** The incident's own id (an incident being triaged or edited): never its own candidate. */
  excludeId: z.string().max(100).optional(),
});
export type TSimilarIncidentsRequest = z.infer<typeof ZSimilarIncidentsRequest>;

export const ZSimilarIncident = z.object({
  id: z.string(),
  incidentNumber: z.number().int().nullable(),
  status: ZIncidentStatus,
  incidentDate: z.string(),
  product: z.string(),
  partNumber: z.string(),
  excerpt: z.array(z.object({ text: z.string(), match: z.boolean() })),
  sameFields: z.array(z.enum(SIMILAR_FIELDS)),
  band: z.enum(['likely', 'possible']),
});
export type TSimilarIncident = z.infer<typeof ZSimilarIncident>;

export const ZSimilarIncidents = z.object({ items: z.array(ZSimilarIncident).max(SIMILAR_INCIDENTS_LIMIT) });
export type TSimilarIncidents = z.infer<typeof ZSimilarIncidents>;

/** What a band is called on screen. */
export const SIMILAR_BAND_LABELS: Record<SimilarBand, string> = {
  likely: 'Likely the same',
  possible: 'Possibly related',
};

/** What a shared field is called on screen. */
export const SIMILAR_FIELD_LABELS: Record<SimilarField, string> = {
  partNumber: 'Same part number',
  product: 'Same product',
  supplier: 'Same supplier',
  location: 'Same location',
  grn: 'Same GRN',
};

/** Ranks scored candidates: best score first, then the newer incident; only those with a band, at most 5. */
export function rankSimilar<T extends { score: SimilarityScore; incidentDate: string }>(scored: T[]): T[] {
  return scored
    .filter((entry) => entry.score.band !== null)
    .sort((a, b) => b.score.score - a.score.score || b.incidentDate.localeCompare(a.incidentDate))
    .slice(0, SIMILAR_INCIDENTS_LIMIT);
}
