import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';

/** The statement kind and the tables it names, e.g. `InsertQueryNode auth_codes users`. */
function describeStatement(node: RootOperationNode): string {
  const tables = new Set<string>();
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record.kind === 'TableNode') {
      const table = record.table as { identifier?: { name?: string } };
      if (table.identifier?.name) tables.add(table.identifier.name);
    }
    for (const child of Object.values(record)) walk(child);
  };
  walk(node);
  return [node.kind, ...[...tables].sort()].join(' ');
}

/**
 * Whether an email belongs to someone must not show in how long the answer takes: both answers come from the
 * same database statements (which store nothing for an unknown address), not from different paths.
 */
describe('forgot password does the same work for known and unknown addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No background jobs: their statements share the app's database handle and would land between the request's.
    t = await startTestApp({ env: { BACKGROUND_JOBS: 'false' } });
  });
  afterAll(() => t.close());

  /** Statements that are not the request's: the random housekeeping of old rate-limit counters. */
  const BACKGROUND = /^DeleteQueryNode rate_limits$/;

  /** The statements one forgot-password request runs. */
  async function statementsFor(email: string) {
    const statements: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node }) => {
        statements.push(describeStatement(node));
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const ctx = t.app.appContext;
    const db = ctx.db;
    ctx.db = db.withPlugin(recorder);
    try {
      const res = await t.request('POST', '/v1/auth/forgot-password', { body: { email } });
      expect(res.status).toBe(200);
      return { body: res.body, statements: statements.filter((s) => !BACKGROUND.test(s)) };
    } finally {
      ctx.db = db;
    }
  }

  it('runs the same statements and answers alike; only the known address gets an email', async () => {
    const person = await t.buildUser({ email: 'known.person@example.com' });
    const known = await statementsFor(person.email);
    const unknown = await statementsFor('known.persen@example.com');
    expect(known.statements.length).toBeGreaterThan(3);
    expect(unknown.statements).toEqual(known.statements);
    expect(unknown.body).toEqual(known.body);
    expect(await t.emailsTo(person.email)).toHaveLength(1);
    expect(await t.emailsTo('known.persen@example.com')).toHaveLength(0);
  });
});
