/**
 * Rows as they cross from a reader thread to the event loop (sqlite-read-pool.ts). A structured clone copies
 * every value of every row on each side: an export batch of 250 rows holds ~12,500 strings, and cloning them
 * cost ~5.5 µs a row, a fifth of an export's CPU (docs/decisions/022-packed-reader-rows.md). Packed, all the
 * texts of a batch travel as one string, and the rest as two typed arrays that are transferred, not copied:
 * - `kinds`: per cell, 0 for null, 1 for text, 2 for a number, 3 for a boolean, 4 for a date (PostgreSQL's
 *   driver gives booleans and timestamps as such);
 * - `values`: per cell, the number, the text's length in UTF-16 code units, 1 or 0, or the date's time;
 * - `text`: the texts one after the other.
 * The event loop cuts the texts out of `text` again (V8 keeps slices of 13 characters or more as views of it,
 * without copying).
 *
 * `packRows` runs on the reader threads, whose source is a string: it must use nothing from outside its own
 * body (sqlite-read-pool.ts inlines its source).
 */
export interface PackedRows {
  count: number;
  width: number;
  kinds: Uint8Array;
  values: Float64Array;
  text: string;
}

/** The rows packed, or null when a value is none of those kinds (a blob, a bigint, a JSON object). */
export function packRows(rows: readonly (readonly unknown[])[]): PackedRows | null {
  const count = rows.length;
  const width = count > 0 ? (rows[0] as readonly unknown[]).length : 0;
  const kinds = new Uint8Array(count * width);
  const values = new Float64Array(count * width);
  const texts: string[] = [];
  let cell = 0;
  for (let r = 0; r < count; r++) {
    const row = rows[r] as readonly unknown[];
    if (row.length !== width) return null;
    for (let c = 0; c < width; c++, cell++) {
      const value = row[c];
      if (typeof value === 'string') {
        kinds[cell] = 1;
        values[cell] = value.length;
        texts.push(value);
      } else if (typeof value === 'number') {
        kinds[cell] = 2;
        values[cell] = value;
      } else if (typeof value === 'boolean') {
        kinds[cell] = 3;
        values[cell] = value ? 1 : 0;
      } else if (value instanceof Date) {
        kinds[cell] = 4;
        values[cell] = value.getTime();
      } else if (value !== null) {
        return null;
      }
    }
  }
  return { count, width, kinds, values, text: texts.join('') };
}

/** The rows of `packRows`, as arrays of values. */
export function unpackRows(packed: PackedRows): unknown[][] {
  const { count, width, kinds, values, text } = packed;
  const rows = new Array<unknown[]>(count);
  let cell = 0;
  let at = 0;
  for (let r = 0; r < count; r++) {
    const row = new Array<unknown>(width);
    for (let c = 0; c < width; c++, cell++) {
      const kind = kinds[cell];
      if (kind === 1) {
        const end = at + (values[cell] as number);
        row[c] = text.slice(at, end);
        at = end;
      } else if (kind === 2) {
        row[c] = values[cell];
      } else if (kind === 3) {
        row[c] = values[cell] === 1;
      } else {
        row[c] = kind === 4 ? new Date(values[cell] as number) : null;
      }
    }
    rows[r] = row;
  }
  return rows;
}
