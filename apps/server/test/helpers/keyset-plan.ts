import type { KeysetPart } from '../../src/db/keyset-walk';

/**
 * One part of a hand-written keyset walk over a table with `amount` and `id` (the walk tests):
 * `select … where <condition> [and the cursor] <order>`, with `?` (SQLite) or `$n` (PostgreSQL) placeholders.
 */
export function keysetPart(
  select: string,
  condition: string,
  order: string,
  placeholder: (n: number) => string,
): KeysetPart {
  const where = (cursor: string) => [cursor, condition].filter(Boolean).join(' and ');
  const statement = (cursor: string) => {
    const filter = where(cursor);
    return `${select}${filter ? ` where ${filter}` : ''} ${order}`;
  };
  return {
    first: { sql: statement(''), parameters: [] },
    after: {
      sql: statement(`(amount, id) > (${placeholder(1)}, ${placeholder(2)})`),
      parameters: [0, ''],
      valueAt: 0,
      idAt: 1,
    },
    afterNull: { sql: statement(`id > ${placeholder(1)}`), parameters: [''], idAt: 0 },
  };
}
