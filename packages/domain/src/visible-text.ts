/**
 * Characters that render as nothing: whitespace, format characters (zero-width space/joiners, word joiner,
 * soft hyphen, BOM, Mongolian vowel separator…), control characters and the "blank" letters people paste
 * to get past a required field (braille blank, Hangul fillers). A reason made only of these says nothing.
 */
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** True when the text holds at least one character a reader can see. */
export function hasVisibleText(text: string | null | undefined): boolean {
  return (text ?? '').replace(INVISIBLE, '').length > 0;
}

/** Line breaks and other control characters (tab, NUL, U+2028/U+2029): a name is one line of text. */
const NAME_BREAKS = /[\p{Cc}\u2028\u2029]/u;

/** True when a name holds a line break or another control character (these would reach email bodies). */
export function hasLineBreakOrControl(text: string): boolean {
  return NAME_BREAKS.test(text);
}

export const NAME_MSG = {
  oneLine: 'A name must be one line of text, without line breaks or control characters.',
} as const;
