import type { THistoryEntry } from '@qi/domain/history';
import type { TArrivalCheck } from '@qi/domain/similar-arrival';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type Caller, type IncidentKit, incidentKit } from '../incidents/incident-test-kit';

/** Decision 052: a submission its reporter was not shown the similar incidents for is checked on arrival. */
describe('the similar-incidents check on arrival', () => {
  let t!: TestApp;
  let k!: IncidentKit;
  let earlier!: { id: string; incidentNumber: number | null };
  const description = 'Paint blistering on the zqarrival bracket after the salt spray test';

  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
    earlier = await k.create(k.callers.investigator, 'submit', { description });
  });
  afterAll(() => t.close());

  async function submit(caller: Caller, body: Record<string, unknown>) {
    const res = await t.request('POST', '/v1/incidents', {
      token: caller.token,
      body: { ...k.form, action: 'submit', ...body },
    });
    expect(res.status, res.text).toBe(201);
    return res.body as { id: string; incidentNumber: number };
  }
  async function arrivalCheck(caller: Caller, id: string) {
    const res = await k.get(caller, `/v1/incidents/${id}/arrival-check`);
    expect(res.status, res.text).toBe(200);
    return res.body as TArrivalCheck;
  }
  const arrivalEntries = async (id: string) =>
    ((await k.get(k.callers.quality, `/v1/incidents/${id}/history`)).body as THistoryEntry[]).filter(
      (entry) => entry.action === 'similar-on-arrival',
    );
  const checkRows = (id: string) =>
    t.db.selectFrom('similar_checks').selectAll().where('incident_id', '=', id).execute();

  it('checks a report sent without the check (a queued one), records what it found and tells the history', async () => {
    const report = await submit(k.callers.user, {
      description: 'Blistering paint on zqarrival brackets after salt spray testing',
      similarChecked: false,
    });
    const check = await arrivalCheck(k.callers.quality, report.id);
    expect(check.checkedAt).toEqual(expect.any(String));
    expect(check.items[0]).toMatchObject({
      id: earlier.id,
      incidentNumber: earlier.incidentNumber,
      status: 'submitted',
      band: 'likely',
    });
    expect(check.items.map((item) => item.id)).not.toContain(report.id);
    const [row] = await checkRows(report.id);
    expect(row?.origin).toBe('arrival');
    expect(JSON.parse(row?.shown ?? '[]')[0]).toEqual({ id: earlier.id, band: 'likely' });
    const entries = await arrivalEntries(report.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { user_id: k.callers.user.id },
      changes: [
        {
          field: 'similarIncidents',
          from: null,
          to: expect.stringContaining(`Likely the same: #${earlier.incidentNumber}`),
        },
      ],
    });
    // After the submission's own entry.
    const history = (await k.get(k.callers.quality, `/v1/incidents/${report.id}/history`))
      .body as THistoryEntry[];
    expect(history.map((entry) => entry.action)).toEqual(['submit', 'similar-on-arrival']);
  });

  it('checks a submission whose client says nothing (an API client, an older app)', async () => {
    const report = await submit(k.callers.quality, { description: `${description}, again` });
    expect((await arrivalCheck(k.callers.user, report.id)).items[0]?.id).toBe(earlier.id);
  });

  it('does not check a report whose reporter was shown the check', async () => {
    const report = await submit(k.callers.user, { description, similarChecked: true });
    expect(await arrivalCheck(k.callers.quality, report.id)).toEqual({ checkedAt: null, items: [] });
    expect(await checkRows(report.id)).toEqual([]);
    expect(await arrivalEntries(report.id)).toEqual([]);
  });

  it('records an empty check without a history entry when nothing looks similar', async () => {
    const report = await submit(k.callers.user, {
      description: 'zqunrelated wording nobody used before',
      // Not product related: no part number ('N/A' names none), GRN or order number to share.
      product: 'Not Product Related',
      partNumber: 'N/A',
      grnNumber: '',
      orderNumber: '',
    });
    expect(await arrivalCheck(k.callers.quality, report.id)).toEqual({
      checkedAt: expect.any(String),
      items: [],
    });
    expect(JSON.parse((await checkRows(report.id))[0]?.shown ?? 'null')).toEqual([]);
    expect(await arrivalEntries(report.id)).toEqual([]);
  });

  it('checks a draft when it is submitted, not when it is saved, and once', async () => {
    const draft = await k.create(k.callers.user, 'save-draft', { description });
    expect(await checkRows(draft.id)).toEqual([]);
    const res = await k.act(k.callers.user, draft.id, { action: 'submit' });
    expect(res.status, res.text).toBe(200);
    expect((await arrivalCheck(k.callers.user, draft.id)).items[0]).toMatchObject({
      id: earlier.id,
      band: 'likely',
    });
    // Sent back for more information and submitted again: no second check.
    const more = await k.act(k.callers.quality, draft.id, {
      action: 'request-more-information',
      pendingUpdateReason: 'Photos please',
    });
    expect(more.status, more.text).toBe(200);
    expect((await k.act(k.callers.user, draft.id, { action: 'submit' })).status).toBe(200);
    expect(await checkRows(draft.id)).toHaveLength(1);
    expect(await arrivalEntries(draft.id)).toHaveLength(1);
  });

  it('checks a draft submitted with new text in the same save by that text', async () => {
    const draft = await k.create(k.callers.user, 'save-draft', { description: 'zqunrelated draft wording' });
    const res = await k.act(k.callers.user, draft.id, {
      action: 'submit',
      description: 'Salt spray test left blistering paint on a zqarrival bracket',
    });
    expect(res.status, res.text).toBe(200);
    expect((await arrivalCheck(k.callers.user, draft.id)).items[0]?.id).toBe(earlier.id);
  });

  it('checks a submission by its fields as saved when the save changes them', async () => {
    // The form trims the part number: the check read before the save is read again for the saved fields.
    const report = await submit(k.callers.user, {
      description: `${description}, once more`,
      partNumber: `  ${k.form.partNumber}  `,
    });
    expect((await k.get(k.callers.user, `/v1/incidents/${report.id}`)).body).toMatchObject({
      partNumber: k.form.partNumber,
    });
    const check = await arrivalCheck(k.callers.quality, report.id);
    expect(check.items[0]?.id).toBe(earlier.id);
    expect(check.items.map((item) => item.id)).not.toContain(report.id);
  });

  it('numbers and checks submissions that arrive together', async () => {
    const reports = await Promise.all(
      Array.from({ length: 6 }, (_, i) => submit(k.callers.user, { description: `${description} (${i})` })),
    );
    const numbers = reports.map((report) => report.incidentNumber).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers.at(-1)! - numbers[0]!).toBe(5);
    for (const report of reports) {
      expect(await checkRows(report.id)).toHaveLength(1);
      expect((await arrivalCheck(k.callers.quality, report.id)).items[0]?.id).toBe(earlier.id);
    }
  });

  it('answers 404 for an incident the caller may not see, and refuses a flag that is not a boolean', async () => {
    const draft = await k.create(k.callers.investigator, 'save-draft', { description });
    expect((await k.get(k.callers.user, `/v1/incidents/${draft.id}/arrival-check`)).status).toBe(404);
    expect((await k.get(k.callers.user, '/v1/incidents/nope/arrival-check')).status).toBe(404);
    const bad = await t.request('POST', '/v1/incidents', {
      token: k.callers.user.token,
      body: { ...k.form, action: 'submit', similarChecked: 'yes' },
    });
    expect(bad.status).toBe(422);
  });
});
