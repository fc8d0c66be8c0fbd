import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';
import { uniqueEntryNames } from './zip-entry-names';

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 6266)', () => {
    expect(attachmentDisposition('Bild äö "x".png')).toBe(
      `attachment; filename="Bild __ _x_.png"; filename*=UTF-8''Bild%20%C3%A4%C3%B6%20%22x%22.png`,
    );
    expect(attachmentDisposition("it's (1)*.txt")).toBe(
      `attachment; filename="it's (1)*.txt"; filename*=UTF-8''it%27s%20%281%29%2A.txt`,
    );
    expect(attachmentDisposition('a\r\nb.txt')).toBe(
      `attachment; filename="a__b.txt"; filename*=UTF-8''a%0D%0Ab.txt`,
    );
  });
});

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
