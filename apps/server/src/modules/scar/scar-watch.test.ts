import type { TSignal } from '@qi/domain/signal-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type ScarKit, scarKit } from './scar-test-kit';

describe('the watch rule a closed request leaves on its supplier and part', () => {
  let t: TestApp;
  let s: ScarKit;

  beforeAll(async () => {
    t = await startTestApp();
    s = await scarKit(t);
  });
  afterAll(() => t.close());

  it('signals on that supplier and part number only', async () => {
    const setup = await s.supplierWithIncidents(1);
    const other = await s.supplierWithIncidents(0);
    const scar = await s.raise(setup, { form: 'short' });
    const session = await s.signIn(setup.contactEmail);
    expect((await s.submit(session, 'd3')).status).toBe(200);
    expect((await s.submit(session, 'd5d6')).status).toBe(200);
    expect((await s.review(scar.id, 'd3', 'accept')).status).toBe(200);
    expect((await s.review(scar.id, 'd5d6', 'accept')).status).toBe(200);
    const quality = s.k.callers.quality.token;
    const rules = (await t.request('GET', '/v1/signal-rules', { token: quality })).body as {
      id: string;
      watchKey: string;
    }[];
    const watch = rules.find((r) => r.watchKey === `${setup.supplierId}|${s.k.form.partNumber}`);
    expect(watch).toBeDefined();
    const signals = async () =>
      (
        (await t.request('GET', '/v1/signals?rowsPerPage=100', { token: quality })).body.items as TSignal[]
      ).filter((x) => x.rule.id === watch?.id);
    await s.k.create(s.k.callers.user, 'submit', { supplierId: other.supplierId });
    await s.k.create(s.k.callers.user, 'submit', { supplierId: other.supplierId });
    expect(await signals()).toEqual([]);
    const again = await s.k.create(s.k.callers.user, 'submit', { supplierId: setup.supplierId });
    const raised = await signals();
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ groupKey: `${setup.supplierId}|${s.k.form.partNumber}`, observed: 2 });
    expect(raised[0]?.incidents.map((i) => i.id)).toContain(again.id);
  });
});
