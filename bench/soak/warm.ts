import pg from 'pg';

/**
 * PostgreSQL: loads every table and index of the soak's database into shared_buffers (pg_prewarm) before the
 * run, as a server that has been up for a while has them. Skipped with a note when the extension is not
 * installed. SQLite needs nothing: its file was just copied or written, so it is in the OS cache already.
 */
export async function prewarmPostgres(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const available = await client.query(`select 1 from pg_available_extensions where name = 'pg_prewarm'`);
    if (available.rowCount === 0) return 'pg_prewarm is not installed: the run starts with cold buffers';
    await client.query('create extension if not exists pg_prewarm');
    const { rows } = await client.query<{ blocks: string; relations: string; buffers: string }>(`
      select coalesce(sum(pg_prewarm(c.oid)), 0) as blocks, count(*) as relations,
        current_setting('shared_buffers') as buffers
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'i', 'm', 't') and n.nspname not in ('pg_catalog', 'information_schema')`);
    const row = rows[0];
    return `prewarmed ${row?.relations} relations, ${Math.round((Number(row?.blocks) * 8) / 1024)} MB (shared_buffers ${row?.buffers})`;
  } finally {
    await client.end();
  }
}
