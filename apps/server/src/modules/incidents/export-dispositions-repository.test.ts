import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPlan } from '../../../test/helpers/query-plan';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { dispositionSums, dispositionSumsQuery } from './export-dispositions-repository';
import { insertIncidentRows } from './incident-repository';
import { incidentRecord } from './incident-test-kit';

describe("export: a batch's disposition sums in one statement", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    const userId = (await t.login('quality')).user.user_id;
    await insertIncidentRows(
      t.db,
      ['zqsum-a', 'zqsum-b', 'zqsum-c'].map((id) =>
        incidentRecord({ id, reportedBy: userId, defectiveQuantity: 20, description: id }),
      ),
    );
    const lines = [
      { incident: 'zqsum-a', decision: 'scrap', quantity: 3, cost: 0.1 },
      { incident: 'zqsum-a', decision: 'scrap', quantity: 4, cost: 0.2 },
      { incident: 'zqsum-a', decision: 'use-as-is', quantity: 5, cost: null },
      { incident: 'zqsum-a', decision: 'return-to-supplier', quantity: 8, cost: -1.5 },
      { incident: 'zqsum-b', decision: 'rework', quantity: 20, cost: null },
    ];
    for (const [position, line] of lines.entries()) {
      await t.db
        .insertInto('disposition_lines')
        .values({
          id: `zqsum-line-${position}`,
          incident_id: line.incident,
          position,
          decision: line.decision,
          quantity: line.quantity,
          cost: line.cost,
          note: '',
          responsible_id: userId,
          due_date: null,
          created_at: new Date().toISOString(),
        })
        .execute();
    }
  });
  afterAll(() => t.close());

  it('sums quantities per decision and costs in pence per incident; incidents without lines are absent', async () => {
    const sums = await dispositionSums(t.db, ['zqsum-a', 'zqsum-b', 'zqsum-c', 'zqsum-none']);
    expect([...sums.keys()].sort()).toEqual(['zqsum-a', 'zqsum-b']);
    expect(sums.get('zqsum-a')).toStrictEqual({
      quantities: { 'use-as-is': 5, rework: 0, repair: 0, scrap: 7, 'return-to-supplier': 8, other: 0 },
      cost: -1.2,
    });
    expect(sums.get('zqsum-b')).toStrictEqual({
      quantities: { 'use-as-is': 0, rework: 20, repair: 0, scrap: 0, 'return-to-supplier': 0, other: 0 },
      cost: null,
    });
    expect((await dispositionSums(t.db, [])).size).toBe(0);
  });

  it('reads the lines through their incident index (one lookup per incident of the batch)', async () => {
    const ids = Array.from({ length: 500 }, (_, i) => `zqsum-${i}`);
    const plan = await queryPlan(t.db, t.app.appContext.dbKind, dispositionSumsQuery(t.db, ids).compile());
    expect(plan).toMatch(/disposition_lines_incident_idx/);
    if (t.app.appContext.dbKind === 'sqlite') expect(plan).not.toMatch(/SCAN disposition_lines\b(?! USING)/);
  });
});
