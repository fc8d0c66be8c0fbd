import { LRUCache } from 'lru-cache';
import type { DatabaseKind, Db } from '../../db/database';
import { type DescriptionSearch, incidentsWithDescriptionTexts } from './similar-incidents-repository';

/** How long the answer of a common word or pair is used: which incidents a sample holds matters little. */
const COMMON_TTL_MS = 10 * 60_000;
/** The most answers kept per database (each up to 400 ids). */
const COMMON_ENTRIES = 1000;

const caches = new WeakMap<object, LRUCache<string, string[]>>();

function cacheOf(key: object): LRUCache<string, string[]> {
  let cache = caches.get(key);
  if (!cache) {
    cache = new LRUCache({ max: COMMON_ENTRIES, ttl: COMMON_TTL_MS });
    caches.set(key, cache);
  }
  return cache;
}

const keyOf = (search: DescriptionSearch) => JSON.stringify([search.slots, search.limit]);

/**
 * incidentsWithDescriptionTexts, keeping for 10 minutes the answers that reached their limit (per database,
 * `key`). Such an answer is a common word's or pair's: its limit's number of the incidents holding it, in no
 * particular order, which a look-up uses to know the word is common or as a few candidates among thousands.
 * At a million incidents each costs a trigram index scan of tens of milliseconds, a look-up asks dozens, and
 * every submission not shown the check makes one (decision 060). An answer below its limit is never kept, so a
 * new incident holding a rare word, or a rare pair of common ones, is found at once.
 */
export async function cachedDescriptionTexts(
  db: Db,
  kind: DatabaseKind,
  searches: readonly DescriptionSearch[],
  key: object = db,
): Promise<string[][]> {
  const cache = cacheOf(key);
  const answers = searches.map((search) => cache.get(keyOf(search)));
  const missing = answers.flatMap((answer, i) => (answer === undefined ? [i] : []));
  if (missing.length === 0) return answers as string[][];
  const read = await incidentsWithDescriptionTexts(
    db,
    kind,
    missing.map((i) => searches[i] as DescriptionSearch),
  );
  for (const [at, i] of missing.entries()) {
    const ids = read[at] ?? [];
    const search = searches[i] as DescriptionSearch;
    answers[i] = ids;
    if (ids.length >= search.limit) cache.set(keyOf(search), ids);
  }
  return answers as string[][];
}
