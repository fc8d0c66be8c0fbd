import { describe, expect, it } from 'vitest';
import { LIST_DESCRIPTION_LENGTH, listDescription } from './incident-list-repository';

describe('listDescription', () => {
  it('keeps a description of up to 200 code points whole, astral characters counted once', () => {
    expect(listDescription('')).toBe('');
    expect(listDescription('a'.repeat(LIST_DESCRIPTION_LENGTH))).toBe('a'.repeat(LIST_DESCRIPTION_LENGTH));
    const emoji = '🔧'.repeat(LIST_DESCRIPTION_LENGTH); // 400 UTF-16 units, 200 code points
    expect(listDescription(emoji)).toBe(emoji);
  });

  it('cuts after 200 code points and adds an ellipsis, never inside a surrogate pair', () => {
    expect(listDescription('a'.repeat(LIST_DESCRIPTION_LENGTH + 1))).toBe(`${'a'.repeat(200)}…`);
    const mixed = `x${'🔧é'.repeat(120)}`;
    const cut = listDescription(mixed);
    expect(cut).toBe(`${Array.from(mixed).slice(0, 200).join('')}…`);
    expect(Array.from(cut)).toHaveLength(201);
    expect(cut.at(-2)).not.toMatch(/[\uD800-\uDBFF]/);
  });
});
