import type { Severity } from '@qi/domain/severity';
import { SIGNATURE_MSG } from '@qi/domain/signatures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { fetchPdf, pdfPages } from '../documents/pdf-test-tools';
import type { Caller } from '../incidents/incident-test-kit';
import { signatureKit } from '../signatures/signature-test-kit';

/** Where dispositions meet rejection, severity changes, My tasks, the tag and re-planning (docs/product.md §3, §4). */
describe('dispositions across the workflow', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof signatureKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await signatureKit(t);
  });
  afterAll(() => t.close());

  const quality = () => k.callers.quality;
  const propose = (id: string, lines: unknown[], extra: Record<string, unknown> = {}) =>
    t.request('PUT', `/v1/incidents/${id}/disposition`, {
      token: quality().token,
      body: { lines, ...extra },
    });
  const approve = (caller: Caller, id: string, body: Record<string, unknown> = {}) =>
    t.request('POST', `/v1/incidents/${id}/disposition/approve`, { token: caller.token, body });
  const markDone = (caller: Caller, id: string, lineId: string, done = true) =>
    t.request('PUT', `/v1/incidents/${id}/disposition/lines/${lineId}/done`, {
      token: caller.token,
      body: { done },
    });
  const incident = async (id: string) => (await k.get(quality(), `/v1/incidents/${id}`)).body;
  const history = async (kind: 'incidents' | 'investigations', id: string) =>
    (await k.get(quality(), `/v1/${kind}/${id}/history`)).body as {
      action: string;
      reason: string | null;
      changes: { field: string; from: unknown; to: unknown }[] | null;
    }[];
  const tag = async (id: string) => {
    const res = await fetchPdf(t, quality().token, `/v1/incidents/${id}/tag.pdf`);
    expect(res.status).toBe(200);
    return (await pdfPages(res.bytes))[0] ?? '';
  };
  async function acknowledged(severity: Severity, defectiveQuantity = 5) {
    const created = await k.create(k.callers.user, 'submit', { defectiveQuantity });
    const res = await k.act(quality(), created.id, { action: 'acknowledge', severity });
    expect(res.status).toBe(200);
    return created.id as string;
  }

  it('a rejected incident holding material takes a disposition: the tag says what happens to it', async () => {
    const created = await k.create(k.callers.user, 'submit', {
      defectiveQuantity: 4,
      description: 'zqheldrejected housing',
    });
    const rejected = await k.act(quality(), created.id, { action: 'reject', rejectReason: 'Not ours.' });
    expect(rejected.body.status).toBe('rejected');
    expect(await tag(created.id)).toMatch(/Material\s+HOLD — awaiting disposition/);
    const proposed = await propose(created.id, [
      { decision: 'return-to-supplier', quantity: 4, responsible: k.callers.investigator.id },
    ]);
    expect(proposed.status).toBe(200);
    expect(proposed.body.dispositionStatus).toBe('decided');
    // No severity: a second person approves, and the material stays held until then.
    expect(await tag(created.id)).toMatch(/Material\s+HOLD — awaiting approval/);
    expect((await approve(k.callers.admin, created.id)).body.dispositionStatus).toBe('approved');
    const released = await tag(created.id);
    expect(released).toMatch(/Material\s+Return to supplier 4/);
    expect(released).not.toContain('HOLD');
    const listed = await k.list<{ id: string; dispositionStatus: string }>(quality(), {
      search: 'zqheldrejected',
    });
    expect(listed.items.map((i) => [i.id, i.dispositionStatus])).toEqual([[created.id, 'approved']]);
  });

  it('lines are marked done by their responsible person once approved; done lines leave My tasks', async () => {
    const id = await acknowledged('major', 3);
    const proposed = await propose(id, [
      { decision: 'scrap', quantity: 2, responsible: k.callers.investigator.id, dueDate: '2026-12-01' },
      { decision: 'rework', quantity: 1, responsible: quality().id },
    ]);
    const [scrap, rework] = proposed.body.disposition.lines as { id: string }[];
    expect(proposed.body.disposition.lines[0]).toMatchObject({ doneBy: null, doneAt: null });
    const early = await markDone(k.callers.investigator, id, scrap!.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A line can be marked done once the disposition is approved.');
    await approve(k.callers.admin, id);

    const tasks = async () =>
      ((await k.get(k.callers.investigator, '/v1/my-tasks')).body.items as { incidentId: string }[]).filter(
        (task) => task.incidentId === id,
      );
    expect(await tasks()).toHaveLength(1);
    const other = await markDone(k.callers.user, id, scrap!.id);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Only the person responsible or the quality team may mark a line done.');
    expect((await markDone(k.callers.investigator, id, 'no-such-line')).status).toBe(404);

    const done = await markDone(k.callers.investigator, id, scrap!.id);
    expect(done.status).toBe(200);
    expect(done.body.disposition.lines[0]).toMatchObject({ doneBy: k.callers.investigator.id });
    expect(typeof done.body.disposition.lines[0].doneAt).toBe('string');
    expect(done.body.dispositionStatus).toBe('approved');
    expect(await tasks()).toEqual([]);
    expect((await history('incidents', id)).at(-1)?.action).toBe('disposition-line-done');

    // Proposing again keeps a line sent back unchanged done; a changed line starts again.
    const again = await propose(id, [
      { decision: 'scrap', quantity: 2, responsible: k.callers.investigator.id, dueDate: '2026-12-01' },
      { decision: 'use-as-is', quantity: 1, responsible: quality().id },
    ]);
    expect(again.body.disposition.lines).toMatchObject([
      { doneBy: k.callers.investigator.id },
      { doneBy: null, doneAt: null },
    ]);
    expect(rework).toBeDefined();
    const undone = await markDone(quality(), id, again.body.disposition.lines[0].id, false);
    expect(undone.status).toBe(409);
  });

  it('raising the severity withdraws a self-approval (history says so); the proposer cannot approve again', async () => {
    const id = await acknowledged('minor', 2);
    await propose(id, [{ decision: 'scrap', quantity: 2, responsible: quality().id }]);
    expect((await approve(quality(), id)).body.dispositionStatus).toBe('approved');
    expect(await tag(id)).toMatch(/Material\s+Scrap 2/);

    const raised = await k.act(quality(), id, { action: 'update', severity: 'major' });
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ severity: 'major', dispositionStatus: 'decided' });
    expect((await incident(id)).disposition).toMatchObject({ approvedBy: null, approvedAt: null });
    expect((await history('incidents', id)).at(-1)?.changes).toEqual(
      expect.arrayContaining([
        { field: 'severity', from: 'minor', to: 'major' },
        { field: 'dispositionStatus', from: 'approved', to: 'decided' },
      ]),
    );
    expect(await tag(id)).toMatch(/HOLD — awaiting approval/);
    expect((await approve(quality(), id)).status).toBe(403);
    expect((await k.act(quality(), id, { action: 'close' })).status).toBe(409);

    // Another person's approval stands through a severity change.
    expect((await approve(k.callers.admin, id)).status).toBe(200);
    const critical = await k.act(quality(), id, { action: 'update', severity: 'critical' });
    expect(critical.body.dispositionStatus).toBe('approved');
  });

  it('re-plans the open sections of the investigation from the defaults of the new severity, in its history', async () => {
    const id = await acknowledged('minor', 0);
    const started = await k.start(quality(), id);
    expect(started.status).toBe(201);
    const investigationId = started.body.id as string;
    const before = started.body.schedule as Record<string, { dueDate: string }>;
    // Nothing to move while the severity is unchanged.
    expect((await k.get(quality(), `/v1/investigations/${investigationId}/replan`)).body).toEqual({
      severity: 'minor',
      moves: [],
    });
    await k.act(quality(), id, { action: 'update', severity: 'critical' });
    const preview = await k.get(quality(), `/v1/investigations/${investigationId}/replan`);
    expect(preview.status).toBe(200);
    expect(preview.body.severity).toBe('critical');
    expect(preview.body.moves).toHaveLength(5);
    expect(preview.body.moves[0]).toMatchObject({
      section: 'containmentAction',
      from: before.containmentAction?.dueDate,
    });
    expect(preview.body.moves[0].to < before.containmentAction!.dueDate).toBe(true);

    const refused = await t.request('POST', `/v1/investigations/${investigationId}/replan`, {
      token: k.callers.investigator.token,
      body: {},
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the quality team may re-plan an investigation.');

    const applied = await t.request('POST', `/v1/investigations/${investigationId}/replan`, {
      token: quality().token,
      body: {},
    });
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual(preview.body);
    const investigation = (await k.get(quality(), `/v1/investigations/${investigationId}`)).body;
    expect(investigation.schedule.containmentAction.dueDate).toBe(preview.body.moves[0].to);
    const entry = (await history('investigations', investigationId)).at(-1);
    expect(entry?.action).toBe('replan');
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        {
          field: 'containmentActionDueDateReason',
          from: null,
          to: 'Re-planned from the due-date defaults for severity Critical.',
        },
      ]),
    );
    expect((await k.get(quality(), `/v1/investigations/${investigationId}/replan`)).body.moves).toEqual([]);
  });

  it('with signatures on, a severity change that withdraws a signed self-approval needs a reason and records Withdrawn', async () => {
    await k.setSignatures('password');
    const id = await acknowledged('minor', 1);
    await propose(id, [{ decision: 'scrap', quantity: 1, responsible: quality().id }]);
    expect((await approve(quality(), id, k.withPassword)).status).toBe(200);
    const missing = await k.act(quality(), id, { action: 'update', severity: 'major' });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe(SIGNATURE_MSG.reasonForChange);
    expect((await incident(id)).severity).toBe('minor');

    const raised = await k.act(quality(), id, {
      action: 'update',
      severity: 'major',
      reasonForChange: 'Customer escalated it.',
    });
    expect(raised.status).toBe(200);
    expect(raised.body.dispositionStatus).toBe('decided');
    expect((await k.signaturesOf(id)).map((s) => s.meaning)).toEqual(['Approved', 'Withdrawn']);
    expect((await history('incidents', id)).at(-1)?.reason).toBe('Customer escalated it.');
  });
});
