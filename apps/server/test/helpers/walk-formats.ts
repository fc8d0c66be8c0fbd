import type { ThreadFormats } from '../../src/db/keyset-walk';

/** Formats for the formatted-walk tests (keyset-walk.test.ts), imported by a reader thread through tsx. */
export const formats = {
  /** Each row's id followed by `separator`. */
  ids(separator: string) {
    const encoder = new TextEncoder();
    return (names: string[], rows: unknown[][]) => {
      const at = names.indexOf('id');
      return encoder.encode(rows.map((row) => `${row[at]}${separator}`).join(''));
    };
  },
  /** Throws `message` at the first batch. */
  failing(message: string) {
    return (): Uint8Array => {
      throw new Error(message);
    };
  },
} satisfies ThreadFormats;

export const WALK_FORMATS_MODULE = new URL('./walk-formats.ts', import.meta.url).href;
