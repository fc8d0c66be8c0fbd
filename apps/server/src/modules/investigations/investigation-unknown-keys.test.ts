import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { investigationKit } from './investigation-test-kit';

/** The 422 names the unknown key (zod's unrecognized_keys issue), as for incidents and checks. */
function expectUnknownKeyRefused(
  res: { status: number; body: { issues?: { message: string }[] } },
  key: string,
) {
  expect(res.status).toBe(422);
  expect(res.body.issues?.map((issue) => issue.message)).toContainEqual(expect.stringContaining(`"${key}"`));
}

describe('investigation bodies refuse unknown keys (422), as incidents and checks do', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof investigationKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await investigationKit(t);
  });
  afterAll(() => t.close());

  it('PUT /v1/investigations/{id}: an unknown key is 422 naming it and nothing is written', async () => {
    const { investigation } = await k.started();
    const res = await k.put(k.callers.investigator, investigation.id, {
      containmentAction: 'Stock quarantined.',
      containmentActoin: 'typo',
    });
    expectUnknownKeyRefused(res, 'containmentActoin');
    const stored = await k.get(k.callers.quality, `/v1/investigations/${investigation.id}`);
    expect(stored.body).toMatchObject({ version: investigation.version, containmentAction: '' });
  });

  it('PUT /v1/investigations/{id}: the whole record sent back is accepted, its server-set fields ignored', async () => {
    const { investigation } = await k.started();
    const read = await k.get(k.callers.quality, `/v1/investigations/${investigation.id}`);
    const res = await k.put(k.callers.investigator, investigation.id, {
      ...read.body,
      id: 'another-id',
      status: 'closed',
      containmentAction: 'Stock quarantined.',
      incidentJustified: false,
      defectiveProductQuantity: '2',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: investigation.id, containmentAction: 'Stock quarantined.' });
    expect(res.body.status).toBe(read.body.status);
  });

  it('POST /v1/investigations and POST …/reopen: an unknown key is 422 naming it', async () => {
    const incident = await k.acknowledgedIncident();
    const start = await t.request('POST', '/v1/investigations', {
      token: k.callers.quality.token,
      body: { incidentId: incident.id, copyFromm: 'x' },
    });
    expectUnknownKeyRefused(start, 'copyFromm');
    // The specification's form (an investigation record) still creates one: record fields are not unknown.
    const specForm = await t.request('POST', '/v1/investigations', {
      token: k.callers.quality.token,
      body: { incidentDescription: 'Spec form.', status: 'opened', containmentActionSignedBy: null },
    });
    expect(specForm.status, specForm.text).toBe(201);
    const reopen = await t.request('POST', `/v1/investigations/${specForm.body.id}/reopen`, {
      token: k.callers.quality.token,
      body: { reason: 'Wrong root cause.', why: 'x' },
    });
    expectUnknownKeyRefused(reopen, 'why');
  });
});
