import { SCAR_MSG } from '@qi/domain/scar';
import { SCAR_ANSWER_MSG } from '@qi/domain/scar-answers';
import { SCAR_STAGE_MSG } from '@qi/domain/scar-stages';
import type { TScar, TScarAuditEntry } from '@qi/domain/scar-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { FULL_ANSWERS, type ScarKit, type StageName, scarKit } from './scar-test-kit';

describe('supplier answers and the buyer’s review, stage by stage', () => {
  let t: TestApp;
  let s: ScarKit;
  let quality: string;

  beforeAll(async () => {
    t = await startTestApp();
    s = await scarKit(t);
    quality = s.k.callers.quality.token;
  });
  afterAll(() => t.close());

  const read = async (id: string) =>
    (await t.request('GET', `/v1/scars/${id}`, { token: quality })).body as TScar;

  it('saves drafts of any part, refuses submitting what a discipline lacks, and keeps D8 for last', async () => {
    const setup = await s.supplierWithIncidents(1);
    const scar = await s.raise(setup);
    const session = await s.signIn(setup.contactEmail);
    const draft = await t.request('PUT', '/v1/supplier/scar/answer', {
      token: session,
      body: { stage: 'd4', version: 1, answer: { occurrence: { cause: 'Worn insert' } } },
    });
    expect(draft.status, draft.text).toBe(200);
    const d4 = draft.body.stages.find((st: { stage: string }) => st.stage === 'd4');
    expect(d4).toMatchObject({ status: 'draft', version: 2 });
    expect(d4.answer.occurrence).toEqual({ cause: 'Worn insert', systemicCause: '', verification: '' });
    expect(draft.body.acknowledgedAt).toEqual(expect.any(String));
    const incomplete = await t.request('POST', '/v1/supplier/scar/answer/submit', {
      token: session,
      body: {
        stage: 'd4',
        version: 2,
        answer: { occurrence: { cause: 'Worn insert', verification: '' }, escape: FULL_ANSWERS.d4.escape },
      },
    });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.issues[0]).toEqual({
      path: 'answer.occurrence.verification',
      message: SCAR_ANSWER_MSG.verification,
    });
    const oneCause = await s.submit(session, 'd5d6', { actions: [FULL_ANSWERS.d5d6.actions[0]] });
    expect(oneCause.status).toBe(422);
    expect(oneCause.body.message).toBe(SCAR_ANSWER_MSG.actionPerCause('escape'));
    const early = await s.submit(session, 'd8');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(SCAR_STAGE_MSG.closureBeforeOthers);
    const audit = (await t.request('GET', `/v1/scars/${scar.id}/audit`, { token: quality }))
      .body as TScarAuditEntry[];
    expect(audit.map((a) => a.action)).toContain('saved');
    expect(audit.find((a) => a.action === 'saved')).toMatchObject({
      stage: 'd4',
      actorKind: 'supplier',
      ip: '127.0.0.1',
    });
  });

  it('returns a stage with a comment (emailed; it reopens), then accepts all and closes on D8: signed, checked, watched', async () => {
    const setup = await s.supplierWithIncidents(1);
    const incidentId = setup.incidentIds[0] as string;
    expect((await s.k.act(s.k.callers.quality, incidentId, { action: 'acknowledge' })).status).toBe(200);
    const started = await t.request('POST', '/v1/investigations', { token: quality, body: { incidentId } });
    expect(started.status, started.text).toBe(201);
    const investigationId = started.body.id as string;
    const scar = await s.raise(setup);
    const session = await s.signIn(setup.contactEmail);
    for (const stage of ['d1', 'd2', 'd3', 'd4', 'd5d6', 'd7'] as StageName[]) {
      const res = await s.submit(session, stage);
      expect(res.status, `${stage}: ${res.text}`).toBe(200);
    }
    expect(
      (await t.emailsTo('quality@example.com')).some((m) =>
        m.includes('D3 Containment submitted for review'),
      ),
    ).toBe(true);
    const listed = await t.request('GET', `/v1/scars?supplierId=${setup.supplierId}`, { token: quality });
    expect(listed.body.items[0].awaitingReview).toBe(6);

    const noComment = await s.review(scar.id, 'd4', 'return');
    expect(noComment.status).toBe(422);
    expect(noComment.body.message).toBe(SCAR_MSG.commentRequired);
    const returned = await s.review(scar.id, 'd4', 'return', {
      comment: 'Show how the escape cause was verified.',
    });
    expect(returned.status, returned.text).toBe(200);
    expect(returned.body.stages.find((st: { stage: string }) => st.stage === 'd4')).toMatchObject({
      status: 'returned',
      reviewComment: 'Show how the escape cause was verified.',
      reviewedBy: { id: s.k.callers.quality.id },
    });
    const mail = (await t.emailsTo(setup.contactEmail)).join('\n');
    expect(mail).toContain('D4 Root cause returned');
    expect(mail).toContain('Show how the escape cause was verified.');
    const seen = await s.view(session);
    expect(seen.stages.find((st) => st.stage === 'd4')).toMatchObject({
      status: 'returned',
      reviewComment: 'Show how the escape cause was verified.',
    });
    expect((await s.review(scar.id, 'd4', 'accept')).status).toBe(409);
    expect((await s.submit(session, 'd4')).status).toBe(200);

    for (const stage of ['d1', 'd2', 'd3', 'd4', 'd5d6', 'd7']) {
      const res = await s.review(scar.id, stage, 'accept');
      expect(res.status, `${stage}: ${res.text}`).toBe(200);
    }
    expect((await s.submit(session, 'd3')).status).toBe(409);
    expect((await s.submit(session, 'd8')).status).toBe(200);

    const settings = { signatures: 'password', photoMaxSide: 2560 };
    expect(
      (await t.request('PUT', '/v1/settings', { token: s.k.callers.admin.token, body: settings })).status,
    ).toBe(200);
    try {
      const unsigned = await s.review(scar.id, 'd8', 'accept');
      expect(unsigned.status).toBe(422);
      expect((await read(scar.id)).status).toBe('open');
      const closed = await s.review(scar.id, 'd8', 'accept', { signature: { password: DEMO_PASSWORD } });
      expect(closed.status, closed.text).toBe(200);
      expect(closed.body).toMatchObject({ status: 'closed', closedBy: { id: s.k.callers.quality.id } });
    } finally {
      await t.request('PUT', '/v1/settings', {
        token: s.k.callers.admin.token,
        body: { ...settings, signatures: 'off' },
      });
    }
    const signatures = await t.request('GET', `/v1/incidents/${incidentId}/signatures`, { token: quality });
    expect(signatures.body).toContainEqual(
      expect.objectContaining({ subject: 'scar', subjectLabel: scar.number, meaning: 'Closed', incidentId }),
    );
    const checks = await t.request('GET', `/v1/investigations/${investigationId}/effectiveness-checks`, {
      token: quality,
    });
    expect(checks.body).toEqual([
      expect.objectContaining({ status: 'scheduled', owner: s.k.callers.quality.id, investigationId }),
    ]);
    const rules = await t.request('GET', '/v1/signal-rules', { token: quality });
    const watch = rules.body.find((r: { name: string }) => r.name.startsWith(`${scar.number} watch:`));
    expect(watch).toMatchObject({
      group: 'supplierPartNumber',
      method: { method: 'count', atLeast: 2, days: 30 },
      enabled: true,
      owners: [s.k.callers.quality.id],
      watchKey: `${setup.supplierId}|${s.k.form.partNumber}`,
    });
    const audit = (await t.request('GET', `/v1/scars/${scar.id}/audit`, { token: quality }))
      .body as TScarAuditEntry[];
    expect(audit.at(-1)).toMatchObject({
      action: 'closed',
      details: { signed: true, watchRules: [watch.id], effectivenessChecks: [{ investigationId }] },
    });
    expect((await t.emailsTo(setup.contactEmail)).some((m) => m.includes(`${scar.number}: closed`))).toBe(
      true,
    );

    const readOnly = await s.view(session);
    expect(readOnly.readOnly).toBe(true);
    const write = await t.request('PUT', '/v1/supplier/scar/answer', {
      token: session,
      body: { stage: 'd8', version: 99, answer: {} },
    });
    expect(write.status).toBe(409);
    expect(write.body.message).toBe(SCAR_MSG.closedReadOnly);
    expect((await t.request('POST', '/v1/supplier/scar/acknowledge', { token: session })).status).toBe(409);
  });

  it('gives the checklist’s flags on weak answers with the review', async () => {
    const setup = await s.supplierWithIncidents(1);
    const scar = await s.raise(setup, { form: 'short' });
    const session = await s.signIn(setup.contactEmail);
    const weak = {
      actions: [
        { action: 'Retrain the operators.', owner: 'Shift lead', dueDate: '2026-04-01' },
        { action: 'Add a gauge', owner: 'Quality', dueDate: '2026-04-01', evidence: 'Gauge R&R report' },
      ],
    };
    expect((await s.submit(session, 'd5d6', weak)).status).toBe(200);
    const returned = await s.review(scar.id, 'd5d6', 'return', { comment: 'Training alone will not hold.' });
    const flags = returned.body.stages.find((st: { stage: string }) => st.stage === 'd5d6').flags;
    expect(flags.map((f: { code: string; path: string }) => [f.code, f.path])).toEqual([
      ['action-without-evidence', 'actions.0.evidence'],
      ['training-only-action', 'actions.0.action'],
    ]);
    const audit = (await t.request('GET', `/v1/scars/${scar.id}/audit`, { token: quality }))
      .body as TScarAuditEntry[];
    expect(audit.at(-1)?.details.flags).toEqual(['action-without-evidence', 'training-only-action']);
    expect((await s.view(session)).stages[0]).not.toHaveProperty('flags');
  });

  it('closes the short form on accepting its action plan, with D3 accepted first; no investigation, no check', async () => {
    const setup = await s.supplierWithIncidents(1);
    const scar = await s.raise(setup, { form: 'short' });
    const session = await s.signIn(setup.contactEmail);
    expect((await s.submit(session, 'd3')).status).toBe(200);
    expect((await s.submit(session, 'd5d6')).status).toBe(200);
    const early = await s.review(scar.id, 'd5d6', 'accept');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(SCAR_STAGE_MSG.othersNotAccepted);
    expect((await s.review(scar.id, 'd3', 'accept')).status).toBe(200);
    const closed = await s.review(scar.id, 'd5d6', 'accept');
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
    expect(closed.body.milestones.every((m: { state: string }) => m.state === 'met')).toBe(true);
    const audit = (await t.request('GET', `/v1/scars/${scar.id}/audit`, { token: quality }))
      .body as TScarAuditEntry[];
    expect(audit.at(-1)?.details).toMatchObject({ signed: false, effectivenessChecks: [] });
  });
});
