import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvField, csvField, csvRecord, csvRecords } from './csv-records';

/** What the export wrote with csv-stringify before csv-records.ts: the reference for every case here. */
const reference = (records: CsvField[][]) =>
  stringify(
    records.map((fields) => fields.map((f) => (f === null ? '' : f))),
    { record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );

const TRICKY: CsvField[] = [
  '',
  null,
  'plain',
  'a,b',
  'say "hi"',
  '"',
  '""',
  ',',
  'line\nbreak',
  'carriage\rreturn',
  'windows\r\nbreak',
  'ends with cr\r',
  '\n',
  '\r\n',
  '\ufeffbom first',
  'bom \ufeff inside',
  'unicode: £ € — 日本語 😀',
  ' leading and trailing spaces ',
  '\ttab',
  "'=quoted formula",
  '=1+2',
  'semi;colon',
  '0',
  0,
  -0,
  42,
  -2.25,
  110.25,
  0.1 + 0.2,
  1e21,
  Number.NaN,
];

describe('CSV records', () => {
  it('writes each tricky field as csv-stringify does', () => {
    for (const field of TRICKY) {
      expect(csvRecord([field]), JSON.stringify(field)).toBe(reference([[field]]));
      expect(csvRecord(['x', field, 'y']), JSON.stringify(field)).toBe(reference([['x', field, 'y']]));
    }
  });

  it('writes whole batches as csv-stringify does', () => {
    expect(csvRecords([TRICKY, [...TRICKY].reverse(), ['only']])).toBe(
      reference([TRICKY, [...TRICKY].reverse(), ['only']]),
    );
    expect(csvRecords([])).toBe(reference([]));
  });

  it('agrees with csv-stringify on any text and number (property)', () => {
    const field = fc.oneof(
      fc.constant(null),
      fc.double(),
      fc.integer(),
      fc.string({ unit: fc.constantFrom('a', ',', '"', '\r', '\n', ' ', '\ufeff', '£', '😀', "'", '=') }),
      fc.string({ unit: 'grapheme' }),
    );
    fc.assert(
      fc.property(fc.array(fc.array(field, { minLength: 1, maxLength: 8 }), { maxLength: 5 }), (records) => {
        expect(csvRecords(records)).toBe(reference(records));
      }),
      { numRuns: 500 },
    );
  });

  it('quotes a field only when it must', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('plain £')).toBe('plain £');
    expect(csvField(null)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
  });
});
