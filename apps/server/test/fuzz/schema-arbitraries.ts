import fc from 'fast-check';
import { atBounds, markdownArb, pastBounds } from './extreme-values';
import type { JsonSchema } from './json-schema';
import { NAUGHTY_KEYS, NAUGHTY_NUMBERS, NAUGHTY_STRINGS } from './naughty-strings';

/**
 * Values derived from a JSON schema: `validValue` conforms (give or take a pattern or a cross-field rule the
 * schema cannot say), `hostileValue` breaks it in the ways real clients and attackers do.
 */

/** 100k characters: far past every maxLength of the API, well under the 1 MB body limit. */
export const HUGE_STRING_LENGTH = 100_000;

const SAFE_MIN = Number.MIN_SAFE_INTEGER;
const SAFE_MAX = Number.MAX_SAFE_INTEGER;

/** Passwords the API's password rule accepts (the rule's lookaheads are beyond fc.stringMatching). */
const VALID_PASSWORDS = ['Fuzzing123!', 'Abcdefg1', 'zz9@zz9@zz9@', 'Passw0rd!2', '12345678a'];

/**
 * Characters that change length, direction or rendering: combining marks, zero-width and direction controls,
 * astral emoji, lone surrogates. (NUL is in the naughty strings: here it would be in nearly every string, and
 * the server refuses it before anything else.)
 */
const TRICKY_CHARS = fc.constantFrom(
  'a',
  'é',
  'e\u0301',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u200d',
  '\u202e',
  '\u2028',
  '\ufeff',
  '\ufffd',
  '\ud83d\ude00',
  '\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67',
  '\ud800',
  '\udfff',
  '\u0644',
  '\u4e2d',
  'ß',
  'İ',
  '%',
  "'",
  '"',
  '\\',
  '<',
  '\n',
);

/**
 * Any UTF-16 code unit, lone surrogates included. (fast-check's 'binary' unit builds a million-entry table
 * the first time it shrinks or replays a value: a second of CPU per run.)
 */
export const ANY_UTF16_UNIT = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

function naughtyWithin(min: number, max: number): string[] {
  return NAUGHTY_STRINGS.filter((s) => s.length >= min && s.length <= max);
}

/** A string limit from which a field is a text a document may print (descriptions, reasons, sections). */
const LONG_TEXT = 1000;

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) return fc.constantFrom(...VALID_PASSWORDS);
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 500;
  const short = Math.min(max, Math.max(min, 40));
  const options: fc.Arbitrary<string>[] = [
    fc.string({ minLength: min, maxLength: short }),
    fc.string({ unit: TRICKY_CHARS, minLength: min, maxLength: short }),
    fc.string({ unit: ANY_UTF16_UNIT, minLength: min, maxLength: short }),
    // Exactly at the limit: the longest value the schema allows must be stored whole.
    fc.constant('x'.repeat(max)),
  ];
  const naughty = naughtyWithin(min, max);
  if (naughty.length > 0) options.push(fc.constantFrom(...naughty));
  // Texts that hold a description: long unbroken words and deeply nested markdown, up to the limit.
  if (max >= LONG_TEXT && min === 0) options.push(markdownArb(max));
  return fc.oneof(...options);
}

function numberArb(schema: JsonSchema): fc.Arbitrary<number> {
  const integer = schema.type === 'integer';
  const min = Math.max(schema.minimum ?? SAFE_MIN, SAFE_MIN);
  const max = Math.min(schema.maximum ?? SAFE_MAX, SAFE_MAX);
  const edges = NAUGHTY_NUMBERS.filter((n) => n >= min && n <= max && (!integer || Number.isInteger(n)));
  const base = integer
    ? fc.integer({ min, max })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // At and just inside every bound (money has pence: 0.01 is the smallest step the API tells apart).
  const bounds = fc.constantFrom(...atBounds(min, max, integer ? 1 : 0.01));
  const options = [base, bounds];
  if (edges.length > 0) options.push(fc.constantFrom(...edges));
  // Amounts in pence, as money is typed: most doubles have more decimals than the API takes.
  if (!integer && Math.abs(min) <= 1e12 && Math.abs(max) <= 1e12) {
    options.push(fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((p) => p / 100));
  }
  return fc.oneof(...options);
}

export function validValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.anyOf && schema.anyOf.length > 0) {
    const options = fc.oneof(...schema.anyOf.map((s) => validValue(s, depth)));
    return schema.nullable ? fc.option(options, { nil: null }) : options;
  }
  const base = ((): fc.Arbitrary<unknown> => {
    switch (schema.type) {
      case 'string':
        return stringArb(schema);
      case 'number':
      case 'integer':
        return numberArb(schema);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const maxLength = Math.min(schema.maxItems ?? 5, depth > 2 ? 1 : 3);
        return fc.array(validValue(schema.items, depth + 1), {
          minLength: Math.min(schema.minItems ?? 0, maxLength),
          maxLength,
        });
      }
      case 'object': {
        const properties = schema.properties ?? {};
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, child] of Object.entries(properties)) model[key] = validValue(child, depth + 1);
        return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.option(base, { nil: null, freq: 6 }) : base;
}

/** JSON values of every shape, including the nasty keys. */
export function junkValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom(...NAUGHTY_STRINGS),
    fc.constantFrom(...NAUGHTY_NUMBERS),
    fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[]], [{}]),
    fc.dictionary(fc.constantFrom(...NAUGHTY_KEYS), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  );
}

/** Nested 200 levels deep: parsers and validators must not recurse into a crash. */
function deeplyNested(): fc.Arbitrary<unknown> {
  return fc.constantFrom('array', 'object').map((kind) => {
    let value: unknown = 1;
    for (let i = 0; i < 200; i++) value = kind === 'array' ? [value] : { a: value };
    return value;
  });
}

function hostileString(schema: JsonSchema): fc.Arbitrary<unknown> {
  const max = schema.maxLength ?? 500;
  const options: fc.Arbitrary<unknown>[] = [
    fc.constantFrom('x'.repeat(max + 1), 'é'.repeat(max + 1), '\ud83d\ude00'.repeat(max)),
    // Pathological markdown one character past the limit (refused) or at it (accepted, then printed).
    markdownArb(max + 1),
    fc.constant('a'.repeat(HUGE_STRING_LENGTH)),
    fc.constantFrom(...NAUGHTY_STRINGS),
    fc.constantFrom(0, 1, -1, 1e300, true, false, null, [], {}, ['a'], { id: 'a' }),
  ];
  if (schema.minLength && schema.minLength > 0) options.push(fc.constant('x'.repeat(schema.minLength - 1)));
  if (schema.enum) {
    const values = schema.enum.map(String);
    options.push(
      fc.constantFrom(
        ...values.flatMap((v) => [v.toUpperCase(), ` ${v}`, `${v}\u0000`, `${v}s`, v.slice(0, -1)]),
      ),
    );
  }
  return fc.oneof(...options);
}

function hostileNumber(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(...NAUGHTY_NUMBERS),
    fc.constantFrom(
      '1',
      '0',
      '-1',
      'NaN',
      'Infinity',
      '1e400',
      '',
      ' 1',
      '1 ',
      '0x10',
      true,
      false,
      [],
      {},
      [1],
    ),
  ];
  if (schema.minimum !== undefined) options.push(fc.constantFrom(schema.minimum - 1, schema.minimum - 0.5));
  if (schema.maximum !== undefined) options.push(fc.constantFrom(schema.maximum + 1, schema.maximum + 0.5));
  // Past every bound, and the numbers whose sums overflow.
  options.push(
    fc.constantFrom(...pastBounds(schema.minimum, schema.maximum, schema.type === 'integer' ? 1 : 0.01)),
  );
  if (schema.type === 'integer') options.push(fc.constantFrom(0.5, 1.0000001, -0.1, 2 ** 53 + 0.5));
  return fc.oneof(...options);
}

function hostileObject(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const options: fc.Arbitrary<unknown>[] = [
    fc.constantFrom<unknown>([], 'object', 0, true, [{}]),
    // Every property of the wrong kind, all at once.
    fc.record(Object.fromEntries(keys.map((k) => [k, junkValue()]))),
    // Required fields missing.
    fc.subarray(keys).map((kept) => Object.fromEntries(kept.map((k) => [k, null]))),
    // Unknown keys on top of valid ones.
    fc
      .tuple(
        validValue(schema, depth + 1),
        fc.dictionary(fc.constantFrom(...NAUGHTY_KEYS), junkValue(), { minKeys: 1, maxKeys: 3 }),
      )
      .map(([valid, extra]) => ({ ...(valid as object), ...extra })),
    deeplyNested(),
  ];
  return fc.oneof(...options);
}

function hostileArray(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const max = schema.maxItems ?? 100;
  const options: fc.Arbitrary<unknown>[] = [
    fc.constantFrom<unknown>({}, 'array', 0, null, { length: 1, 0: 'a' }),
    fc.array(junkValue(), { minLength: 1, maxLength: 4 }),
    // One item past the limit (the items themselves junk or valid).
    fc.constantFrom(null, 'a', 1).map((item) => Array.from({ length: max + 1 }, () => item)),
    fc
      .array(validValue(schema.items, depth + 1), { minLength: 1, maxLength: 2 })
      .map((items) => [...items, ...items]),
    deeplyNested(),
  ];
  return fc.oneof(...options);
}

/** A value that `schema` refuses (mostly: a naughty string is a valid string too, which is also worth sending). */
export function hostileValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return junkValue();
  const typed = schema.anyOf?.[0] ?? schema;
  switch (typed.type) {
    case 'string':
      return hostileString(typed);
    case 'number':
    case 'integer':
      return hostileNumber(typed);
    case 'boolean':
      return fc.constantFrom('true', 'false', 1, 0, 'yes', '', [], {}, [true]);
    case 'object':
      return hostileObject(typed, depth);
    case 'array':
      return hostileArray(typed, depth);
    default:
      return junkValue();
  }
}
