import { describe, expect, it } from 'vitest';
import { PNG_TITLE, titleLines } from './png-title';

/** Ten pixels a character, like a monospace font. */
const measure = (text: string) => text.length * 10;

describe("a chart PNG's title lines", () => {
  it('keeps a title that fits on one line, and none for an empty title', () => {
    expect(titleLines('Defects by month', 300, measure)).toEqual(['Defects by month']);
    expect(titleLines('   ', 300, measure)).toEqual([]);
  });
  it('breaks a long title between words and cuts a word wider than the line', () => {
    expect(titleLines('Defective quantity by month', 150, measure)).toEqual([
      'Defective',
      'quantity by',
      'month',
    ]);
    expect(titleLines('Supercalifragilistic', 100, measure)).toEqual(['Supercali…']);
  });
  it(`ends a title longer than ${PNG_TITLE.maxLines} lines in an ellipsis`, () => {
    const lines = titleLines('one two three four five six seven', 90, measure);
    expect(lines).toHaveLength(PNG_TITLE.maxLines);
    expect(lines.at(-1)?.endsWith('…')).toBe(true);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(90);
  });
});
