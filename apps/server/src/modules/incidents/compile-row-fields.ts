/** How one field of a record is stored in a row: its columns, read from them and written to them in that order. */
export interface RowField<V, C extends string = string> {
  readonly columns: readonly C[];
  /** From the columns' values; null for a field that is its one column's value as it is. */
  readonly read: ((...values: never[]) => V) | null;
  /** One per column, null for the value as it is; none for a column the database writes itself. */
  readonly write: readonly (((value: V) => unknown) | null)[];
}

type Converter = (...values: never[]) => unknown;
type RowFields = Readonly<
  Record<string, { columns: readonly string[]; read: Converter | null; write: readonly (Converter | null)[] }>
>;
type Property = [name: string, convert: Converter | null, argument: string];

/**
 * The function from a row to its record, compiled from the fields at module load into one object literal, as
 * fast as a hand-written one: a loop over the fields per row (a call and a keyed store per field) measured six
 * to eight times slower, and this runs for every row of an export. The source holds only the fields' names.
 */
export function compileRowReader<Row, Rec>(name: string, fields: RowFields): (row: Row) => Rec {
  const properties = Object.entries(fields).map(([key, field]): Property => {
    if (field.read === null && field.columns.length !== 1)
      throw new Error(`${key}: several columns need a read`);
    const values = field.columns.map((column) => `row[${JSON.stringify(column)}]`);
    return [key, field.read, values.join(', ')];
  });
  return compile(name, 'row', properties);
}

/** The function from a record to its row, compiled the same way: each field's columns, in the fields' order. */
export function compileRowWriter<Rec, Row>(name: string, fields: RowFields): (record: Rec) => Row {
  const properties = Object.entries(fields).flatMap(([key, field]) =>
    field.write.map((write, i): Property => {
      const column = field.columns[i];
      if (column === undefined) throw new Error(`${key}: more writes than columns`);
      return [column, write, `record[${JSON.stringify(key)}]`];
    }),
  );
  return compile(name, 'record', properties);
}

/** `function name(parameter) { return { property: convert(argument), … }; }`, the converters passed in. */
function compile<F>(name: string, parameter: string, properties: readonly Property[]): F {
  if (!/^[A-Za-z]\w*$/.test(name)) throw new Error(`Not a function name: ${name}`);
  const converters: Converter[] = [];
  const literal = properties.map(([property, convert, argument]) => {
    const value = convert === null ? argument : `f${converters.push(convert) - 1}(${argument})`;
    return `${JSON.stringify(property)}: ${value}`;
  });
  const body = `'use strict'; return function ${name}(${parameter}) { return { ${literal.join(', ')} }; };`;
  return new Function(...converters.map((_, i) => `f${i}`), body)(...converters);
}
