import type { z } from 'zod';

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def: Def } })?._zod?.def;

/**
 * Whether a request body schema would accept a key it does not know and silently drop it. The rule of the API
 * (docs/api.md): a body's own keys are checked, an unknown one is 422 naming it. Objects nested in a body are
 * records the client read and sends back (a location, an attachment) and are not held to it.
 */
export function dropsUnknownKeys(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (!def) return false;
  switch (def.type) {
    case 'object':
      return defOf(def.catchall)?.type !== 'never';
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return dropsUnknownKeys(def.innerType as z.ZodType);
    case 'lazy':
      return dropsUnknownKeys((def.getter as () => z.ZodType)());
    case 'pipe': {
      // z.preprocess(fn, schema) is a pipe from a transform into the schema; .transform() the other way.
      const input = defOf(def.in);
      return dropsUnknownKeys((input?.type === 'transform' ? def.out : def.in) as z.ZodType);
    }
    case 'union':
      return (def.options as z.ZodType[]).some(dropsUnknownKeys);
    case 'intersection':
      return dropsUnknownKeys(def.left as z.ZodType) || dropsUnknownKeys(def.right as z.ZodType);
    default:
      return false;
  }
}
