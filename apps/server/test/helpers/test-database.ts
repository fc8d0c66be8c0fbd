import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export function usingPostgres(): boolean {
  return process.env.TEST_DATABASE === 'postgres';
}

/**
 * The env of a fresh PostgreSQL schema for one test file. The schema is dropped by the global teardown
 * (postgres-global-setup.ts) once every file has finished, never while other files run.
 */
export async function createTestSchema(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL (postgres://…)');
  const schema = `${inject('schemaPrefix')}${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  return {
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    drop: async () => {},
  };
}
