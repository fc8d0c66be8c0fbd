import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { IncidentRecord } from '../incidents/incident-record';
import { insertIncidentRows } from '../incidents/incident-repository';
import { type Caller, type IncidentKit, incidentKit, incidentRecord } from '../incidents/incident-test-kit';

describe('severity, supplier and disposition (docs/product.md §3, §4)', () => {
  let t: TestApp;
  let k: IncidentKit;
  let supplier: string;
  let retired: string;
  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
    const now = new Date().toISOString();
    supplier = randomUUID();
    retired = randomUUID();
    await t.db
      .insertInto('suppliers')
      .values([
        { id: supplier, name: 'Acme Castings', code: 'T-ACM', active: 1, created_at: now, updated_at: now },
        { id: retired, name: 'Old Forge', code: 'T-OLD', active: 0, created_at: now, updated_at: now },
      ])
      .execute();
  });
  afterAll(() => t.close());

  /** An incident at `status` with `defectiveQuantity`, written directly (the steps before are tested elsewhere). */
  async function incidentAt(fields: Partial<IncidentRecord>) {
    const row = incidentRecord({
      ...k.form,
      reportedBy: k.callers.user.id,
      incidentNumber: 900_000 + Math.floor(Math.random() * 99_999),
      status: 'investigation-completed',
      severity: 'major',
      defectiveQuantity: 5,
      ...fields,
    });
    await t.db.transaction().execute((trx) => insertIncidentRows(trx, [row]));
    return row.id;
  }
  const propose = (caller: Caller, id: string, lines: unknown[], extra: Record<string, unknown> = {}) =>
    t.request('PUT', `/v1/incidents/${id}/disposition`, { token: caller.token, body: { lines, ...extra } });
  const approve = (caller: Caller, id: string, body: Record<string, unknown> = {}) =>
    t.request('POST', `/v1/incidents/${id}/disposition/approve`, { token: caller.token, body });
  const history = async (id: string) =>
    (await k.get(k.callers.quality, `/v1/incidents/${id}/history`)).body as {
      action: string;
      changes: { field: string; from: unknown; to: unknown }[] | null;
    }[];

  it('acknowledging needs a severity (422, nothing written); quality changes it later, in history', async () => {
    const incident = await k.create(k.callers.user, 'submit');
    const missing = await t.request('PUT', `/v1/incidents/${incident.id}`, {
      token: k.callers.quality.token,
      body: { action: 'acknowledge' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.issues).toEqual([{ path: 'severity', message: 'Please select a severity.' }]);
    expect((await k.get(k.callers.quality, `/v1/incidents/${incident.id}`)).body.status).toBe('submitted');
    const acknowledged = await k.act(k.callers.quality, incident.id, {
      action: 'acknowledge',
      severity: 'critical',
    });
    expect(acknowledged.body).toMatchObject({ status: 'acknowledged', severity: 'critical' });
    const changed = await k.act(k.callers.quality, incident.id, { action: 'update', severity: 'minor' });
    expect(changed.body.severity).toBe('minor');
    const refused = await k.act(k.callers.investigator, incident.id, { action: 'update', severity: 'major' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the quality team may set the severity.');
    const entries = await history(incident.id);
    expect(entries.at(-1)?.changes).toEqual([{ field: 'severity', from: 'critical', to: 'minor' }]);
  });

  it('a reporter may not set the severity when reporting', async () => {
    const res = await t.request('POST', '/v1/incidents', {
      token: k.callers.user.token,
      body: { ...k.form, action: 'submit', severity: 'critical' },
    });
    expect(res.status).toBe(403);
  });

  it('the reporter names an active supplier; unknown and retired ones are refused; later only quality changes it', async () => {
    const named = await k.create(k.callers.user, 'submit', { supplierId: supplier });
    expect(named.status).toBe('submitted');
    expect((await k.get(k.callers.user, `/v1/incidents/${named.id}`)).body.supplierId).toBe(supplier);
    for (const [id, message] of [
      ['nope', 'Please select a supplier from the list.'],
      [retired, 'This supplier is retired: choose an active one.'],
    ]) {
      const res = await t.request('POST', '/v1/incidents', {
        token: k.callers.user.token,
        body: { ...k.form, action: 'submit', supplierId: id },
      });
      expect(res.status).toBe(422);
      expect(res.body.issues).toEqual([{ path: 'supplierId', message }]);
    }
    await k.act(k.callers.quality, named.id, { action: 'acknowledge' });
    const byUser = await k.act(k.callers.user, named.id, { action: 'update', supplierId: null });
    expect(byUser.status).toBe(403);
    const byQuality = await k.act(k.callers.quality, named.id, { action: 'update', supplierId: null });
    expect(byQuality.body.supplierId).toBeNull();
  });

  it('closing is refused while the disposition is missing or unapproved; a second person approves; then it closes', async () => {
    const id = await incidentAt({ severity: 'major', defectiveQuantity: 5 });
    const early = await k.act(k.callers.quality, id, { action: 'close' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The disposition must be approved before the incident is closed.');

    const partial = await propose(k.callers.quality, id, [
      {
        decision: 'scrap',
        quantity: 2,
        cost: 40.5,
        responsible: k.callers.investigator.id,
        dueDate: '2026-12-01',
      },
    ]);
    expect(partial.status).toBe(200);
    expect(partial.body.dispositionStatus).toBe('awaiting');
    const whole = await propose(k.callers.quality, id, [
      { decision: 'scrap', quantity: 2, cost: 40.5, responsible: k.callers.investigator.id },
      { decision: 'rework', quantity: 3, note: 'Re-machine the bore', responsible: k.callers.quality.id },
    ]);
    expect(whole.body).toMatchObject({
      dispositionStatus: 'decided',
      disposition: {
        proposedBy: k.callers.quality.id,
        approvedBy: null,
        lines: [
          { decision: 'scrap', quantity: 2, cost: 40.5 },
          { decision: 'rework', quantity: 3, cost: null, note: 'Re-machine the bore' },
        ],
      },
    });
    expect((await k.act(k.callers.quality, id, { action: 'close' })).status).toBe(409);

    const own = await approve(k.callers.quality, id);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(
      'A major or critical disposition must be approved by someone other than its proposer.',
    );
    expect((await approve(k.callers.investigator, id)).status).toBe(403);
    const approved = await approve(k.callers.admin, id);
    expect(approved.body).toMatchObject({
      dispositionStatus: 'approved',
      disposition: { approvedBy: k.callers.admin.id },
    });
    expect((await approve(k.callers.admin, id)).status).toBe(409);

    const closed = await k.act(k.callers.quality, id, { action: 'close' });
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
    const actions = (await history(id)).map((h) => h.action);
    expect(actions).toEqual(['propose-disposition', 'propose-disposition', 'approve-disposition', 'close']);
    // Closed: the disposition cannot change any more.
    expect((await propose(k.callers.quality, id, [])).status).toBe(409);
  });

  it('a minor incident closes once decided; the proposer may approve it', async () => {
    const id = await incidentAt({ severity: 'minor', defectiveQuantity: 1 });
    await propose(k.callers.quality, id, [
      { decision: 'use-as-is', quantity: 1, responsible: k.callers.quality.id },
    ]);
    expect((await approve(k.callers.quality, id)).body.dispositionStatus).toBe('approved');
    expect((await k.act(k.callers.quality, id, { action: 'close' })).status).toBe(200);
  });

  it('refuses bad proposals with a message and writes nothing', async () => {
    const id = await incidentAt({ status: 'acknowledged', defectiveQuantity: 4 });
    const cases: [Caller, unknown[], number, string][] = [
      [k.callers.investigator, [], 403, 'Only the quality team may propose a disposition.'],
      [
        k.callers.quality,
        [
          { decision: 'scrap', quantity: 3, responsible: k.callers.quality.id },
          { decision: 'repair', quantity: 2, responsible: k.callers.quality.id },
        ],
        422,
        'The disposition quantities (5) exceed the defective quantity (4).',
      ],
      [
        k.callers.quality,
        [{ decision: 'scrap', quantity: 1, responsible: 'nobody' }],
        422,
        'Please select who is responsible.',
      ],
      [
        k.callers.quality,
        [{ decision: 'burn', quantity: 1, responsible: k.callers.quality.id }],
        422,
        'Please select a decision from the list.',
      ],
    ];
    for (const [caller, lines, status, message] of cases) {
      const res = await propose(caller, id, lines);
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
    }
    const incident = (await k.get(k.callers.quality, `/v1/incidents/${id}`)).body;
    expect(incident.disposition.lines).toEqual([]);
    expect(incident.version).toBe(1);
    expect(await history(id)).toEqual([]);
    const submitted = await incidentAt({ status: 'submitted' });
    expect((await propose(k.callers.quality, submitted, [])).body.message).toBe(
      'Cannot change the disposition of an incident that is Submitted.',
    );
  });

  it('a stale proposal is refused (409); a new proposal or a changed quantity withdraws the approval', async () => {
    const id = await incidentAt({
      status: 'acknowledged',
      severity: 'critical',
      defectiveQuantity: 2,
    });
    const line = { decision: 'return-to-supplier', quantity: 2, responsible: k.callers.quality.id };
    const first = await propose(k.callers.quality, id, [line], { version: 1 });
    expect(first.body.version).toBe(2);
    expect((await propose(k.callers.quality, id, [line], { version: 1 })).status).toBe(409);
    expect((await approve(k.callers.admin, id)).body.dispositionStatus).toBe('approved');
    const lowered = await k.act(k.callers.quality, id, { action: 'update', defectiveQuantity: 1 });
    expect(lowered.status).toBe(422);
    expect(lowered.body.message).toBe(
      'The defective quantity cannot be less than the quantities already dispositioned (2).',
    );
    const raised = await k.act(k.callers.quality, id, { action: 'update', defectiveQuantity: 3 });
    expect(raised.body.dispositionStatus).toBe('awaiting');
    const again = await propose(k.callers.quality, id, [{ ...line, quantity: 3 }]);
    expect(again.body).toMatchObject({ dispositionStatus: 'decided', disposition: { approvedBy: null } });
  });

  it('asks the rest of the quality team to approve and tells the people named on lines (profile flag respected)', async () => {
    const id = await incidentAt({ status: 'acknowledged', severity: 'major', defectiveQuantity: 3 });
    const quiet = await t.buildUser({ role: 'quality' });
    const quietToken = (await t.loginAs(quiet.email, quiet.password)).idToken;
    await t.request('PUT', '/v1/profile', {
      token: quietToken,
      body: { notifications: { disposition: false } },
    });
    const before = {
      admin: (await t.emailsTo('admin@example.com')).length,
      quality: (await t.emailsTo('quality@example.com')).length,
      investigator: (await t.emailsTo('investigator@example.com')).length,
    };
    await propose(k.callers.quality, id, [
      { decision: 'scrap', quantity: 3, responsible: k.callers.investigator.id },
    ]);
    const admin = (await t.emailsTo('admin@example.com')).slice(before.admin);
    expect(admin).toHaveLength(1);
    expect(admin[0]).toContain('has a disposition waiting for your approval.');
    expect(await t.emailsTo('quality@example.com')).toHaveLength(before.quality);
    expect(await t.emailsTo(quiet.email)).toHaveLength(0);
    const investigator = (await t.emailsTo('investigator@example.com')).slice(before.investigator);
    expect(investigator).toHaveLength(1);
    expect(investigator[0]).toContain('You are responsible for part of the disposition of Incident');
  });
});
