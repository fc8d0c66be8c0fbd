import { randomUUID } from 'node:crypto';
import { SIGNAL_MSG, type TSignal } from '@qi/domain/signal-rules';
import { ZWebhookPayload } from '@qi/domain/webhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, startTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { IncidentRecord } from '../incidents/incident-record';
import { insertIncidentRows } from '../incidents/incident-repository';
import { type IncidentKit, incidentKit, incidentRecord } from '../incidents/incident-test-kit';
import { dayDate, dayNumber } from './evaluate-signals';
import { evaluateSignalRules } from './signal-evaluation-pass';
import { insertSignal } from './signals-repository';

const DAY_MS = 86_400_000;

describe('trend signals', () => {
  let t: TestApp;
  let k: IncidentKit;
  let quality: string;
  let today: number;
  const rules: string[] = [];

  beforeAll(async () => {
    // Webhooks to loopback allowed, their delivery job off: the signal.raised test reads the queued deliveries.
    t = await startTestApp({
      env: { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOK_DELIVERY_SECONDS: '0' },
    });
    k = await incidentKit(t);
    quality = k.callers.quality.token;
    today = dayNumber(t.app.appContext.today());
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    // Each test's rules (and so their signals) end with it: no rule of one test evaluates another's rows.
    for (const id of rules.splice(0)) await t.request('DELETE', `/v1/signal-rules/${id}`, { token: quality });
  });

  const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
  /** Noon UTC of `offset` days from today. */
  const at = (offset: number) => new Date((today + offset) * DAY_MS + 12 * 3_600_000).toISOString();
  const date = (offset: number) => dayDate(today + offset);

  async function addRule(body: Record<string, unknown>) {
    const res = await t.request('POST', '/v1/signal-rules', {
      token: quality,
      body: { name: unique('rule'), enabled: true, owners: [], ...body },
    });
    expect(res.status, res.text).toBe(201);
    rules.push(res.body.id);
    return res.body as { id: string; coolDownDays: number };
  }

  async function insert(
    count: number,
    offset: number,
    fields: Partial<IncidentRecord>,
  ): Promise<IncidentRecord[]> {
    const rows = Array.from({ length: count }, () =>
      incidentRecord({ reportedBy: k.callers.user.id, submittedAt: at(offset), ...fields }),
    );
    await insertIncidentRows(t.db, rows);
    return rows;
  }

  async function signalsOf(ruleId: string) {
    const res = await t.request('GET', '/v1/signals?rowsPerPage=100', { token: quality });
    expect(res.status).toBe(200);
    return (res.body.items as TSignal[]).filter((signal) => signal.rule.id === ruleId);
  }

  it('a count rule fires on the Nth submission in D days, not before, and emails its owners', async () => {
    const partNumber = k.form.partNumber;
    const earlier = await t.db
      .selectFrom('incidents')
      .select('id')
      .where('part_number', '=', partNumber)
      .where('submitted_at', '>=', at(-8))
      .execute();
    const rule = await addRule({
      group: 'partNumber',
      method: { method: 'count', atLeast: earlier.length + 3, days: 7 },
      owners: [k.callers.quality.id],
    });
    expect(rule.coolDownDays).toBe(7);
    await k.create(k.callers.user, 'submit');
    await k.create(k.callers.user, 'submit');
    await k.create(k.callers.user, 'save-draft');
    expect(await signalsOf(rule.id)).toHaveLength(0);
    const third = await k.create(k.callers.user, 'submit');
    const signals = await signalsOf(rule.id);
    expect(signals).toHaveLength(1);
    const signal = signals[0] as TSignal;
    expect(signal).toMatchObject({
      groupKey: partNumber,
      observed: earlier.length + 3,
      expected: earlier.length + 3,
      pValue: null,
      status: 'open',
      windowTo: date(0),
      windowFrom: date(-6),
    });
    expect(signal.incidents.map((i) => i.id)).toContain(third.id);
    expect(signal.weeklyCounts.length).toBe(12);
    expect(signal.weeklyCounts.at(-1)).toBeGreaterThanOrEqual(3);
    const emails = await t.emailsTo(DEMO_EMAILS.quality);
    expect(emails.some((email) => email.includes(`Trend signal: `) && email.includes(partNumber))).toBe(true);
    // A fourth the same day: the same rule, group and window (and the cool-down) raise nothing more.
    await k.create(k.callers.user, 'submit');
    expect(await signalsOf(rule.id)).toHaveLength(1);
    const detail = await t.request('GET', `/v1/signals/${signal.id}`, { token: quality });
    expect(detail.status).toBe(200);
    expect(detail.body.id).toBe(signal.id);
  });

  it('never stores a second signal for the same rule, group and window end', async () => {
    const rule = await addRule({
      group: 'product',
      method: { method: 'count', atLeast: 2, days: 7 },
      enabled: false,
    });
    const base = {
      ruleId: rule.id,
      groupKey: 'same',
      groupLabel: 'same',
      windowFrom: date(-6),
      windowEnd: date(0),
      observed: 2,
      expected: 2,
      pValue: null,
      weeklyCounts: [],
      incidentIds: [],
      now: new Date().toISOString(),
    };
    expect(await insertSignal(t.db, { ...base, id: randomUUID() })).toBe(true);
    expect(await insertSignal(t.db, { ...base, id: randomUUID() })).toBe(false);
    expect(await insertSignal(t.db, { ...base, id: randomUUID(), windowEnd: date(1) })).toBe(true);
    expect(await signalsOf(rule.id)).toHaveLength(2);
  });

  it('applies the cool-down between two signals of a group', async () => {
    const partNumber = unique('COOL');
    const rule = await addRule({ group: 'partNumber', method: { method: 'count', atLeast: 2, days: 7 } });
    await insert(1, -40, { partNumber });
    await insert(1, -39, { partNumber });
    await insert(1, -35, { partNumber });
    await insert(1, -34, { partNumber });
    expect(await evaluateSignalRules(t.app.appContext, date(-39))).toBeGreaterThanOrEqual(1);
    expect(await signalsOf(rule.id)).toHaveLength(1);
    // Fires again 5 days later, within the 7 days' cool-down: nothing.
    await evaluateSignalRules(t.app.appContext, date(-34));
    expect(await signalsOf(rule.id)).toHaveLength(1);
    // 7 days later the window holds the two later incidents: a second signal.
    await evaluateSignalRules(t.app.appContext, date(-32));
    const signals = await signalsOf(rule.id);
    expect(signals.map((s) => s.windowTo).sort()).toEqual([date(-39), date(-32)]);
    const later = signals.find((s) => s.windowTo === date(-32)) as TSignal;
    expect(later.observed).toBe(2);
    expect(later.incidents).toHaveLength(2);
  });

  it('a poisson rule does not fire for a busy group at its usual rate, and fires on a burst', async () => {
    const busy = unique('BUSY');
    const quiet = Array.from({ length: 5 }, () => unique('QUIET'));
    const end = -60;
    // 196 days: 182 of baseline and the 14-day window. The busy product has 2 a day throughout; each quiet one
    // 1 every 10 days; the first quiet one 10 more in the window.
    const rows: IncidentRecord[] = [];
    for (let day = end - 195; day <= end; day += 1) {
      for (let i = 0; i < 2; i += 1)
        rows.push(incidentRecord({ reportedBy: k.callers.user.id, product: busy, submittedAt: at(day) }));
      if ((day - end) % 10 === 0)
        for (const product of quiet)
          rows.push(incidentRecord({ reportedBy: k.callers.user.id, product, submittedAt: at(day) }));
    }
    for (let i = 0; i < 10; i += 1)
      rows.push(
        incidentRecord({
          reportedBy: k.callers.user.id,
          product: quiet[0] as string,
          submittedAt: at(end - i),
        }),
      );
    await insertIncidentRows(t.db, rows);
    const rule = await addRule({ group: 'product', method: { method: 'poisson', days: 14 } });
    await evaluateSignalRules(t.app.appContext, date(end));
    const signals = await signalsOf(rule.id);
    const keys = signals.map((s) => s.groupKey);
    expect(keys).not.toContain(busy);
    expect(keys).toContain(quiet[0]);
    for (const product of quiet.slice(1)) expect(keys).not.toContain(product);
    const burst = signals.find((s) => s.groupKey === quiet[0]) as TSignal;
    expect(burst.observed).toBeGreaterThanOrEqual(11);
    expect(burst.expected).toBeLessThan(3);
    expect(burst.pValue).toBeLessThan(0.01);
  });

  it('back-tests a rule over the last 12 months without saving it', async () => {
    const product = unique('BACK');
    await insert(3, -100, { product });
    await insert(3, -50, { product });
    await insert(2, -20, { product });
    const res = await t.request('POST', '/v1/signal-rules/backtest', {
      token: quality,
      body: { name: 'Back-test', group: 'product', method: { method: 'count', atLeast: 3, days: 7 } },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.evaluations).toBe(52);
    expect(res.body.to).toBe(date(0));
    const mine = (res.body.signals as { groupKey: string; observed: number }[]).filter(
      (s) => s.groupKey === product,
    );
    expect(mine).toHaveLength(2);
    expect(mine.every((s) => s.observed === 3)).toBe(true);
    expect(res.body.count).toBe(res.body.signals.length);
    const list = await t.request('GET', '/v1/signal-rules', { token: quality });
    expect(list.body.some((r: { name: string }) => r.name === 'Back-test')).toBe(false);
  });

  it("queues a 'signal.raised' webhook delivery with the signal", async () => {
    const hook = await t.request('POST', '/v1/webhooks', {
      token: k.callers.admin.token,
      body: { url: 'http://127.0.0.1:9/hooks', events: ['signal.raised'] },
    });
    expect(hook.status, hook.text).toBe(201);
    try {
      const partNumber = unique('HOOK');
      const rule = await addRule({ group: 'partNumber', method: { method: 'count', atLeast: 2, days: 7 } });
      const rows = await insert(2, -5, { partNumber });
      await evaluateSignalRules(t.app.appContext, date(-5));
      const deliveries = await t.db
        .selectFrom('webhook_deliveries')
        .select(['event', 'payload'])
        .where('endpoint_id', '=', hook.body.id)
        .execute();
      const payloads = deliveries.map((d) => ZWebhookPayload.parse(JSON.parse(d.payload)));
      const mine = payloads.find((p) => p.type === 'signal.raised' && p.data.signal.groupKey === partNumber);
      expect(mine?.type).toBe('signal.raised');
      if (mine?.type !== 'signal.raised') return;
      expect(mine.data.signal.rule.id).toBe(rule.id);
      expect(mine.data.signal.observed).toBe(2);
      expect(mine.data.signal.incidents.map((i) => i.id).sort()).toEqual(rows.map((r) => r.id).sort());
    } finally {
      await t.request('DELETE', `/v1/webhooks/${hook.body.id}`, { token: k.callers.admin.token });
    }
  });

  it('dismisses an open signal only with a reason', async () => {
    const partNumber = unique('DISMISS');
    const rule = await addRule({ group: 'partNumber', method: { method: 'count', atLeast: 2, days: 7 } });
    await insert(2, -3, { partNumber });
    await evaluateSignalRules(t.app.appContext, date(-3));
    const [signal] = await signalsOf(rule.id);
    const id = (signal as TSignal).id;
    const none = await t.request('POST', `/v1/signals/${id}/dismiss`, {
      token: quality,
      body: { reason: ' ' },
    });
    expect(none.status).toBe(422);
    expect(none.text).toContain(SIGNAL_MSG.reasonRequired);
    const done = await t.request('POST', `/v1/signals/${id}/dismiss`, {
      token: quality,
      body: { reason: 'Known supplier issue, already contained.' },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'dismissed',
      dismissalReason: 'Known supplier issue, already contained.',
    });
    const again = await t.request('POST', `/v1/signals/${id}/dismiss`, {
      token: quality,
      body: { reason: 'x' },
    });
    expect(again.status).toBe(409);
  });

  it('starts one investigation for all its incidents, links another signal to it, refuses incidents not acknowledged', async () => {
    const rule = await addRule({ group: 'partNumber', method: { method: 'count', atLeast: 2, days: 7 } });
    const first = unique('START');
    const second = unique('LINK');
    const refused = unique('REFUSED');
    const firstRows = await insert(3, -2, { partNumber: first, status: 'acknowledged', severity: 'minor' });
    const secondRows = await insert(2, -2, { partNumber: second, status: 'acknowledged' });
    await insert(2, -2, { partNumber: refused, status: 'submitted' });
    await evaluateSignalRules(t.app.appContext, date(-2));
    const signals = await signalsOf(rule.id);
    const of = (key: string) => (signals.find((s) => s.groupKey === key) as TSignal).id;

    const started = await t.request('POST', `/v1/signals/${of(first)}/start-investigation`, {
      token: quality,
    });
    expect(started.status, started.text).toBe(200);
    expect(started.body.status).toBe('investigating');
    const investigationId = started.body.investigationId as string;
    for (const row of firstRows) {
      const incident = await t.request('GET', `/v1/incidents/${row.id}`, { token: quality });
      expect(incident.body).toMatchObject({ status: 'under-investigation', investigationId });
    }
    const investigation = await t.request('GET', `/v1/investigations/${investigationId}`, { token: quality });
    expect(investigation.status).toBe(200);

    const noId = await t.request('POST', `/v1/signals/${of(second)}/link`, { token: quality, body: {} });
    expect(noId.status).toBe(422);
    const linked = await t.request('POST', `/v1/signals/${of(second)}/link`, {
      token: quality,
      body: { investigationId },
    });
    expect(linked.status, linked.text).toBe(200);
    expect(linked.body).toMatchObject({ status: 'linked', investigationId });
    for (const row of secondRows) {
      const incident = await t.request('GET', `/v1/incidents/${row.id}`, { token: quality });
      expect(incident.body).toMatchObject({ status: 'under-investigation', investigationId });
    }

    const refusal = await t.request('POST', `/v1/signals/${of(refused)}/start-investigation`, {
      token: quality,
    });
    expect(refusal.status).toBe(409);
    expect(refusal.body.issues).toHaveLength(2);
    const still = await t.request('GET', `/v1/signals/${of(refused)}`, { token: quality });
    expect(still.body.status).toBe('open');
  });

  it('lets only the quality team manage rules and signals, and checks owners', async () => {
    const user = k.callers.user.token;
    expect((await t.request('GET', '/v1/signals', { token: user })).status).toBe(403);
    expect((await t.request('GET', '/v1/signal-rules', { token: user })).status).toBe(403);
    const body = { name: 'Suppliers', group: 'supplier', method: { method: 'count', atLeast: 3, days: 30 } };
    expect((await t.request('POST', '/v1/signal-rules', { token: user, body })).status).toBe(403);
    const bad = await t.request('POST', '/v1/signal-rules', {
      token: quality,
      body: { ...body, owners: ['no-such-user'] },
    });
    expect(bad.status).toBe(422);
    expect(bad.text).toContain(SIGNAL_MSG.ownerInactive('no-such-user'));
    const badGroup = await t.request('POST', '/v1/signal-rules', {
      token: quality,
      body: { ...body, group: 'colour' },
    });
    expect(badGroup.status).toBe(422);
    const rule = await addRule({ ...body, coolDownDays: 10 });
    expect(rule.coolDownDays).toBe(10);
    const changed = await t.request('PUT', `/v1/signal-rules/${rule.id}`, {
      token: k.callers.admin.token,
      body: { ...body, name: 'Suppliers, monthly', enabled: false },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Suppliers, monthly', enabled: false, coolDownDays: 30 });
    expect((await t.request('PUT', '/v1/signal-rules/nope', { token: quality, body })).status).toBe(404);
  });
});
