import { describe, expect, it } from 'vitest';
import { compareSimilar, highlightSegments, matchingWords } from './similar-compare';

const fields = { product: '', partNumber: '', supplierId: null, locationId: null, grnNumber: '' };
const marked = (segments: { text: string; match: boolean }[]) =>
  segments.filter((segment) => segment.match).map((segment) => segment.text);

describe('matchingWords', () => {
  it('finds the significant words the other description holds: typos and other endings count', () => {
    expect(
      matchingWords(
        'The housing is cracked near the mounting flange',
        'Cracks in housings at the mountng flange; gasket fine',
      ),
    ).toEqual(['housing', 'cracked', 'mounting', 'flange']);
  });
  it('ignores stop words and words the other does not hold', () => {
    expect(matchingWords('The seal was leaking', 'The label was printed')).toEqual([]);
  });
});

describe('highlightSegments', () => {
  it('keeps the whole text, its spaces and line breaks, and marks each matched word', () => {
    const text = 'Seal leaking.\nThe seals leak at the flange, again and again and again.';
    const segments = highlightSegments(text, ['seal', 'leaking']);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(marked(segments)).toEqual(['Seal', 'leaking', 'seals', 'leak']);
  });
  it('marks nothing without matched words', () => {
    expect(highlightSegments('Seal leaking', [])).toEqual([{ text: 'Seal leaking', match: false }]);
  });
});

describe('compareSimilar', () => {
  it('explains the match as the panel does: the shared words in both descriptions, the shared fields', () => {
    const comparison = compareSimilar(
      { ...fields, description: 'Paint blistering on the bracket', partNumber: 'BR-1', product: 'Frame' },
      {
        ...fields,
        description: 'Blistered paint seen on a bracket edge',
        partNumber: ' br-1 ',
        product: 'Door',
      },
    );
    expect(comparison.matchedWords).toEqual(['paint', 'blistering', 'bracket']);
    expect(comparison.sameFields).toEqual(['partNumber']);
    expect(marked(comparison.incident)).toEqual(['Paint', 'blistering', 'bracket']);
    expect(marked(comparison.candidate)).toEqual(['Blistered', 'paint', 'bracket']);
  });
});
