import { describe, expect, it } from 'vitest';
import {
  editDistance,
  estimatedDocuments,
  excerptSegments,
  namesPart,
  rankSimilar,
  sameWord,
  scoreSimilarIncident,
  significantWords,
  stemWord,
  wordFragments,
  wordWeight,
} from './similar-incidents';

const fields = { product: '', partNumber: '', supplierId: null, locationId: null, grnNumber: '' };
const draft = (description: string, extra = {}) => ({ ...fields, description, ...extra });
function weightsOf(description: string, counts: Record<string, number> = {}, total = 1000) {
  return new Map(significantWords(description).map((word) => [word, wordWeight(counts[word], total)]));
}

describe('significantWords', () => {
  it('drops stop words, short words and numbers, keeps each stem once', () => {
    expect(significantWords('The housing is cracked and the cracks were found on 12 parts')).toEqual([
      'housing',
      'cracked',
    ]);
  });
  it('keeps at most ten words, the longest', () => {
    const words = significantWords(
      'alpha bravo charlie delta echoes foxtrot golfing hotels indiana juliet kilowatt lima',
    );
    expect(words).toHaveLength(10);
    expect(words).not.toContain('lima');
  });
});

describe('words', () => {
  it('stems common endings', () => {
    expect(stemWord('cracked')).toBe('crack');
    expect(stemWord('leaking')).toBe('leak');
    expect(stemWord('scratches')).toBe('scratch');
  });
  it('treats typos, endings and transpositions as the same word', () => {
    expect(sameWord('corrosion', 'corossion')).toBe(true);
    expect(sameWord('scratch', 'scratched')).toBe(true);
    expect(sameWord('bracket', 'brakcet')).toBe(true);
    expect(sameWord('leak', 'lead')).toBe(false);
    expect(sameWord('crack', 'black')).toBe(false);
    expect(sameWord('bent', 'dent')).toBe(false);
  });
  it('takes one vowel put for another in a short word as a different word, other slips and long words as typos', () => {
    expect(sameWord('stock', 'stuck')).toBe(false);
    expect(sameWord('shaft', 'shift')).toBe(false);
    expect(sameWord('black', 'block')).toBe(false);
    expect(sameWord('flange', 'flamge')).toBe(true);
    expect(sameWord('corrosion', 'corrasion')).toBe(true);
  });
  it('counts an edit distance with transpositions', () => {
    expect(editDistance('abcd', 'abdc')).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('ca', 'abc', 5)).toBe(3);
    expect(editDistance('', 'ab', 5)).toBe(2);
    expect(editDistance('bracket', 'bracket')).toBe(0);
    expect(editDistance('housing', 'hosuign', 1)).toBe(2);
  });
  it('never compares pasted blobs letter by letter (a 20,000-letter word once took gigabytes)', () => {
    const blob = 'w'.repeat(20_000);
    expect(sameWord(blob, 'x'.repeat(20_000))).toBe(false);
    expect(sameWord(blob, blob)).toBe(true);
    expect(editDistance(`${'a'.repeat(5_000)}b`, `${'a'.repeat(5_000)}c`)).toBe(1);
  });
  it('gives long words halves to look for', () => {
    expect(wordFragments('discoloured')).toEqual(['discolour', 'disco', 'lour']);
    expect(wordFragments('crack')).toEqual(['crack']);
  });
});

describe('scoreSimilarIncident', () => {
  const text = 'Paint blistering on the bracket after salt spray test';
  it('bands a paraphrase with typos as likely', () => {
    const score = scoreSimilarIncident(
      draft(text),
      weightsOf(text),
      draft('Bracket paint blisterng seen after the salt-spray test'),
    );
    expect(score.band).toBe('likely');
    expect(score.matchedWords).toEqual(
      expect.arrayContaining(['paint', 'blistering', 'bracket', 'salt', 'spray']),
    );
  });
  it('bands the same part with another defect as possible at most', () => {
    const score = scoreSimilarIncident(
      draft(text, { partNumber: 'BR-100' }),
      weightsOf(text),
      draft('Bracket holes drilled off position', { partNumber: 'BR-100' }),
    );
    expect(score.sameFields).toEqual(['partNumber']);
    expect(score.band).toBe('possible');
  });
  it('shows the same part number alone as possible, never likely', () => {
    const score = scoreSimilarIncident(
      draft(text, { partNumber: 'BR-100', product: 'Frame' }),
      weightsOf(text),
      draft('Wrong label printed on carton', { partNumber: 'br-100', product: 'Frame' }),
    );
    expect(score).toMatchObject({ band: 'possible', sameFields: ['partNumber', 'product'] });
  });
  it('leaves unrelated incidents without a band', () => {
    const score = scoreSimilarIncident(draft(text), weightsOf(text), draft('Wrong label printed on carton'));
    expect(score.band).toBeNull();
  });
  it('weights rare words above common ones', () => {
    const weights = weightsOf(text, { paint: 900, test: 800, after: 900, blistering: 3, bracket: 50 });
    const rare = scoreSimilarIncident(draft(text), weights, draft('blistering seen'));
    const common = scoreSimilarIncident(draft(text), weights, draft('paint test'));
    expect(rare.textScore).toBeGreaterThan(common.textScore);
  });
  it('weighs a word no incident holds (a typo) as an ordinary word, not the rarest', () => {
    expect(wordWeight(0, 100_000)).toBeCloseTo(wordWeight(1000, 100_000));
    expect(wordWeight(1, 100_000)).toBeGreaterThan(wordWeight(0, 100_000));
  });
  it('reports shared fields, never an empty one', () => {
    const a = {
      ...fields,
      product: 'Pump',
      partNumber: 'P-1',
      supplierId: 's1',
      locationId: 'l1',
      grnNumber: 'G1',
    };
    const score = scoreSimilarIncident({ ...a, description: 'x' }, new Map(), { ...a, description: 'y' });
    expect(score.sameFields).toEqual(['partNumber', 'product', 'supplier', 'location', 'grn']);
    expect(scoreSimilarIncident(draft('x'), new Map(), draft('y')).sameFields).toEqual([]);
  });
  it("never counts the part number 'N/A' (no product) as the same part", () => {
    const na = draft('x', { partNumber: 'N/A' });
    const score = scoreSimilarIncident(na, new Map(), draft('y', { partNumber: ' n/a' }));
    expect(score).toMatchObject({ sameFields: [], band: null });
    expect(namesPart('N/A')).toBe(false);
    expect(namesPart('PN-1')).toBe(true);
  });
});

describe('excerptSegments', () => {
  it('marks the matched words', () => {
    expect(excerptSegments('The bracket is Cracked here.', ['cracked'])).toEqual([
      { text: 'The bracket is ', match: false },
      { text: 'Cracked', match: true },
      { text: ' here.', match: false },
    ]);
  });
  it('cuts a long description around the first match', () => {
    const long = `${'filler '.repeat(100)}corrosion ${'tail '.repeat(100)}`;
    const segments = excerptSegments(long, ['corrosion']);
    const shown = segments.map((segment) => segment.text).join('');
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(244);
    expect(segments.some((segment) => segment.match && segment.text === 'corrosion')).toBe(true);
  });
});

describe('rankSimilar', () => {
  it('keeps the five best with a band', () => {
    const entry = (score: number, band: 'likely' | 'possible' | null, incidentDate = '2026-01-01') => ({
      incidentDate,
      score: { score, textScore: score, matchedWords: [], sameFields: [], band },
    });
    const ranked = rankSimilar([
      entry(0.3, 'possible'),
      entry(0.9, 'likely'),
      entry(0.1, null),
      entry(0.4, 'possible', '2026-02-01'),
      entry(0.4, 'possible', '2026-01-01'),
      entry(0.5, 'possible'),
      entry(0.6, 'possible'),
    ]);
    expect(ranked.map((r) => r.score.score)).toEqual([0.9, 0.6, 0.5, 0.4, 0.4]);
    expect(ranked[3]?.incidentDate).toBe('2026-02-01');
  });
});

describe('estimatedDocuments', () => {
  it('keeps a count below the limit, and scales a sample above it', () => {
    expect(estimatedDocuments(120, 400, { hits: 900, size: 2000 }, 100_000)).toBe(120);
    expect(estimatedDocuments(400, 400, { hits: 200, size: 2000 }, 100_000)).toBe(10_000);
    expect(estimatedDocuments(400, 400, { hits: 1, size: 2000 }, 100_000)).toBe(400);
    expect(estimatedDocuments(400, 400, { hits: 0, size: 0 }, 100_000)).toBe(400);
  });
  it('weighs a word every tenth report holds below one every fortieth holds', () => {
    const everyTenth = wordWeight(estimatedDocuments(400, 400, { hits: 200, size: 2000 }, 100_000), 100_000);
    const everyFortieth = wordWeight(
      estimatedDocuments(400, 400, { hits: 50, size: 2000 }, 100_000),
      100_000,
    );
    expect(everyTenth).toBeLessThan(everyFortieth);
  });
});
