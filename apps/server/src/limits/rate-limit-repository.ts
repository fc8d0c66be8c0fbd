import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database';
import { fromDbNumber } from '../db/values';

/** A bucket as one statement left it; times are epoch milliseconds. */
export interface BucketRow {
  tat: number;
  pending: number;
  admitted: boolean;
}

const ms = (value: number): RawBuilder<number> => sql<number>`cast(${value} as double precision)`;
const stored = sql.ref<number>('rate_limits.tat');

function toRow(row: { tat: unknown; pending: unknown; admitted: unknown }): BucketRow {
  return {
    tat: fromDbNumber(row.tat),
    pending: fromDbNumber(row.pending),
    admitted: fromDbNumber(row.admitted) === 1,
  };
}

/**
 * Takes `cost` (ms of the bucket's capacity) from the bucket `key` when it fits under `capacity` ms, in one
 * statement: parallel callers on any instance each see the row the other left, so no two can share the last
 * room. A try that does not fit changes nothing (refused tries never lengthen a lockout). `reserve` also counts
 * the try as pending until it is settled.
 */
export async function takeFromBucket(
  db: Db,
  input: { key: string; now: number; cost: number; capacity: number; reserve: boolean },
): Promise<BucketRow> {
  const { key, now, cost, capacity } = input;
  const start = sql<number>`(case when ${stored} > ${ms(now)} then ${stored} else ${ms(now)} end)`;
  const fits = sql<boolean>`${start} + ${ms(cost)} - ${ms(now)} <= ${ms(capacity)}`;
  const pendingStep = input.reserve ? 1 : 0;
  const row = await db
    .insertInto('rate_limits')
    .values({
      key,
      tat: now + cost,
      pending: cost <= capacity ? pendingStep : 0,
      admitted: cost <= capacity ? 1 : 0,
    })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        tat: sql<number>`case when ${fits} then ${start} + ${ms(cost)} else ${stored} end`,
        pending: sql<number>`case when ${fits} then rate_limits.pending + ${pendingStep} else rate_limits.pending end`,
        admitted: sql<number>`case when ${fits} then 1 else 0 end`,
      }),
    )
    .returning(['tat', 'pending', 'admitted'])
    .executeTakeFirstOrThrow();
  return toRow(row);
}

/** Gives `cost` back to the bucket (a try that turned out not to count); settles a pending try when asked. */
export async function giveBackToBucket(
  db: Db,
  input: { key: string; cost: number; settle: boolean },
): Promise<BucketRow | undefined> {
  const row = await db
    .updateTable('rate_limits')
    .set({
      tat: sql<number>`rate_limits.tat - ${ms(input.cost)}`,
      pending: input.settle
        ? sql<number>`case when rate_limits.pending > 0 then rate_limits.pending - 1 else 0 end`
        : sql<number>`rate_limits.pending`,
      admitted: 1,
    })
    .where('key', '=', input.key)
    .returning(['tat', 'pending', 'admitted'])
    .executeTakeFirst();
  return row && toRow(row);
}

/** A reserved try was checked and counts (a failure): it is no longer pending. */
export async function settleInBucket(db: Db, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ pending: sql<number>`rate_limits.pending - 1` })
    .where('key', '=', key)
    .where('pending', '>', 0)
    .execute();
}

/** Sets the bucket outright (the library's `block` and `set`). */
export async function setBucket(db: Db, key: string, tat: number): Promise<BucketRow> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, tat, pending: 0, admitted: 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet({ tat, admitted: 1 }))
    .returning(['tat', 'pending', 'admitted'])
    .executeTakeFirstOrThrow();
  return toRow(row);
}

export async function readBucket(db: Db, key: string): Promise<BucketRow | undefined> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['tat', 'pending', 'admitted'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row && toRow(row);
}

export async function deleteBucket(db: Db, key: string): Promise<boolean> {
  const result = await db.deleteFrom('rate_limits').where('key', '=', key).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Buckets full again long ago hold nothing a limit needs (no limit is longer than an hour). */
export async function deleteBucketsFullBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('tat', '<', before).execute();
}

/** Forgets every bucket whose key starts with `prefix` (an account's per-address buckets, after a reset). */
export async function deleteBucketsWithPrefix(db: Db, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db.deleteFrom('rate_limits').where(sql<boolean>`"key" like ${pattern} escape '\\'`).execute();
}
