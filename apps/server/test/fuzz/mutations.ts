import fc from 'fast-check';
import { type JsonPath, type JsonSchema, pathsOf, schemaAt, valueAt, withValueAt } from './json-schema';
import { NAUGHTY_KEYS } from './naughty-strings';
import { hostileValue, junkValue, validValue } from './schema-arbitraries';

/**
 * Mutations of a VALID example, one field at a time: the rest of the body stays valid, so the request gets
 * past the schema and reaches the handler, the domain rules and the database with one bad value.
 */
export interface Mutation {
  path: JsonPath;
  kind: 'hostile' | 'valid' | 'remove' | 'extra-key' | 'null' | 'junk';
}

function mutationAt(example: unknown, schema: JsonSchema | undefined, path: JsonPath) {
  const fieldSchema = schemaAt(schema, path);
  const current = valueAt(example, path);
  const isObject = current !== null && typeof current === 'object' && !Array.isArray(current);
  const options: fc.WeightedArbitrary<{ kind: Mutation['kind']; value?: unknown }>[] = [
    { weight: 5, arbitrary: hostileValue(fieldSchema).map((value) => ({ kind: 'hostile' as const, value })) },
    { weight: 3, arbitrary: validValue(fieldSchema).map((value) => ({ kind: 'valid' as const, value })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'null' as const, value: null }) },
    { weight: 1, arbitrary: junkValue().map((value) => ({ kind: 'junk' as const, value })) },
  ];
  if (path.length > 0) options.push({ weight: 2, arbitrary: fc.constant({ kind: 'remove' as const }) });
  if (isObject) {
    options.push({
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...NAUGHTY_KEYS), junkValue())
        .map(([key, value]) => ({ kind: 'extra-key' as const, value: { key, value } })),
    });
  }
  return fc.oneof(...options);
}

function apply(example: unknown, path: JsonPath, change: { kind: Mutation['kind']; value?: unknown }) {
  if (change.kind === 'remove') return withValueAt(example, path, undefined, true);
  if (change.kind === 'extra-key') {
    const { key, value } = change.value as { key: string; value: unknown };
    return withValueAt(example, [...path, key], value);
  }
  return withValueAt(example, path, change.value);
}

/** One to three field mutations of `example`; the body and what was changed (for the failure report). */
export function mutatedExample(
  example: unknown,
  schema: JsonSchema | undefined,
): fc.Arbitrary<{ body: unknown; mutations: Mutation[] }> {
  const paths = pathsOf(example);
  const step = fc
    .constantFrom(...paths)
    .chain((path) => mutationAt(example, schema, path).map((change) => ({ path, change })));
  return fc.array(step, { minLength: 1, maxLength: 3 }).map((steps) => {
    let body = example;
    for (const { path, change } of steps) body = apply(body, path, change);
    return { body, mutations: steps.map(({ path, change }) => ({ path, kind: change.kind })) };
  });
}
