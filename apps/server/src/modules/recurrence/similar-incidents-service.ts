import { type Actor, canViewIncident } from '@qi/domain/incident-actions';
import { isIncidentStatus } from '@qi/domain/incident-status';
import {
  estimatedDocuments,
  excerptSegments,
  namesPart,
  rankSimilar,
  type SimilarCandidateText,
  scoreSimilarIncident,
  stemWord,
  type TSimilarIncident,
  type TSimilarIncidents,
  type TSimilarIncidentsRequest,
  wordFragments,
  wordWeight,
} from '@qi/domain/similar-incidents';
import {
  type SimilarTerm,
  similarTerms,
  termAlternatives,
  termSearchTexts,
  termWeight,
} from '@qi/domain/similar-terms';
import type { AppContext } from '../../context';
import type { DatabaseKind, Db } from '../../db/database';
import type { AuthContext } from '../../http/access';
import { cachedDescriptionTexts } from './common-texts-cache';
import { descriptionSample, sampleHits } from './description-sample';
import {
  approximateIncidentCount,
  incidentsWithSameGrn,
  latestIncidentsOfPart,
  similarRows,
} from './similar-incidents-repository';

/** The most ids read for one text: a term found more often is common (its IDF from a sample, description-sample.ts). */
const PER_TEXT_LIMIT = 400;
/** The latest incidents of the draft's part number read (their descriptions are searched for each term). */
const PART_SCAN_LIMIT = 1000;
/** The most of them credited with one term. */
const PART_WORD_LIMIT = 100;
/** In the preliminary ranking, a candidate of the draft's part number counts as one more word held. */
const SAME_PART = '#same-part';
/** The most common terms whose pairs are looked for (6 terms: 15 pairs). */
const PAIR_WORDS = 6;
/** The most ids read for one pair of common words. */
const PAIR_LIMIT = 200;
/** The most incidents whose words are compared (the best by the words they hold, weighted). */
const SCORED_LIMIT = 120;
/** The latest incidents with the same part number (or GRN) always compared. */
const SAME_VALUE_LIMIT = 20;

/**
 * `POST /v1/incidents/similar`: up to five earlier incidents that look like the draft's problem. Candidates
 * are the incidents holding any term of the description (OR: each significant word or any of its synonyms,
 * decision 057, and for a long word its halves, so a typo still finds it) and the latest with the same part number or GRN; the domain scores them
 * (similar-incidents.ts) and gives each a band. Drafts are never candidates (a draft is its reporter's own,
 * and every other status is visible to every signed-in user: canViewIncident is applied again on the rows).
 */
export async function findSimilarIncidents(
  ctx: AppContext,
  auth: AuthContext,
  draft: TSimilarIncidentsRequest,
): Promise<TSimilarIncidents> {
  const actor = { id: auth.user.user_id, role: auth.user.role };
  return { items: await similarCandidates(ctx.db, ctx.dbKind, actor, draft) };
}

/**
 * The similar incidents of `draft` that `actor` may see, best first (at most five), read through `db`: the
 * look-up's connection, or a submission's transaction for the check on arrival (arrival-check.ts), whose
 * `appDb` (the app's database) keeps the description sample between submissions.
 */
export async function similarCandidates(
  db: Db,
  dbKind: DatabaseKind,
  actor: Actor,
  draft: TSimilarIncidentsRequest,
  appDb: Db = db,
): Promise<TSimilarIncident[]> {
  const terms = similarTerms(draft.description);
  const total = terms.length > 0 ? await approximateIncidentCount(db, dbKind) : 1;

  const weights = new Map<string, number>();
  /** candidate id → the draft's terms it holds (by a word, a synonym, a fragment, or a pair), SAME_PART. */
  const held = new Map<string, Set<string>>();
  const credit = (ids: readonly string[], credited: readonly string[]) => {
    for (const id of ids) {
      const byTerm = held.get(id) ?? new Set<string>();
      for (const key of credited) byTerm.add(key);
      held.set(id, byTerm);
    }
  };
  const documents = new Map<string, number>();
  const searchTexts = new Map(terms.map((term) => [term.key, termSearchTexts(term)]));
  const slotOf = (term: SimilarTerm) => searchTexts.get(term.key) ?? [];
  // Each term alone (its word and its synonyms): how common it is, and the incidents holding a rare one.
  const byTerm = await cachedDescriptionTexts(
    db,
    dbKind,
    terms.map((term) => ({ slots: [slotOf(term)], limit: PER_TEXT_LIMIT })),
    appDb,
  );
  const common: SimilarTerm[] = [];
  const rare: SimilarTerm[] = [];
  for (const [i, term] of terms.entries()) {
    const ids = byTerm[i] ?? [];
    const sample = ids.length >= PER_TEXT_LIMIT ? await descriptionSample(db, appDb) : [];
    const hits = { hits: sampleHits(sample, slotOf(term)), size: sample.length };
    const count = estimatedDocuments(ids.length, PER_TEXT_LIMIT, hits, total);
    documents.set(term.key, count);
    weights.set(term.key, termWeight(term, wordWeight(count, total)));
    // A term found in the limit's number of incidents or more is common: it finds candidates in pairs below.
    if (ids.length >= PER_TEXT_LIMIT) common.push(term);
    else {
      rare.push(term);
      credit(ids, [term.key]);
    }
  }
  // At once: a rare long word's halves, which find it with a typo in the other half (a common word is spelt as
  // the others spell it, and its halves are commoner still), and the incidents holding two common terms (the
  // rarest first, as many pairs as PAIR_WORDS allow).
  const halves = rare.flatMap((term) => {
    const stem = stemWord(term.key);
    const texts = term.key.includes(' ') ? [] : wordFragments(term.key).filter((text) => text !== stem);
    return texts.map((half) => ({ term, half }));
  });
  const pairTerms = common
    .sort((a, b) => (documents.get(a.key) ?? 0) - (documents.get(b.key) ?? 0))
    .slice(0, PAIR_WORDS);
  const pairs = pairTerms.flatMap((first, i) =>
    pairTerms.slice(i + 1).map((second) => [first, second] as const),
  );
  const found = await cachedDescriptionTexts(
    db,
    dbKind,
    [
      ...halves.map(({ half }) => ({ slots: [[half]], limit: PER_TEXT_LIMIT })),
      ...pairs.map(([first, second]) => ({ slots: [slotOf(first), slotOf(second)], limit: PAIR_LIMIT })),
    ],
    appDb,
  );
  for (const [i, { term }] of halves.entries()) {
    const ids = found[i] ?? [];
    if (ids.length < PER_TEXT_LIMIT) credit(ids, [term.key]);
  }
  for (const [i, [first, second]] of pairs.entries()) {
    credit(found[halves.length + i] ?? [], [first.key, second.key]);
  }
  // The part number the draft names: its latest incidents, and those holding each term (the likeliest).
  const partNumber = (draft.partNumber ?? '').trim();
  const ofPart =
    namesPart(partNumber) && Array.from(partNumber).length >= 3
      ? await latestIncidentsOfPart(db, partNumber, PART_SCAN_LIMIT)
      : [];
  for (const term of terms) {
    const texts = slotOf(term);
    const holding = ofPart.filter((row) => texts.some((text) => row.description.includes(text)));
    credit(
      holding.slice(0, PART_WORD_LIMIT).map((row) => row.id),
      [term.key, SAME_PART],
    );
  }

  const weightList = [...weights.values()];
  const partWeight = weightList.reduce((sum, w) => sum + w, 0) / Math.max(1, weightList.length);
  const weightOf = (word: string) => (word === SAME_PART ? partWeight : (weights.get(word) ?? 0));
  const byText = [...held.entries()]
    .map(([id, byWord]) => ({ id, weight: [...byWord].reduce((sum, word) => sum + weightOf(word), 0) }))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, SCORED_LIMIT)
    .map((entry) => entry.id);
  const samePart = ofPart
    .filter((row) => row.status !== 'draft')
    .slice(0, SAME_VALUE_LIMIT)
    .map((row) => row.id);
  const sameGrn = draft.grnNumber
    ? await incidentsWithSameGrn(db, dbKind, draft.grnNumber, SAME_VALUE_LIMIT)
    : [];
  const ids = [...new Set([...byText, ...samePart, ...sameGrn])];
  const rows = await similarRows(db, ids, draft.excludeId);

  const alternatives = termAlternatives(terms);
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
      score: scoreSimilarIncident(draftText, weights, row, alternatives),
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
  return items;
}
