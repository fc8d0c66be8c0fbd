/**
 * The part of JSON Schema (OpenAPI 3.0 flavour) that the server's OpenAPI document uses, and how to walk it.
 */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export type JsonPath = (string | number)[];

/** The schema of the value at `path` inside a value of `schema` (undefined when the schema does not say). */
export function schemaAt(schema: JsonSchema | undefined, path: JsonPath): JsonSchema | undefined {
  let current = schema;
  for (const step of path) {
    if (!current) return undefined;
    if (current.anyOf)
      current = current.anyOf.find((s) => s.type === (typeof step === 'number' ? 'array' : 'object'));
    if (!current) return undefined;
    current = typeof step === 'number' ? current.items : current.properties?.[step];
  }
  return current;
}

/** Every path inside a JSON value (the root included), breadth first, at most `limit` of them. */
export function pathsOf(value: unknown, limit = 300): JsonPath[] {
  const paths: JsonPath[] = [];
  const queue: { path: JsonPath; value: unknown }[] = [{ path: [], value }];
  while (queue.length > 0 && paths.length < limit) {
    const next = queue.shift()!;
    paths.push(next.path);
    if (Array.isArray(next.value)) {
      next.value.forEach((item, index) => {
        queue.push({ path: [...next.path, index], value: item });
      });
    } else if (next.value !== null && typeof next.value === 'object') {
      for (const [key, item] of Object.entries(next.value))
        queue.push({ path: [...next.path, key], value: item });
    }
  }
  return paths;
}

/** A deep copy of a JSON value with the value at `path` replaced (or removed when `remove` is set). */
export function withValueAt(root: unknown, path: JsonPath, value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root);
  // An earlier mutation may have replaced a parent by a primitive: then there is nothing to change.
  if (copy === null || typeof copy !== 'object') return copy;
  let parent = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) {
    const child = parent[step];
    if (child === null || typeof child !== 'object') return copy;
    parent = child as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (remove) {
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else delete parent[last];
  } else {
    // defineProperty, not assignment: a key such as "__proto__" must become a plain own property.
    Object.defineProperty(parent, last, { value, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

export function valueAt(root: unknown, path: JsonPath): unknown {
  let current = root;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}
