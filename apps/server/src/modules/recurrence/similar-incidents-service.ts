import { canViewIncident } from '@qi/domain/incident-actions';
import { isIncidentStatus } from '@qi/domain/incident-status';
import {
  excerptSegments,
  rankSimilar,
  type SimilarCandidateText,
  scoreSimilarIncident,
  significantWords,
  stemWord,
  type TSimilarIncident,
  type TSimilarIncidents,
  type TSimilarIncidentsRequest,
  wordFragments,
  wordWeight,
} from '@qi/domain/similar-incidents';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/access';
import {
  approximateIncidentCount,
  incidentsWithDescriptionText,
  incidentsWithSameValue,
  similarRows,
} from './similar-incidents-repository';

/** The most ids read for one text: a word found more often than this counts as common (its IDF is capped). */
const PER_TEXT_LIMIT = 400;
/** The most ids read for one word among the incidents of the draft's part number. */
const PART_WORD_LIMIT = 100;
/** In the preliminary ranking, a candidate of the draft's part number counts as one more word held. */
const SAME_PART = '#same-part';
/** The most common words whose pairs are looked for (6 words: 15 pairs). */
const PAIR_WORDS = 6;
/** The most ids read for one pair of common words. */
const PAIR_LIMIT = 200;
/** The most incidents whose words are compared (the best by the words they hold, weighted). */
const SCORED_LIMIT = 120;
/** The latest incidents with the same part number (or GRN) always compared. */
const SAME_VALUE_LIMIT = 20;

/**
 * `POST /v1/incidents/similar`: up to five earlier incidents that look like the draft's problem. Candidates
 * are the incidents holding any significant word of the description (OR, each word and, for a long word, its
 * halves, so a typo still finds it) and the latest with the same part number or GRN; the domain scores them
 * (similar-incidents.ts) and gives each a band. Drafts are never candidates (a draft is its reporter's own,
 * and every other status is visible to every signed-in user: canViewIncident is applied again on the rows).
 */
export async function findSimilarIncidents(
  ctx: AppContext,
  auth: AuthContext,
  draft: TSimilarIncidentsRequest,
): Promise<TSimilarIncidents> {
  const { db, dbKind } = ctx;
  const actor = { id: auth.user.user_id, role: auth.user.role };
  const words = significantWords(draft.description);
  const total = words.length > 0 ? await approximateIncidentCount(db, dbKind) : 1;

  const weights = new Map<string, number>();
  /** candidate id → the draft words it holds (by the word, one of its fragments, or a pair), SAME_PART. */
  const held = new Map<string, Set<string>>();
  const credit = (ids: readonly string[], credited: readonly string[]) => {
    for (const id of ids) {
      const byWord = held.get(id) ?? new Set<string>();
      for (const word of credited) byWord.add(word);
      held.set(id, byWord);
    }
  };
  const documents = new Map<string, number>();
  const common: string[] = [];
  for (const word of words) {
    const stem = stemWord(word);
    const halves = wordFragments(word).filter((fragment) => fragment !== stem);
    const ids = await incidentsWithDescriptionText(db, dbKind, [stem], PER_TEXT_LIMIT);
    documents.set(word, ids.length);
    weights.set(word, wordWeight(ids.length, total));
    // A word found in the limit's number of incidents or more is common: it finds candidates in pairs below.
    if (ids.length >= PER_TEXT_LIMIT) common.push(word);
    else credit(ids, [word]);
    // A long word's halves find it with a typo in the other half.
    for (const half of halves) {
      const found = await incidentsWithDescriptionText(db, dbKind, [half], PER_TEXT_LIMIT);
      if (found.length < PER_TEXT_LIMIT) credit(found, [word]);
    }
  }
  // The part number the draft names: the incidents of that part holding each word (few, and the likeliest).
  const partNumber = (draft.partNumber ?? '').trim();
  if (Array.from(partNumber).length >= 3) {
    for (const word of words) {
      const ids = await incidentsWithDescriptionText(
        db,
        dbKind,
        [stemWord(word)],
        PART_WORD_LIMIT,
        partNumber,
      );
      credit(ids, [word, SAME_PART]);
    }
  }
  // Common words: the incidents holding two of them (the rarest first), as many pairs as PAIR_WORDS allow.
  const pairWords = common
    .sort((a, b) => (documents.get(a) ?? 0) - (documents.get(b) ?? 0))
    .slice(0, PAIR_WORDS);
  for (const [i, first] of pairWords.entries()) {
    for (const second of pairWords.slice(i + 1)) {
      const ids = await incidentsWithDescriptionText(
        db,
        dbKind,
        [stemWord(first), stemWord(second)],
        PAIR_LIMIT,
      );
      credit(ids, [first, second]);
    }
  }

  const weightList = [...weights.values()];
  const partWeight = weightList.reduce((sum, w) => sum + w, 0) / Math.max(1, weightList.length);
  const weightOf = (word: string) => (word === SAME_PART ? partWeight : (weights.get(word) ?? 0));
  const byText = [...held.entries()]
    .map(([id, byWord]) => ({ id, weight: [...byWord].reduce((sum, word) => sum + weightOf(word), 0) }))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, SCORED_LIMIT)
    .map((entry) => entry.id);
  const samePart = draft.partNumber
    ? await incidentsWithSameValue(db, dbKind, 'part_number', draft.partNumber, SAME_VALUE_LIMIT)
    : [];
  const sameGrn = draft.grnNumber
    ? await incidentsWithSameValue(db, dbKind, 'grn_number', draft.grnNumber, SAME_VALUE_LIMIT)
    : [];
  const ids = [...new Set([...byText, ...samePart, ...sameGrn])];
  const rows = await similarRows(db, ids, draft.excludeId);

  const draftText: SimilarCandidateText = {
    description: draft.description,
    product: draft.product ?? '',
    partNumber: draft.partNumber ?? '',
    supplierId: draft.supplierId ?? null,
    locationId: draft.locationId ?? null,
    grnNumber: draft.grnNumber ?? '',
  };
  const scored = rows
    .flatMap((row) => (isIncidentStatus(row.status) ? [{ ...row, status: row.status }] : []))
    .filter((row) => canViewIncident(row, actor))
    .map((row) => ({
      row,
      incidentDate: row.incidentDate,
      score: scoreSimilarIncident(draftText, weights, row),
    }));
  const items: TSimilarIncident[] = rankSimilar(scored).map(({ row, score }) => ({
    id: row.id,
    incidentNumber: row.incidentNumber,
    status: row.status,
    incidentDate: row.incidentDate,
    product: row.product,
    partNumber: row.partNumber,
    excerpt: excerptSegments(row.description, score.matchedWords),
    sameFields: score.sameFields,
    band: score.band ?? 'possible',
  }));
  return { items };
}
