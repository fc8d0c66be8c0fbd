/**
 * SQLite and PostgreSQL return booleans, timestamps and numbers differently. Repositories read and
 * write through these helpers so that nothing above them sees the difference.
 */

/** Booleans are written as 1/0: SQLite stores integers, PostgreSQL casts '1'/'0' into its boolean column. */
export function toDbBool(value: boolean): number {
  return value ? 1 : 0;
}

export function fromDbBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't' || value === 'true';
}

export function fromDbNullableBool(value: unknown): boolean | null {
  return value === null || value === undefined ? null : fromDbBool(value);
}

/** What `Date.prototype.toISOString` writes (and so what SQLite stores): returned as it is, unparsed. */
const CANONICAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Timestamps are written as ISO strings; PostgreSQL returns Date objects, SQLite the stored text. */
export function fromDbTimestamp(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return CANONICAL_ISO.test(value) ? value : new Date(value).toISOString();
  throw new Error('Unexpected timestamp value from the database');
}

export function fromDbNullableTimestamp(value: unknown): string | null {
  return value === null || value === undefined ? null : fromDbTimestamp(value);
}

/** PostgreSQL returns numeric and bigint (and count) as strings. */
export function fromDbNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

export function fromDbNullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : fromDbNumber(value);
}

export function fromDbJson<T>(value: unknown, fallback: T): T {
  if (typeof value !== 'string' || value === '') return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** Escapes LIKE wildcards; use with `escape '\'`. */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
