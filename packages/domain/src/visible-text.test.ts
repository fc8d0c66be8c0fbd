import { describe, expect, it } from 'vitest';
import { hasLineBreakOrControl, hasVisibleText } from './visible-text';

describe('hasVisibleText', () => {
  it.each([
    ['zero-width space', '\u200B'],
    ['word joiner', '\u2060'],
    ['braille blank', '\u2800'],
    ['Hangul filler', '\u3164'],
    ['Mongolian vowel separator', '\u180E'],
    ['zero-width non-joiner and joiner', '\u200C\u200D'],
    ['byte-order mark', '\uFEFF'],
    ['soft hyphen', '\u00AD'],
    ['whitespace of every kind', ' \t\n\u00A0\u3000'],
    ['a mix', ' \u200B\u2800 \u3164\uFEFF '],
    ['empty', ''],
  ])('refuses %s', (_name, text) => {
    expect(hasVisibleText(text)).toBe(false);
  });

  it('refuses null and undefined', () => {
    expect(hasVisibleText(null)).toBe(false);
    expect(hasVisibleText(undefined)).toBe(false);
  });

  it.each(['a', ' Parts came back. ', '\u200Bx', 'Ünïcödé', '日本', '😀'])('accepts %j', (text) => {
    expect(hasVisibleText(text)).toBe(true);
  });
});

describe('hasLineBreakOrControl', () => {
  it.each(['Ann\nEvil', 'Ann\r\nBcc: x@y', 'Ann\tB', 'Ann\u2028B', 'A\u0000'])(
    'finds a break in %j',
    (text) => {
      expect(hasLineBreakOrControl(text)).toBe(true);
    },
  );

  it.each(['Ann Smith', "O'Brien-Łukasz", 'Müller GmbH & Co.'])('accepts %j', (text) => {
    expect(hasLineBreakOrControl(text)).toBe(false);
  });
});
