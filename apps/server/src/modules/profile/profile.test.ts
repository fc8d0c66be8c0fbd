import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type Tokens } from '../../../test/helpers/test-app';

describe('/v1/profile and /v1/self', () => {
  let t: TestApp;
  let user: Tokens;
  beforeAll(async () => {
    t = await startTestApp();
    user = await t.login('user');
  });
  afterAll(() => t.close());

  it('returns the default profile', async () => {
    const res = await t.request('GET', '/v1/profile', { token: user.idToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      notifications: {
        submitted: true,
        acknowledged: true,
        rejected: true,
        'pending-update': true,
        closed: true,
        disposition: true,
        reminders: true,
        'overdue-digest': true,
      },
      draftIncidentsFilter: [],
      incidentsFilter: [],
    });
  });

  it('merges a partial update and keeps the rest', async () => {
    const columns = [
      { id: 'incidentNumber', selected: true },
      { id: 'status', selected: false },
    ];
    const first = await t.request('PUT', '/v1/profile', {
      token: user.idToken,
      body: { notifications: { rejected: false }, incidentsFilter: columns },
    });
    expect(first.status).toBe(200);
    expect(first.body.notifications).toMatchObject({ rejected: false, submitted: true });
    const second = await t.request('PUT', '/v1/profile', {
      token: user.idToken,
      body: { draftIncidentsFilter: [{ id: 'product', selected: true }] },
    });
    expect(second.body).toMatchObject({
      notifications: { rejected: false },
      incidentsFilter: columns,
      draftIncidentsFilter: [{ id: 'product', selected: true }],
    });
    const read = await t.request('GET', '/v1/profile', { token: user.idToken });
    expect(read.body).toEqual(second.body);
  });

  it('validates the profile', async () => {
    const wrongType = await t.request('PUT', '/v1/profile', {
      token: user.idToken,
      body: { notifications: { closed: 'yes' } },
    });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.issues[0].path).toBe('notifications.closed');
    const unknownKey = await t.request('PUT', '/v1/profile', {
      token: user.idToken,
      body: { role: 'admin' },
    });
    expect(unknownKey.status).toBe(422);
  });

  it('GET /v1/self returns the user, profile, own incidents newest first and reports', async () => {
    const now = Date.now();
    for (const [i, reporter] of [
      user.user.user_id,
      user.user.user_id,
      (await t.login('quality')).user.user_id,
    ].entries()) {
      const at = new Date(now + i * 1000).toISOString();
      await t.db
        .insertInto('incidents')
        .values({
          id: randomUUID(),
          reported_by: reporter,
          incident_date: '2024-05-01',
          product: 'Widget A',
          part_number: 'PN-1001',
          defective_quantity: 3,
          grn_number: 'S12345',
          order_number: 'WO1',
          location_id: 'Warehouse',
          location_title: 'Warehouse',
          description: `incident ${i}`,
          attachments: '[]',
          status: 'draft',
          incident_justified: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    const res = await t.request('GET', '/v1/self', { token: user.idToken });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('user@example.com');
    expect(res.body.profile.notifications.submitted).toBe(true);
    expect(res.body.incidents.map((i: { description: string }) => i.description)).toEqual([
      'incident 1',
      'incident 0',
    ]);
    expect(res.body.incidents[0]).toMatchObject({
      defectiveQuantity: 3,
      incidentLocation: { id: 'Warehouse', title: 'Warehouse' },
      category: null,
      incidentJustified: null,
      status: 'draft',
    });
    expect(res.body.reports).toHaveLength(1);
    expect(res.body.reports[0].id).toEqual(expect.any(String));
    expect(res.body.reports[0].charts.map((c: { title: string }) => c.title)).toContain(
      'Incidents per month',
    );
  });
});
