import { INVESTIGATION_SECTION_KEYS, REQUIRED_SECTIONS_WHEN_JUSTIFIED } from '@qi/domain/investigation';
import { canCompleteInvestigation } from '@qi/domain/investigation-sign-off';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { investigationKit } from './investigation-test-kit';

type Inv = Record<string, unknown> & {
  id: string;
  completed: boolean;
  incidentJustified: boolean | null;
  relatedIncidents: { id: string; status: string }[];
};

describe('demo investigations (seed)', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  let all: Inv[];
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
    const list = (await k.get(k.callers.quality, '/v1/investigations?rowsPerPage=100')).body;
    all = await Promise.all(
      list.items.map(
        async (item: { id: string }) =>
          (await k.get(k.callers.quality, `/v1/investigations/${item.id}`)).body as Inv,
      ),
    );
  });
  afterAll(() => t.close());

  const signed = (inv: Inv) => INVESTIGATION_SECTION_KEYS.filter((s) => inv[`${s}SignedDate`]);

  it('exist in every state, consistent with the completion rules and their incidents', () => {
    const opened = all.filter((i) => !i.completed);
    const justified = all.filter((i) => i.completed && i.incidentJustified === true);
    const notJustified = all.filter((i) => i.completed && i.incidentJustified === false);
    expect(opened.some((i) => signed(i).length > 0)).toBe(true);
    expect(opened.some((i) => signed(i).length === 0)).toBe(true);
    expect(justified.length).toBeGreaterThan(0);
    expect(notJustified.length).toBeGreaterThan(0);
    for (const inv of justified) {
      for (const section of REQUIRED_SECTIONS_WHEN_JUSTIFIED) expect(inv[`${section}SignedBy`]).toBeTruthy();
      expect(inv.costOfLabour).toEqual(expect.any(Number));
      expect(inv.rootCauseCategory).toBeTruthy();
    }
    for (const inv of all.filter((i) => i.completed)) {
      expect(canCompleteInvestigation(inv as never).ok).toBe(true);
      for (const incident of inv.relatedIncidents) {
        expect(['investigation-completed', 'closed']).toContain(incident.status);
      }
    }
    for (const inv of opened) {
      expect(inv.relatedIncidents.map((i) => i.status)).toEqual(['under-investigation']);
    }
  });

  it('have owners and due dates, so that the demo shows overdue work in My tasks', async () => {
    const opened = all.filter((i) => !i.completed);
    for (const inv of all) {
      const schedule = inv.schedule as Record<string, { owner: string | null; dueDate: string | null }>;
      expect(schedule.containmentAction?.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(schedule.correctiveAction?.owner).toBeTruthy();
    }
    expect(opened.some((i) => (i.overdue as unknown[]).length > 0)).toBe(true);
    const tasks = (await k.get(k.callers.investigator, '/v1/my-tasks')).body.items as {
      daysOverdue: number;
    }[];
    expect(tasks.some((task) => task.daysOverdue > 0)).toBe(true);
  });

  it('each has its history, and an opened one can be edited and completed', async () => {
    const inv = all.find((i) => !i.completed)!;
    const history = (await k.get(k.callers.user, `/v1/investigations/${inv.id}/history`)).body;
    expect(history[0].action).toBe('create');
    const incidentId = inv.relatedIncidents[0]!.id;
    const res = await k.put(k.callers.quality, inv.id, {
      incidentJustified: false,
      defectiveProductQuantity: '1',
      signedOff: { containmentAction: false, rootCause: false, correctiveAction: false },
      completed: true,
    });
    expect(res.status).toBe(200);
    expect(await k.incidentStatus(incidentId)).toBe('investigation-completed');
  });
});
