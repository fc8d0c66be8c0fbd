import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

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
    expect(attachmentDisposition('back\\slash.txt')).toBe(
      `attachment; filename="back_slash.txt"; filename*=UTF-8''back%5Cslash.txt`,
    );
  });

  it('sends both names for a plain ASCII name too', () => {
    expect(attachmentDisposition('Incident-12.pdf')).toBe(
      `attachment; filename="Incident-12.pdf"; filename*=UTF-8''Incident-12.pdf`,
    );
  });

  it('reads back as the exact name', () => {
    for (const name of ['Prüfbericht 报告 (Linie 1).txt', 'a.txt"; filename="evil.exe', "100% it's.txt"]) {
      const { type, parameters } = parse(attachmentDisposition(name));
      expect(type).toBe('attachment');
      expect(parameters.filename).toBe(name);
    }
  });
});
