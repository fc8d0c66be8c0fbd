import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../../test/helpers/temp-dirs';
import { loadConfig } from '../config';
import { openDatabase } from './database';
import { AUTOCHECKPOINT_PAGES } from './sqlite-checkpointer';

const tempDir = useTempDirs();

describe('SQLite WAL checkpoints on their own thread', () => {
  it('copy committed pages into the database file without a COMMIT doing it', async () => {
    const dir = tempDir('qi-checkpoint-');
    const { database } = loadConfig({ DATA_DIR: dir });
    const handle = openDatabase(database);
    try {
      const setting = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(handle.db);
      expect(setting.rows[0]?.wal_autocheckpoint).toBe(AUTOCHECKPOINT_PAGES);
      await sql`create table blobs (id integer primary key, body blob not null)`.execute(handle.db);
      const file = path.join(dir, 'app.db');
      const before = fs.statSync(file).size;
      // ~4 MB in 1,000 pages: far below the connection's own checkpoint threshold (10,000 pages).
      for (let i = 0; i < 50; i++) {
        await handle.db.transaction().execute(async (trx) => {
          for (let j = 0; j < 20; j++)
            await sql`insert into blobs (body) values (randomblob(4000))`.execute(trx);
        });
      }
      const deadline = Date.now() + 5000;
      while (fs.statSync(file).size - before < 4_000_000 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(fs.statSync(file).size - before).toBeGreaterThanOrEqual(4_000_000);
      const rows = await sql<{ n: number }>`select count(*) as n from blobs`.execute(handle.db);
      expect(rows.rows[0]?.n).toBe(1000);
    } finally {
      await handle.close();
    }
  });
});
