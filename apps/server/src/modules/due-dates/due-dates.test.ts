import { DEFAULT_DUE_DAYS } from '@qi/domain/due-dates';
import { overdueOnlyFilter } from '@qi/domain/incident-columns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { investigationKit } from '../investigations/investigation-test-kit';

/** docs/product.md §4 Owners and due dates, with the server's today fixed by the test. */
describe('section owners and due dates', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  let today = '2026-03-10';
  beforeAll(async () => {
    t = await startTestApp({ deps: { today: () => today } });
    k = await investigationKit(t);
  });
  afterAll(() => t.close());

  /** A save of the form (its rules need a verdict) with these changes. */
  const save = (caller: Parameters<typeof k.put>[0], id: string, body: Record<string, unknown>) =>
    k.put(caller, id, { incidentJustified: false, defectiveProductQuantity: '2', ...body });

  let counter = 0;
  /** An investigation started today (the test's day) on a new incident of this severity. */
  async function startedOn(day: string, severity: string, description?: string) {
    today = day;
    counter += 1;
    const text = description ?? `Due-date case ${counter} ${Math.random().toString(36).slice(2, 8)}`;
    const incident = await k.create(k.callers.quality, 'submit', { description: text });
    const ack = await k.act(k.callers.quality, incident.id, { action: 'acknowledge', severity });
    expect(ack.status, ack.text).toBe(200);
    const res = await k.start(k.callers.quality, incident.id);
    expect(res.status, res.text).toBe(201);
    return { incident, investigation: res.body, text };
  }

  it('gives every section a due date from the defaults by severity, owned by the assignee', async () => {
    const critical = (await startedOn('2026-03-10', 'critical')).investigation;
    expect(critical.schedule.containmentAction).toEqual({
      owner: k.callers.quality.id,
      dueDate: '2026-03-11',
    });
    expect(critical.schedule.rootCause.dueDate).toBe('2026-03-17');
    const major = (await startedOn('2026-03-10', 'major')).investigation;
    expect(major.schedule.containmentAction.dueDate).toBe('2026-03-13');
    const minor = (await startedOn('2026-03-10', 'minor')).investigation;
    expect(minor.schedule.containmentAction.dueDate).toBe('2026-03-17');
    expect(minor.overdue).toEqual([]);
  });

  it('lets everyone read the defaults and only admins change them, which new investigations then use', async () => {
    const read = await k.get(k.callers.user, '/v1/due-date-defaults');
    expect(read.status).toBe(200);
    expect(read.body).toEqual(DEFAULT_DUE_DAYS);
    const edited = { ...DEFAULT_DUE_DAYS, containmentAction: { critical: 2, major: 4, minor: 5, none: 6 } };
    const refused = await t.request('PUT', '/v1/due-date-defaults', {
      token: k.callers.quality.token,
      body: edited,
    });
    expect(refused.status, refused.text).toBe(403);
    const bad = await t.request('PUT', '/v1/due-date-defaults', {
      token: k.callers.admin.token,
      body: { ...edited, rootCause: { critical: -1, major: 1, minor: 1, none: 1 } },
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect((await k.get(k.callers.user, '/v1/due-date-defaults')).body).toEqual(DEFAULT_DUE_DAYS);
    const saved = await t.request('PUT', '/v1/due-date-defaults', {
      token: k.callers.admin.token,
      body: edited,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual(edited);
    const { investigation } = await startedOn('2026-03-10', 'minor');
    expect(investigation.schedule.containmentAction.dueDate).toBe('2026-03-15');
    await t.request('PUT', '/v1/due-date-defaults', { token: k.callers.admin.token, body: DEFAULT_DUE_DAYS });
  });

  it('refuses to move a due date without a reason (422, nothing written) and records a move with its reason', async () => {
    const { investigation } = await startedOn('2026-03-10', 'minor');
    const moved = { schedule: { rootCause: { dueDate: '2026-05-01' } } };
    const refused = await save(k.callers.investigator, investigation.id, moved);
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.message).toBe('A reason is required to move a due date.');
    const unchanged = await k.get(k.callers.user, `/v1/investigations/${investigation.id}`);
    expect(unchanged.body.schedule.rootCause.dueDate).toBe('2026-04-09');

    const res = await save(k.callers.investigator, investigation.id, {
      ...moved,
      dueDateReasons: { rootCause: 'Waiting for the lab report.' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.schedule.rootCause.dueDate).toBe('2026-05-01');
    const history = (await k.get(k.callers.user, `/v1/investigations/${investigation.id}/history`)).body;
    const changes = history.at(-1).changes;
    expect(changes).toContainEqual({ field: 'rootCauseDueDate', from: '2026-04-09', to: '2026-05-01' });
    expect(changes).toContainEqual({
      field: 'rootCauseDueDateReason',
      from: null,
      to: 'Waiting for the lab report.',
    });
  });

  it('changes an owner without a reason, to an active user only', async () => {
    const { investigation } = await startedOn('2026-03-10', 'minor');
    const unknown = await save(k.callers.quality, investigation.id, {
      schedule: { correctiveAction: { owner: 'nobody-at-all' } },
    });
    expect(unknown.status).toBe(422);
    const res = await save(k.callers.quality, investigation.id, {
      schedule: { correctiveAction: { owner: k.callers.investigator.id } },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.schedule.correctiveAction.owner).toBe(k.callers.investigator.id);
    const refused = await save(k.callers.user, investigation.id, {
      schedule: { correctiveAction: { owner: k.callers.user.id } },
    });
    expect(refused.status, refused.text).toBe(403);
  });

  it('computes overdue sections with the server’s today, and none once signed off', async () => {
    const { investigation, incident } = await startedOn('2026-03-10', 'critical');
    today = '2026-03-14';
    const read = await k.get(k.callers.user, `/v1/investigations/${investigation.id}`);
    expect(read.body.overdue).toEqual([
      { section: 'containmentAction', dueDate: '2026-03-11', daysOverdue: 3 },
    ]);
    const incidentRead = await k.get(k.callers.quality, `/v1/incidents/${incident.id}`);
    expect(incidentRead.body).toMatchObject({ dueDate: '2026-03-11', daysOverdue: 3 });
    // An incident that joins the investigation answers with its overdue work too.
    const other = await k.acknowledgedIncident();
    const joined = await k.act(k.callers.quality, other.id, {
      action: 'start-investigation',
      investigationId: investigation.id,
    });
    expect(joined.status, joined.text).toBe(200);
    expect(joined.body).toMatchObject({ dueDate: '2026-03-11', daysOverdue: 3 });
    const signed = await save(k.callers.quality, investigation.id, {
      containmentAction: 'Stock quarantined.',
      signedOff: { containmentAction: true },
    });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body.overdue).toEqual([]);
    const after = await k.get(k.callers.quality, `/v1/incidents/${incident.id}`);
    expect(after.body).toMatchObject({ dueDate: '2026-03-17', daysOverdue: 0 });
  });

  it('lists Due and Days overdue on incidents, sorts by them and filters overdue only', async () => {
    const tag = `duelist${Math.random().toString(36).slice(2, 8)}`;
    const late = await startedOn('2026-02-01', 'critical', `${tag} late`);
    const soon = await startedOn('2026-03-09', 'minor', `${tag} soon`);
    const none = await k.create(k.callers.quality, 'submit', { description: `${tag} none` });
    today = '2026-03-10';
    const all = await k.list<{ id: string; dueDate: string | null; daysOverdue: number }>(k.callers.quality, {
      search: tag,
      sortBy: 'dueDate',
      sortDir: 'asc',
    });
    expect(all.items.map((i) => i.id)).toEqual([late.incident.id, soon.incident.id, none.id]);
    expect(all.items[0]).toMatchObject({ dueDate: '2026-02-02', daysOverdue: 36 });
    expect(all.items[1]).toMatchObject({ dueDate: '2026-03-16', daysOverdue: 0 });
    const byDays = await k.list<{ id: string }>(k.callers.quality, {
      search: tag,
      sortBy: 'daysOverdue',
      sortDir: 'desc',
    });
    expect(byDays.items[0]?.id).toBe(late.incident.id);
    const overdue = await k.list<{ id: string }>(k.callers.quality, {
      search: tag,
      filters: [overdueOnlyFilter()],
    });
    expect(overdue.items.map((i) => i.id)).toEqual([late.incident.id]);
    expect(overdue.total).toBe(1);
    const plain = await k.list<{ id: string }>(k.callers.quality, { filters: [overdueOnlyFilter()] });
    expect(plain.items.map((i) => i.id)).toContain(late.incident.id);
    expect(plain.items.map((i) => i.id)).not.toContain(soon.incident.id);

    const months = await k.get(k.callers.quality, `/v1/incidents/distinct?column=dueDate&search=${tag}`);
    // Each database puts the empty group at its own end.
    expect(months.body).toHaveLength(3);
    expect(months.body).toEqual(
      expect.arrayContaining([
        { value: null, label: '', count: 1 },
        { value: '2026-02', label: '02-2026', count: 1 },
        { value: '2026-03', label: '03-2026', count: 1 },
      ]),
    );
    const inMarch = await k.list<{ id: string }>(k.callers.quality, {
      search: tag,
      filters: [{ key: 'dueDate', type: 'date', allowEmpty: false, filter: ['2026-03'] }],
    });
    expect(inMarch.items.map((i) => i.id)).toEqual([soon.incident.id]);

    const investigations = await k.get(k.callers.quality, `/v1/investigations?overdue=true&search=${tag}`);
    expect(investigations.status).toBe(200);
    expect(investigations.body.items.map((i: { id: string }) => i.id)).toEqual([late.investigation.id]);
    expect(investigations.body.items[0]).toMatchObject({ dueDate: '2026-02-02', daysOverdue: 36 });
  });

  it("lists a user's open sections and disposition lines in My tasks, soonest due first, overdue marked", async () => {
    const owner = await t.buildUser({ role: 'investigator' });
    const ownerTokens = await t.loginAs(owner.email, owner.password);
    const first = await startedOn('2026-03-01', 'critical');
    const second = await startedOn('2026-03-05', 'critical');
    for (const { investigation } of [second, first]) {
      const res = await save(k.callers.quality, investigation.id, {
        schedule: { containmentAction: { owner: owner.user_id }, rootCause: { owner: owner.user_id } },
      });
      expect(res.status, res.text).toBe(200);
    }
    const withMaterial = await k.create(k.callers.quality, 'submit', { defectiveQuantity: 3 });
    await k.act(k.callers.quality, withMaterial.id, { action: 'acknowledge' });
    const disposition = await t.request('PUT', `/v1/incidents/${withMaterial.id}/disposition`, {
      token: k.callers.quality.token,
      body: {
        lines: [{ decision: 'scrap', quantity: 3, responsible: owner.user_id, dueDate: '2026-03-03' }],
      },
    });
    expect(disposition.status, disposition.text).toBe(200);
    // Signed off: no longer a task.
    await save(k.callers.quality, second.investigation.id, {
      containmentAction: 'Held.',
      signedOff: { containmentAction: true },
    });
    today = '2026-03-08';
    const res = await t.request('GET', '/v1/my-tasks', { token: ownerTokens.idToken });
    expect(res.status, res.text).toBe(200);
    const items = res.body.items as { kind: string; dueDate: string; daysOverdue: number; link: string }[];
    expect(items.map((i) => [i.kind, i.dueDate, i.daysOverdue])).toEqual([
      ['investigation-section', '2026-03-02', 6],
      ['disposition-line', '2026-03-03', 5],
      ['investigation-section', '2026-03-08', 0],
      ['investigation-section', '2026-03-12', 0],
    ]);
    expect(items[0]?.link).toBe(`/investigation/${first.investigation.id}`);
    expect(items[1]?.link).toBe(`/incident/${withMaterial.id}`);
    const others = await k.get(k.callers.user, '/v1/my-tasks');
    expect(others.status).toBe(200);
    expect(others.body.items).toEqual([]);
    expect((await t.request('GET', '/v1/my-tasks')).status).toBe(401);
  });

  it('lists the scheduled effectiveness checks a user owns in My tasks', async () => {
    const { incident, investigation } = await startedOn('2026-04-01', 'minor');
    const done = await k.complete(k.callers.investigator, investigation.id);
    expect(done).toBeTruthy();
    const res = await t.request('GET', '/v1/my-tasks', { token: k.callers.quality.token });
    const checks = (
      res.body.items as { kind: string; investigationId: string; link: string; title: string }[]
    ).filter((i) => i.kind === 'effectiveness-check' && i.investigationId === investigation.id);
    expect(checks).toHaveLength(1);
    expect(checks[0]?.link).toBe(`/investigation/${investigation.id}`);
    expect(checks[0]?.title).toBe(`Effectiveness check — incident ${incident.incidentNumber}`);
  });
});
