import { EFFECTIVENESS_MSG } from '@qi/domain/effectiveness-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { Caller } from '../incidents/incident-test-kit';
import { investigationKit } from '../investigations/investigation-test-kit';
import { uploadFile } from '../uploads/test-multipart';
import { listDueEffectivenessChecks } from './effectiveness-repository';

interface Check {
  id: string;
  investigationId: string;
  dueDate: string;
  owner: string;
  status: string;
  result: string | null;
  evidence: string;
  attachments: { id: string; name: string; url: string }[];
  recordedBy: string | null;
  followUpInvestigationId: string | null;
  version: number;
}

describe('effectiveness checks (docs/product.md §3 Effectiveness checks)', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  beforeAll(async () => {
    // Only Date is faked, and it keeps running: completion happens on a known day.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-01-15T09:00:00Z'));
    t = await startTestApp();
    k = await investigationKit(t);
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const checksOf = async (investigationId: string) => {
    const res = await k.get(k.callers.user, `/v1/investigations/${investigationId}/effectiveness-checks`);
    expect(res.status).toBe(200);
    return res.body as Check[];
  };
  const reschedule = (caller: Caller, id: string, body: Record<string, unknown>) =>
    t.request('PUT', `/v1/effectiveness-checks/${id}`, { token: caller.token, body });
  const record = (caller: Caller, id: string, body: Record<string, unknown>) =>
    t.request('POST', `/v1/effectiveness-checks/${id}/record`, { token: caller.token, body });
  const restart = (caller: Caller, id: string) =>
    t.request('POST', `/v1/effectiveness-checks/${id}/new-investigation`, { token: caller.token, body: {} });
  const historyActions = async (entity: 'incidents' | 'investigations', id: string) =>
    ((await k.get(k.callers.quality, `/v1/${entity}/${id}/history`)).body as { action: string }[]).map(
      (entry) => entry.action,
    );

  const historyEntry = async (investigationId: string, action: string) => {
    const entries = (await k.get(k.callers.quality, `/v1/investigations/${investigationId}/history`))
      .body as { action: string; changes: { field: string; from: unknown; to: unknown }[] }[];
    const entry = entries.findLast((e) => e.action === action);
    if (!entry) throw new Error(`no ${action} entry`);
    return entry;
  };

  /** A completed investigation (started by quality, so quality is its assignee) and its scheduled check. */
  async function completedCase() {
    const { incident, investigation } = await k.started();
    await k.complete(k.callers.investigator, investigation.id);
    const [check] = await checksOf(investigation.id);
    if (!check) throw new Error('no check scheduled');
    return { incident, investigation, check };
  }

  it('completing schedules one check, 90 days after the completion date, owned by the assignee', async () => {
    const { investigation, check } = await completedCase();
    expect(check).toMatchObject({
      investigationId: investigation.id,
      dueDate: '2026-04-15',
      owner: k.callers.quality.id,
      status: 'scheduled',
      result: null,
      evidence: '',
      attachments: [],
      followUpInvestigationId: null,
    });
    // The completion's own history entry tells of the check it scheduled.
    expect((await historyEntry(investigation.id, 'complete')).changes).toEqual(
      expect.arrayContaining([
        { field: 'effectivenessCheckDueDate', from: null, to: '2026-04-15' },
        { field: 'effectivenessCheckOwner', from: null, to: k.callers.quality.id },
      ]),
    );
  });

  it('quality and admin reschedule and change the owner (in history); others are refused', async () => {
    const { investigation, check } = await completedCase();
    for (const caller of [k.callers.investigator, k.callers.user]) {
      expect((await reschedule(caller, check.id, { dueDate: '2026-05-01' })).status).toBe(403);
    }
    const bad = await reschedule(k.callers.quality, check.id, { dueDate: '2026-02-30' });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(EFFECTIVENESS_MSG.dueDate);
    const unknownOwner = await reschedule(k.callers.quality, check.id, { owner: 'nobody-at-all' });
    expect(unknownOwner.status).toBe(422);
    expect(unknownOwner.body.message).toBe(EFFECTIVENESS_MSG.ownerUnknown);
    const moved = await reschedule(k.callers.admin, check.id, {
      dueDate: '2026-05-01',
      owner: k.callers.investigator.id,
      version: check.version,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ dueDate: '2026-05-01', owner: k.callers.investigator.id, version: 2 });
    const stale = await reschedule(k.callers.quality, check.id, { dueDate: '2026-06-01', version: 1 });
    expect(stale.status).toBe(409);
    expect((await checksOf(investigation.id))[0]?.dueDate).toBe('2026-05-01');
    expect(await historyActions('investigations', investigation.id)).toContain(
      'reschedule-effectiveness-check',
    );
  });

  it('the owner, quality or admin record a result with evidence and attachments; nobody changes it after', async () => {
    const { investigation, check } = await completedCase();
    await reschedule(k.callers.quality, check.id, { owner: k.callers.investigator.id });
    const notOwner = await record(k.callers.user, check.id, { result: 'effective', evidence: 'Held.' });
    expect(notOwner.status).toBe(403);
    expect(notOwner.body.message).toBe(EFFECTIVENESS_MSG.recordForbidden);
    const noEvidence = await record(k.callers.investigator, check.id, { result: 'effective', evidence: ' ' });
    expect(noEvidence.status).toBe(422);
    expect(noEvidence.body.message).toBe(EFFECTIVENESS_MSG.evidence);
    const noResult = await record(k.callers.investigator, check.id, { evidence: 'Held.' });
    expect(noResult.status).toBe(422);
    const foreign = await record(k.callers.investigator, check.id, {
      result: 'effective',
      evidence: 'Held.',
      attachments: [{ id: 'not-an-upload', name: 'x.txt', type: 'text/plain', size: 1, url: '' }],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe('Unknown attachment: x.txt');
    expect((await checksOf(investigation.id))[0]?.status).toBe('scheduled');

    const upload = await uploadFile(t, k.callers.investigator.token, {
      name: 'audit.txt',
      type: 'text/plain',
      content: Buffer.from('three batches inspected'),
    });
    expect(upload.status).toBe(201);
    const recorded = await record(k.callers.investigator, check.id, {
      result: 'effective',
      evidence: 'Three batches inspected without a crack.',
      attachments: [{ ...upload.body, name: 'renamed-by-client.txt', url: '' }],
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({
      status: 'recorded',
      result: 'effective',
      evidence: 'Three batches inspected without a crack.',
      recordedBy: k.callers.investigator.id,
    });
    expect(recorded.body.attachments).toEqual([
      expect.objectContaining({
        id: upload.body.id,
        name: 'audit.txt',
        url: expect.stringContaining('http'),
      }),
    ]);

    const again = await record(k.callers.admin, check.id, { result: 'not-effective', evidence: 'Changed.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(EFFECTIVENESS_MSG.alreadyRecorded);
    expect((await reschedule(k.callers.admin, check.id, { dueDate: '2026-09-01' })).status).toBe(409);
    expect((await checksOf(investigation.id))[0]).toMatchObject({
      result: 'effective',
      dueDate: '2026-04-15',
    });
    expect(await historyActions('investigations', investigation.id)).toContain('record-effectiveness-check');
  });

  it('not effective: quality starts a new investigation for the closed incidents in one step, in history', async () => {
    const { incident, investigation, check } = await completedCase();
    await k.disposeAll(k.callers.quality, incident.id);
    expect((await k.act(k.callers.quality, incident.id, { action: 'close' })).status).toBe(200);

    const early = await restart(k.callers.quality, check.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(EFFECTIVENESS_MSG.notNotEffective);
    await record(k.callers.quality, check.id, { result: 'not-effective', evidence: 'Cracks are back.' });
    expect((await restart(k.callers.investigator, check.id)).status).toBe(403);

    const res = await restart(k.callers.quality, check.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'opened',
      completed: false,
      assignedTo: k.callers.quality.id,
      incidentDescription: investigation.incidentDescription,
    });
    expect(res.body.id).not.toBe(investigation.id);
    const moved = (await k.get(k.callers.quality, `/v1/incidents/${incident.id}`)).body;
    expect(moved).toMatchObject({ status: 'under-investigation', investigationId: res.body.id });
    expect(await historyActions('incidents', incident.id)).toContain('restart-investigation');
    expect(await historyActions('investigations', res.body.id)).toEqual(['create-after-ineffective-check']);
    expect(await historyActions('investigations', investigation.id)).toContain(
      'restart-after-ineffective-check',
    );
    expect((await checksOf(investigation.id))[0]?.followUpInvestigationId).toBe(res.body.id);

    const twice = await restart(k.callers.quality, check.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(EFFECTIVENESS_MSG.alreadyRestarted);
  });

  it('un-completing withdraws a scheduled check; a recorded one stays', async () => {
    const { investigation, check } = await completedCase();
    const reopened = await k.put(k.callers.investigator, investigation.id, { completed: false });
    expect(reopened.status).toBe(200);
    expect(await checksOf(investigation.id)).toEqual([]);
    expect((await historyEntry(investigation.id, 'reopen')).changes).toContainEqual({
      field: 'effectivenessCheckDueDate',
      from: '2026-04-15',
      to: null,
    });
    expect((await record(k.callers.quality, check.id, { result: 'effective', evidence: 'x' })).status).toBe(
      404,
    );

    const second = await completedCase();
    await record(k.callers.quality, second.check.id, {
      result: 'inconclusive',
      evidence: 'Too few batches.',
    });
    await k.put(k.callers.investigator, second.investigation.id, { completed: false });
    expect((await checksOf(second.investigation.id)).map((c) => c.result)).toEqual(['inconclusive']);
  });

  it('reopening with a reason (incidents closed) withdraws the scheduled check too', async () => {
    const { incident, investigation } = await completedCase();
    await k.disposeAll(k.callers.quality, incident.id);
    await k.act(k.callers.quality, incident.id, { action: 'close' });
    const res = await t.request('POST', `/v1/investigations/${investigation.id}/reopen`, {
      token: k.callers.quality.token,
      body: { reason: 'Customer found more cracks.' },
    });
    expect(res.status).toBe(200);
    expect(await checksOf(investigation.id)).toEqual([]);
    expect((await historyEntry(investigation.id, 'reopen')).changes).toContainEqual({
      field: 'effectivenessCheckOwner',
      from: k.callers.quality.id,
      to: null,
    });
  });

  it('lists the scheduled checks due on a day for reminders (none before their date, none once recorded)', async () => {
    const { check } = await completedCase();
    const dueIds = async (today: string) =>
      (await listDueEffectivenessChecks(t.db, today, 10_000)).map((due) => due.id);
    expect(await dueIds('2026-04-14')).not.toContain(check.id);
    expect(await dueIds('2026-04-15')).toContain(check.id);
    await record(k.callers.quality, check.id, { result: 'effective', evidence: 'Held.' });
    expect(await dueIds('2026-04-15')).not.toContain(check.id);
  });

  it('an unknown check is 404', async () => {
    const res = await record(k.callers.quality, 'no-such-check', { result: 'effective', evidence: 'x' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(EFFECTIVENESS_MSG.notFound);
  });
});
