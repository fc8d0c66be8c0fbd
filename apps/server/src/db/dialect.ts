import { type RawBuilder, sql } from 'kysely';
import type { Db } from './database';

// Where SQLite and PostgreSQL differ, feature code asks here instead of testing the database kind itself.

type Kind = 'sqlite' | 'postgres';

/**
 * Whether reads meant to be changed take row locks (SELECT … FOR UPDATE): on PostgreSQL, where writers run side
 * by side; SQLite's single writer (BEGIN IMMEDIATE) already serialises the transaction.
 */
export const locksRows = (kind: Kind): boolean => kind === 'postgres';

/**
 * Serialises the transactions that take the same key until they end: a PostgreSQL advisory lock; nothing on
 * SQLite, whose single writer already does.
 */
export async function lockKeyForTransaction(trx: Db, kind: Kind, key: string): Promise<void> {
  if (kind !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** Elapsed days from one instant to another, with the fraction; null when either is null. */
export function elapsedDays(
  kind: Kind,
  from: RawBuilder<unknown>,
  to: RawBuilder<unknown>,
): RawBuilder<number> {
  return kind === 'postgres'
    ? sql<number>`(extract(epoch from (${to} - ${from})) / 86400.0)`
    : sql<number>`(julianday(${to}) - julianday(${from}))`;
}

/** An ISO timestamp parameter as the database compares it with a timestamp column. */
export const timestampValue = (kind: Kind, iso: string): RawBuilder<string> =>
  kind === 'postgres' ? sql`cast(${iso} as timestamptz)` : sql`${iso}`;

/** 'YYYY-MM' of a timestamp column in UTC (SQLite stores ISO text). */
export const monthOfTimestamp = (kind: Kind, ref: RawBuilder<unknown>): RawBuilder<string> =>
  kind === 'postgres'
    ? sql<string>`to_char(${ref} at time zone 'UTC', 'YYYY-MM')`
    : sql<string>`substr(${ref}, 1, 7)`;
