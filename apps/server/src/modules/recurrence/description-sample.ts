import type { Db } from '../../db/database';
import { latestDescriptions } from './similar-incidents-repository';

/**
 * A sample of the descriptions in use (the latest incidents'), kept a while per database: how common a word
 * the index finds in PER_TEXT_LIMIT incidents or more really is (decision 057). Without it every such word
 * weighed the same, and the words of a sentence every kind of report has outweighed the defect.
 */

/** The incidents sampled. */
export const DESCRIPTION_SAMPLE_SIZE = 2000;
/** How long a sample is used before it is read again: word frequencies move slowly. */
const SAMPLE_TTL_MS = 10 * 60_000;

const samples = new WeakMap<object, { at: number; texts: Promise<string[]> }>();

/**
 * The lowered descriptions of the latest DESCRIPTION_SAMPLE_SIZE incidents, read through `db` at most every 10
 * minutes for `key`: the app's database (a transaction, such as a submission's, reads it for its app).
 */
export function descriptionSample(db: Db, key: object = db): Promise<string[]> {
  const kept = samples.get(key);
  if (kept && Date.now() - kept.at < SAMPLE_TTL_MS) return kept.texts;
  const texts = latestDescriptions(db, DESCRIPTION_SAMPLE_SIZE);
  samples.set(key, { at: Date.now(), texts });
  // A failed read is not kept: the next look-up tries again.
  texts.catch(() => samples.delete(key));
  return texts;
}

/** How many of the sample's texts hold any of `texts` (lowered substrings, as the trigram index finds them). */
export function sampleHits(sample: readonly string[], texts: readonly string[]): number {
  return sample.filter((description) => texts.some((text) => description.includes(text))).length;
}
