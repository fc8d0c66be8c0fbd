import { DEFECTIVE_QUANTITY_MAX, MONEY_MAX } from '@qi/domain/constants';
import { DISPOSITION_MSG } from '@qi/domain/disposition';
import { INCIDENT_MSG, INVESTIGATION_MSG } from '@qi/domain/validation-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentKit } from '../../src/modules/documents/document-test-kit';
import { investigationKit } from '../../src/modules/investigations/investigation-test-kit';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Every number a person types is bounded (whole quantities up to 1,000,000,000; money up to £100,000,000 either
 * way, in pence), and the sums over them cannot overflow, even over rows stored before the bounds.
 */
describe('number bounds', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  let d: ReturnType<typeof documentKit>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
    d = documentKit(t, k);
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>) =>
    t.request('POST', '/v1/incidents', {
      token: k.callers.user.token,
      body: { ...k.form, action: 'submit', ...body },
    });

  it.each([
    [1e308, INCIDENT_MSG.defectiveQuantityTooLarge],
    [Number.MAX_VALUE, INCIDENT_MSG.defectiveQuantityTooLarge],
    [DEFECTIVE_QUANTITY_MAX + 1, INCIDENT_MSG.defectiveQuantityTooLarge],
    [2.5, INCIDENT_MSG.defectiveQuantityWhole],
    [-1, INCIDENT_MSG.defectiveQuantity],
    ['1e308', INCIDENT_MSG.defectiveQuantityTooLarge],
  ])('refuses a defective quantity of %s with 422 and a clear message', async (quantity, message) => {
    const res = await create({ defectiveQuantity: quantity });
    expect(res.status, res.text).toBe(422);
    expect(res.body.message).toBe(message);
    expect(res.body.issues).toContainEqual({ path: 'defectiveQuantity', message });
  });

  it('accepts quantities up to the bound, and keeps them on update', async () => {
    const res = await create({ defectiveQuantity: DEFECTIVE_QUANTITY_MAX });
    expect(res.status, res.text).toBe(201);
    expect(res.body.defectiveQuantity).toBe(DEFECTIVE_QUANTITY_MAX);
    const update = await k.act(k.callers.quality, res.body.id, {
      action: 'update',
      defectiveQuantity: 1e308,
    });
    expect(update.status).toBe(422);
    expect(update.body.message).toBe(INCIDENT_MSG.defectiveQuantityTooLarge);
  });

  it('refuses costs past £100,000,000 or with more than 2 decimals, and a quantity past the bound (422)', async () => {
    const { investigation } = await d.started();
    const cases: [Record<string, unknown>, string][] = [
      [{ costOfLabour: 1e308 }, INVESTIGATION_MSG.costTooLarge],
      [{ costOfMaterial: -1e308 }, INVESTIGATION_MSG.costTooLarge],
      [{ costAdjustment: MONEY_MAX + 0.01 }, INVESTIGATION_MSG.costTooLarge],
      [{ costOfLabour: 0.001 }, INVESTIGATION_MSG.costDecimals],
      [{ defectiveProductQuantity: '1e308' }, INCIDENT_MSG.defectiveQuantityTooLarge],
      [{ defectiveProductQuantity: '2.5' }, INCIDENT_MSG.defectiveQuantityWhole],
    ];
    for (const [body, message] of cases) {
      const res = await k.put(k.callers.quality, investigation.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.issues.map((issue: { message: string }) => issue.message)).toContain(message);
    }
    const ok = await k.put(k.callers.quality, investigation.id, {
      costOfLabour: MONEY_MAX,
      costOfMaterial: MONEY_MAX,
      costAdjustment: -0.01,
      defectiveProductQuantity: String(DEFECTIVE_QUANTITY_MAX),
      incidentJustified: false,
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({
      costOfLabour: MONEY_MAX,
      costOfMaterial: MONEY_MAX,
      costAdjustment: -0.01,
    });
  });

  it('refuses disposition quantities and costs past their bounds (422), and accepts them at the bounds', async () => {
    const incident = await d.acknowledged({ defectiveQuantity: DEFECTIVE_QUANTITY_MAX });
    const propose = (line: Record<string, unknown>) =>
      t.request('PUT', `/v1/incidents/${incident.id}/disposition`, {
        token: k.callers.quality.token,
        body: { lines: [{ decision: 'scrap', quantity: 1, responsible: k.callers.quality.id, ...line }] },
      });
    const cases: [Record<string, unknown>, string][] = [
      [{ quantity: 1e308 }, DISPOSITION_MSG.quantity],
      [{ quantity: DEFECTIVE_QUANTITY_MAX + 1 }, DISPOSITION_MSG.quantity],
      [{ quantity: 2.5 }, DISPOSITION_MSG.quantity],
      [{ cost: 1e308 }, INVESTIGATION_MSG.costTooLarge],
      [{ cost: -MONEY_MAX - 0.01 }, INVESTIGATION_MSG.costTooLarge],
      [{ cost: 0.001 }, INVESTIGATION_MSG.costDecimals],
    ];
    for (const [line, message] of cases) {
      const res = await propose(line);
      expect(res.status, JSON.stringify(line)).toBe(422);
      expect(res.body.issues.map((issue: { message: string }) => issue.message)).toContain(message);
    }
    const ok = await propose({ quantity: DEFECTIVE_QUANTITY_MAX, cost: MONEY_MAX });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.dispositionStatus).toBe('decided');
    expect(ok.body.disposition.lines[0]).toMatchObject({ quantity: DEFECTIVE_QUANTITY_MAX, cost: MONEY_MAX });
  });

  it('adds up bounded values exactly and keeps charts, exports and prints working over older huge values', async () => {
    const series = (body: Record<string, unknown>) =>
      t.request('POST', '/v1/charts/series', {
        token: k.callers.quality.token,
        body: { sortBy: 'groupBy', limit: '', ...body },
      });
    // 20 incidents at the largest quantity add up exactly.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        create({ grnNumber: 'S98765', defectiveQuantity: DEFECTIVE_QUANTITY_MAX }),
      ),
    );
    const bounded = await series({
      groupBy: 'grnNumber',
      value1: 'defectiveQuantity',
      value2: 'defectiveQuantity',
    });
    expect(bounded.status, bounded.text).toBe(200);
    expect(bounded.body.points).toContainEqual({ group: 'S98765', value1: 2e10, value2: 2e10 });

    // Rows stored before the bounds: quantities and costs of 1e308 (two of them overflow a double when added).
    const first = await d.started();
    const second = await d.started();
    for (const { incident, investigation } of [first, second]) {
      await t.db
        .updateTable('incidents')
        .set({ defective_quantity: 1e308, grn_number: 'S11223' })
        .where('id', '=', incident.id)
        .execute();
      await t.db
        .updateTable('investigations')
        .set({ cost_of_labour: 1e308, cost_of_material: 1e308, cost_adjustment: 1e308 })
        .where('id', '=', investigation.id)
        .execute();
    }
    for (const value1 of ['defectiveQuantity', 'costOfLabour', 'costTotal']) {
      const res = await series({ groupBy: 'grnNumber', value1, value2: 'costAdjustment' });
      expect(res.status, `${value1}: ${res.text}`).toBe(200);
      const point = (res.body.points as { group: string; value1: number; value2: number }[]).find(
        (p) => p.group === 'S11223',
      );
      expect(point, value1).toBeDefined();
      expect(Number.isFinite(point?.value1) && Number.isFinite(point?.value2)).toBe(true);
      expect(point?.value1).toBeGreaterThan(0);
    }

    // Disposition lines stored before the bounds: their costs add up past a double in the export's sums.
    for (const position of [0, 1]) {
      await t.db
        .insertInto('disposition_lines')
        .values({
          id: `huge-line-${position}`,
          incident_id: first.incident.id,
          position,
          decision: 'scrap',
          quantity: 1,
          cost: 1e308,
          note: '',
          responsible_id: k.callers.quality.id,
          due_date: null,
          created_at: new Date().toISOString(),
        })
        .execute();
    }

    const csv = await fetch(`${t.baseUrl}/v1/incidents/export.csv`, {
      headers: { authorization: `Bearer ${k.callers.quality.token}` },
    });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).not.toMatch(/Infinity|NaN/);

    const print = await fetch(`${t.baseUrl}/v1/incidents/${first.incident.id}/print.pdf`, {
      headers: { authorization: `Bearer ${k.callers.quality.token}` },
    });
    expect(print.status).toBe(200);
  });
});
