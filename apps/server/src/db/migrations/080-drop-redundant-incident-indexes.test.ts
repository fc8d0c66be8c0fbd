import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { REDUNDANT } from './080-drop-redundant-incident-indexes';

/** The incident indexes and their columns in order, as the database has them. */
async function incidentIndexes(t: TestApp): Promise<Map<string, string[]>> {
  if (t.app.appContext.dbKind === 'sqlite') {
    const { rows } = await sql<{ index_name: string; column_name: string }>`
      select il.name as index_name, ii.name as column_name
      from pragma_index_list('incidents') il, pragma_index_info(il.name) ii
      order by il.name, ii.seqno`.execute(t.db);
    const indexes = new Map<string, string[]>();
    for (const row of rows)
      indexes.set(row.index_name, [...(indexes.get(row.index_name) ?? []), row.column_name]);
    return indexes;
  }
  const { rows } = await sql<{ index_name: string; columns: string[] }>`
    select i.relname as index_name,
      array(select a.attname::text from unnest(x.indkey) with ordinality k(attnum, n)
        join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum order by k.n) as columns
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    join pg_namespace ns on ns.oid = t.relnamespace
    where t.relname = 'incidents' and ns.nspname = current_schema()`.execute(t.db);
  return new Map(rows.map((row) => [row.index_name, row.columns]));
}

describe('migration 080: redundant incident indexes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('drops each index whose columns lead a wider index, and that index is there', async () => {
    const indexes = await incidentIndexes(t);
    for (const { name, columns, coveredBy } of REDUNDANT) {
      expect(indexes.has(name), name).toBe(false);
      const wider = indexes.get(coveredBy);
      expect(wider?.slice(0, columns.length), coveredBy).toEqual(columns);
      expect(wider?.length ?? 0).toBeGreaterThan(columns.length);
    }
  });
});
