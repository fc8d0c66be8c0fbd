import { describe, expect, it } from 'vitest';
import { uniqueEntryNames } from './zip-entry-names';

describe('uniqueEntryNames', () => {
  it('de-duplicates names without case and keeps entries flat', () => {
    expect(uniqueEntryNames(['a.pdf', 'A.pdf', 'a.pdf', 'b', 'b', '../x/y.txt', '', '..'])).toEqual([
      'a.pdf',
      'A (2).pdf',
      'a (3).pdf',
      'b',
      'b (2)',
      '.._x_y.txt',
      'file',
      'file (2)',
    ]);
  });
});
