import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    schemaPrefix: string;
  }
}

/**
 * PostgreSQL runs give each test file its own schema, named with this run's prefix. The schemas are dropped
 * here, once every file has finished, and not by each file: Kysely's migrator introspects every schema of the
 * database, and a schema dropped by another file in the middle of that introspection makes it fail
 * ("schema … does not exist").
 */
export default async function setup(project: TestProject) {
  const prefix = `test_${randomBytes(4).toString('hex')}_`;
  project.provide('schemaPrefix', prefix);
  if (process.env.TEST_DATABASE !== 'postgres' || !process.env.DATABASE_URL) return;
  const url = process.env.DATABASE_URL;
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ nspname: string }>(
        'select nspname from pg_namespace where starts_with(nspname, $1)',
        [prefix],
      );
      for (const { nspname } of rows) await client.query(`drop schema "${nspname}" cascade`);
    } finally {
      await client.end();
    }
  };
}
