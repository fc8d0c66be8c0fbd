import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { usingPostgres } from '../../../test/helpers/test-database';
import { INCIDENT_AUTOVACUUM } from './110-incident-autovacuum';

/** PostgreSQL only: SQLite has no autovacuum (migration 110 does nothing there). */
describe.runIf(usingPostgres())('migration 110: autovacuum thresholds of incidents (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets the table-level thresholds that autovacuum reads', async () => {
    const { rows } = await sql<{ options: string[] | null }>`select reloptions as options from pg_class
      where oid = 'incidents'::regclass`.execute(t.db);
    const expected = Object.entries(INCIDENT_AUTOVACUUM).map(([name, value]) => `${name}=${value}`);
    expect([...(rows[0]?.options ?? [])].sort()).toEqual(expected.sort());
  });
});
