import { sql } from 'kysely';

/** A read that keeps SQLite busy for a while: counts to `n` in a recursive CTE (no table needed). */
export const slowCount = (n: number) =>
  sql<{ n: number }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < ${n})
    select count(*) as n from c`;
