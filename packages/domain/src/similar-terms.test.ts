import { describe, expect, it } from 'vitest';
import { scoreSimilarIncident, wordWeight } from './similar-incidents';
import { SIMILAR_DEFECT_SYNONYMS, SIMILAR_WORD_SYNONYMS } from './similar-synonyms';
import {
  DEFECT_WEIGHT_FACTOR,
  isTermWord,
  phraseAt,
  prepareWords,
  similarTerms,
  termAlternatives,
  termSearchTexts,
  termWeight,
  wordsHolding,
} from './similar-terms';
import { textWords } from './similar-words';

const fields = { product: '', partNumber: '', supplierId: null, locationId: null, grnNumber: '' };
const draft = (description: string) => ({ ...fields, description });
const holding = (text: string, alternative: string) =>
  wordsHolding(prepareWords(textWords(text)), alternative);

describe('the synonym groups', () => {
  it('put no word in two groups', () => {
    const all = [...SIMILAR_DEFECT_SYNONYMS, ...SIMILAR_WORD_SYNONYMS].flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('similarTerms', () => {
  it("gives a word of a group its group's synonyms, and a defect more weight", () => {
    const terms = similarTerms('Hairline crack on the housing');
    const crack = terms.find((term) => term.key === 'crack');
    expect(crack).toMatchObject({ defect: true });
    expect(crack?.alternatives).toEqual(expect.arrayContaining(['crack', 'fracture', 'split']));
    expect(terms.find((term) => term.key === 'housing')).toEqual({
      key: 'housing',
      alternatives: ['housing'],
      defect: false,
    });
    expect(termWeight(crack ?? terms[0]!, 2)).toBe(2 * DEFECT_WEIGHT_FACTOR);
  });

  it('finds a phrase of the thesaurus as one term, its words no longer looked for alone', () => {
    const terms = similarTerms('Seal not fitted on the valve body');
    expect(terms.map((term) => term.key)).toEqual(['not fitted', 'seal', 'valve', 'body']);
    expect(terms[0]?.alternatives).toEqual(expect.arrayContaining(['missing', 'absent']));
  });

  it('finds the group of a word with a typo or another ending, once a group', () => {
    expect(similarTerms('crakced and cracking bracket').map((term) => term.key)).toEqual([
      'crakced',
      'bracket',
    ]);
    expect(similarTerms('the rusted flange').map((term) => term.key)).toEqual(['rusted', 'flange']);
  });

  it('looks for a term by its stem, its synonyms by their lemmas, a phrase by its longest word', () => {
    const [leak] = similarTerms('leaking');
    expect(termSearchTexts(leak!)).toEqual(['leak', 'seep', 'drip', 'weep']);
    const [large] = similarTerms('dimension too big');
    expect(large?.key).toBe('too big');
    expect(termSearchTexts(large!)).toContain('big');
    expect(termSearchTexts(large!)).toContain('oversiz');
  });

  it('leaves out a text that holds another of the term (the shorter finds it already)', () => {
    const [misaligned] = similarTerms('misaligned');
    const texts = termSearchTexts(misaligned!);
    expect(texts).toContain('align');
    expect(texts.filter((text) => text.includes('align'))).toEqual(['align']);
  });
});

describe('wordsHolding', () => {
  it("finds a synonym's forms and a phrase's words in order, not its words apart", () => {
    expect(holding('Shaft fractured at the shoulder', 'fracture')).toEqual(['fractured']);
    expect(holding('The pump seized twice', 'seize')).toEqual(['seized']);
    expect(holding('Gasket was not fitted', 'not fitted')).toEqual(['not', 'fitted']);
    expect(holding('Not all bolts were fitted', 'not fitted')).toEqual([]);
    expect(holding('Rusty cover', 'crack')).toEqual([]);
    expect(phraseAt(textWords('wheel will not turn'), 'will not turn')).toBe(1);
    expect(isTermWord('dent', 'dented')).toBe(true);
    expect(isTermWord('bent', 'dent')).toBe(false);
  });
});

describe('scoring with synonyms', () => {
  const text = 'Fractured bracket at the weld seam';
  const terms = similarTerms(text);
  const weights = new Map(terms.map((term) => [term.key, termWeight(term, wordWeight(10, 1000))]));
  const alternatives = termAlternatives(terms);

  it('counts a synonym as held, and marks the candidate’s own word', () => {
    const score = scoreSimilarIncident(
      draft(text),
      weights,
      draft('Bracket cracked near the weld seam'),
      alternatives,
    );
    expect(score.textScore).toBe(1);
    expect(score.band).toBe('likely');
    expect(score.matchedWords).toEqual(expect.arrayContaining(['cracked', 'bracket', 'weld', 'seam']));
  });

  it('holds nothing of a term without its alternatives', () => {
    const score = scoreSimilarIncident(draft(text), weights, draft('Bracket cracked near the weld seam'));
    expect(score.textScore).toBeLessThan(1);
    expect(score.matchedWords).not.toContain('cracked');
  });

  it('ranks the same defect in other words above another defect at the same place', () => {
    const same = scoreSimilarIncident(
      draft(text),
      weights,
      draft('Bracket split along the weld'),
      alternatives,
    );
    const other = scoreSimilarIncident(
      draft(text),
      weights,
      draft('Bracket corroded at the weld seam'),
      alternatives,
    );
    expect(same.score).toBeGreaterThan(other.score);
  });
});
