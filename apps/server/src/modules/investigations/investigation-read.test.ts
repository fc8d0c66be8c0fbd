import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { investigationKit } from './investigation-test-kit';

describe('reading investigations (GET /v1/investigations…)', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
  });
  afterAll(() => t.close());

  it('lists pages, newest first, with the start of the description and the incident numbers', async () => {
    const long = `Zebra pattern on the panel. ${'x'.repeat(400)}`;
    const { incident, investigation } = await k.started(long);
    const res = await k.get(k.callers.investigator, '/v1/investigations?rowsPerPage=25&page=0');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 0, rowsPerPage: 25 });
    expect(res.body.total).toBeGreaterThanOrEqual(1);
    const item = res.body.items.find((i: { id: string }) => i.id === investigation.id);
    expect(item).toEqual({
      id: investigation.id,
      status: 'opened',
      incidentDescription: long.slice(0, 200),
      incidentNumbers: [incident.incidentNumber],
      updated_at: expect.any(String),
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      daysOverdue: 0,
    });
    const dates = res.body.items.map((i: { updated_at: string }) => i.updated_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('searches the description and the linked incident numbers; pages by 25/50/100', async () => {
    const { incident, investigation } = await k.started('Quokka-shaped dent in the lid.');
    const byText = (await k.get(k.callers.quality, '/v1/investigations?search=QUOKKA')).body;
    expect(byText.total).toBe(1);
    expect(byText.items[0].id).toBe(investigation.id);
    const byNumber = (await k.get(k.callers.quality, `/v1/investigations?search=${incident.incidentNumber}`))
      .body;
    expect(byNumber.items.map((i: { id: string }) => i.id)).toContain(investigation.id);
    const none = (await k.get(k.callers.quality, '/v1/investigations?search=%25_nothing_%25')).body;
    expect(none).toMatchObject({ total: 0, items: [] });
    for (let i = 0; i < 26; i += 1) await k.started(`Batch item ${i}`);
    const total = (await k.get(k.callers.admin, '/v1/investigations')).body.total;
    const second = (await k.get(k.callers.admin, '/v1/investigations?page=1')).body;
    expect(second.items).toHaveLength(Math.min(25, total - 25));
    expect((await k.get(k.callers.admin, '/v1/investigations?rowsPerPage=30')).status).toBe(422);
  });

  it('role user may not list them (403) but may read one and its history', async () => {
    const { investigation } = await k.started();
    expect((await k.get(k.callers.user, '/v1/investigations')).status).toBe(403);
    const read = await k.get(k.callers.user, `/v1/investigations/${investigation.id}`);
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(investigation.id);
    expect((await k.get(k.callers.user, `/v1/investigations/${investigation.id}/history`)).status).toBe(200);
    const missing = await k.get(k.callers.user, '/v1/investigations/no-such-investigation');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Investigation not found.');
    expect((await k.get(k.callers.user, '/v1/investigations/nope/history')).status).toBe(404);
  });

  it('presents attachments with signed urls and no database column names', async () => {
    const { investigation } = await k.started();
    const key = 'organisations/3f0f6a9e-1111-4222-8333-444455556666.txt';
    await t.db
      .insertInto('uploads')
      .values({
        key,
        name: 'notes.txt',
        type: 'text/plain',
        size: 5,
        uploaded_by: k.callers.quality.id,
        created_at: new Date().toISOString(),
      })
      .execute();
    const saved = await k.put(k.callers.quality, investigation.id, {
      incidentJustified: false,
      defectiveProductQuantity: '1',
      attachments: [{ id: key, name: 'notes.txt', type: 'text/plain', size: 5, url: '' }],
    });
    expect(saved.status).toBe(200);
    const read = (await k.get(k.callers.user, `/v1/investigations/${investigation.id}`)).body;
    expect(read.attachments).toHaveLength(1);
    expect(read.attachments[0]).toMatchObject({ id: key, name: 'notes.txt', size: 5 });
    expect(read.attachments[0].url).toMatch(/^https?:\/\//);
    expect(Object.keys(read).some((key) => key.includes('_') && !key.endsWith('_at'))).toBe(false);
  });
});
