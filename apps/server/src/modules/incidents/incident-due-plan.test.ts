import { overdueOnlyFilter } from '@qi/domain/incident-columns';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPlan } from '../../../test/helpers/query-plan';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { listCondition } from './incident-list-repository';
import { listQuery } from './incident-test-kit';

/**
 * "Overdue only" reads the investigations' due-date index (migration 220) and then the incidents of those
 * investigations through their investigation index, instead of testing every incident.
 */
describe('the overdue-only filter of the incident list uses indexes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('counts the overdue incidents through the due-date and investigation indexes', async () => {
    const kind = t.app.appContext.dbKind;
    const query = listQuery({ filters: [overdueOnlyFilter()] });
    const where = listCondition(kind, query, { id: 'someone', role: 'quality', today: '2026-03-10' });
    const compiled = t.db
      .selectFrom('incidents')
      .select(sql`count(*)`.as('total'))
      .where(where as never)
      .compile();
    const text = await queryPlan(t.db, kind, compiled);
    expect(text, text).toMatch(/investigations_open_due_date_idx/);
    if (kind === 'sqlite') {
      expect(text, text).toMatch(/incidents USING (COVERING )?INDEX incidents_\w*investigation\w*_idx/);
      expect(text, text).not.toMatch(/SCAN incidents\b/);
    } else {
      expect(text, text).not.toMatch(/Seq Scan on incidents/);
    }
  });
});
