import { z } from 'zod';
import { ZIncidentStatus } from './incident-status';

/**
 * Similar incidents while a report is written (the "Recurrence" feature): which earlier incidents look like
 * the same problem, why, and how sure we are, as a band and never a raw score. The server finds candidates
 * (any significant word of the description, or the same part number or GRN) and this file ranks them: the
 * description's words shared with the candidate, each weighted by its rarity (an IDF from the server's
 * counts), a typo or another ending still counting as the same word, plus the structured fields that match.
 */

/** The most candidates shown. */
export const SIMILAR_INCIDENTS_LIMIT = 5;

/** Words that say nothing about the problem: English function words and the words of every report. */
export const SIMILAR_STOP_WORDS: ReadonlySet<string> = new Set([
  'the',
  'and',
  'for',
  'are',
  'was',
  'were',
  'with',
  'from',
  'this',
  'that',
  'these',
  'those',
  'there',
  'their',
  'has',
  'have',
  'had',
  'not',
  'but',
  'all',
  'any',
  'can',
  'could',
  'would',
  'should',
  'will',
  'been',
  'being',
  'into',
  'onto',
  'out',
  'off',
  'our',
  'its',
  'they',
  'them',
  'than',
  'then',
  'when',
  'where',
  'which',
  'who',
  'why',
  'how',
  'what',
  'some',
  'such',
  'also',
  'very',
  'just',
  'only',
  'about',
  'after',
  'before',
  'again',
  'more',
  'most',
  'other',
  'one',
  'two',
  'three',
  'per',
  'via',
  'upon',
  'during',
  'while',
  'each',
  'both',
  'found',
  'seen',
  'noticed',
  'observed',
  'see',
  'please',
  'check',
  'checked',
  'today',
  'yesterday',
  'incident',
  'issue',
  'problem',
  'part',
  'parts',
  'pcs',
  'piece',
  'pieces',
  'unit',
  'units',
  'qty',
  'quantity',
  'batch',
  'lot',
  'received',
  'goods',
  'inspection',
  'during',
  'line',
  'several',
  'many',
  'few',
  'some',
  'got',
  'get',
  'our',
  'your',
  'you',
  'her',
  'his',
  'she',
  'him',
  'did',
  'does',
  'doing',
  'done',
  'may',
  'might',
  'must',
]);

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

/** The description's words worth looking for: no stop words, no short ones, no pure numbers, once each. */
export function significantWords(text: string): string[] {
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
    .slice(0, SIMILAR_MAX_QUERY_WORDS)
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
  const width = b.length + 1;
  const cells = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number) => cells[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i++) cells[i * width] = i;
  for (let j = 0; j <= b.length; j++) cells[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, at(i - 2, j - 2) + 1);
      }
      cells[i * width + j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return at(a.length, b.length);
}

/** Whether two words are the same word: equal stems, one a typo of the other, or one the other's start. */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const sa = stemWord(a);
  const sb = stemWord(b);
  if (sa === sb) return true;
  const shorter = Math.min(sa.length, sb.length);
  if (shorter >= 5 && (sa.startsWith(sb) || sb.startsWith(sa))) return true;
  if (shorter >= 8) return editDistance(sa, sb, 2) <= 2;
  if (shorter >= 5) return editDistance(sa, sb, 1) <= 1;
  return false;
}

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

/** The fields a candidate shares with the draft (a field empty in the draft never matches). */
export function sameFields(draft: SimilarFields, candidate: SimilarFields): SimilarField[] {
  const same: SimilarField[] = [];
  const equal = (a: string | null, b: string | null) => norm(a) !== '' && norm(a) === norm(b);
  if (equal(draft.partNumber, candidate.partNumber)) same.push('partNumber');
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
 * The score of one candidate: the weight of the draft's significant words the candidate's description holds
 * over the weight of them all, plus the bonus of each field both share; its band from the thresholds.
 * `weights`: each significant word of the draft → its weight (wordWeight).
 */
export function scoreSimilarIncident(
  draft: SimilarCandidateText,
  weights: ReadonlyMap<string, number>,
  candidate: SimilarCandidateText,
): SimilarityScore {
  const candidateWords = [...new Set(textWords(candidate.description))];
  let total = 0;
  let found = 0;
  const matchedWords: string[] = [];
  for (const [word, weight] of weights) {
    total += weight;
    if (candidateWords.some((other) => sameWord(word, other))) {
      found += weight;
      matchedWords.push(word);
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

/**
 * Links between incidents: the reporter's "same problem as #N" ('same-as-reported') and quality's verdict on
 * a similar incident ('duplicate': this incident is a duplicate of the linked one; 'related'; 'not-related').
 */
export const INCIDENT_LINK_KINDS = ['same-as-reported', 'duplicate', 'related', 'not-related'] as const;
export type IncidentLinkKind = (typeof INCIDENT_LINK_KINDS)[number];
/** The verdicts of triage: each needs a reason. */
export const TRIAGE_LINK_KINDS = ['duplicate', 'related', 'not-related'] as const;

/** A link in words, from the incident that holds it ("Duplicate of #12") and from the other one. */
export const INCIDENT_LINK_LABELS: Record<IncidentLinkKind, { from: string; to: string }> = {
  'same-as-reported': { from: 'Reported as the same problem as', to: 'Reported as the same problem by' },
  duplicate: { from: 'Duplicate of', to: 'Has a duplicate:' },
  related: { from: 'Related to', to: 'Related to' },
  'not-related': { from: 'Not related to', to: 'Not related to' },
};

export const ZIncidentLinkRequest = z.strictObject({
  linkedIncidentId: z.string().trim().min(1).max(100),
  kind: z.enum(INCIDENT_LINK_KINDS),
  reason: z.string().trim().max(2000).optional(),
  /** The candidates the panel showed when the choice was made (recorded to measure the ranking). */
  shown: z
    .array(z.strictObject({ id: z.string().max(100), band: z.enum(['likely', 'possible']) }))
    .max(SIMILAR_INCIDENTS_LIMIT)
    .optional(),
});
export type TIncidentLinkRequest = z.infer<typeof ZIncidentLinkRequest>;

export const ZIncidentLink = z.object({
  id: z.string(),
  kind: z.enum(INCIDENT_LINK_KINDS),
  /** 'from': this incident holds the link (it is the duplicate, or the report); 'to': the other one does. */
  direction: z.enum(['from', 'to']),
  reason: z.string().nullable(),
  incident: z.object({
    id: z.string(),
    incidentNumber: z.number().int().nullable(),
    status: ZIncidentStatus,
    incidentDate: z.string(),
    product: z.string(),
    partNumber: z.string(),
  }),
  createdBy: z.object({ user_id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type TIncidentLink = z.infer<typeof ZIncidentLink>;
export const ZIncidentLinks = z.object({ items: z.array(ZIncidentLink) });
export type TIncidentLinks = z.infer<typeof ZIncidentLinks>;

/** The message of a triage verdict without a reason. */
export const LINK_REASON_REQUIRED = 'Please give a reason for the verdict.';
