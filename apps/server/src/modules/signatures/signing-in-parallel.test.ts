import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signatureKit } from './signature-test-kit';

/** The signing password re-check counts failures, not attempts (docs/reliability.md, "Hold under abuse"). */
// About a hundred requests at once, each hashing a password: slow on a busy machine, so a wider timeout.
describe('signing many things at once', { timeout: 120_000 }, () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof signatureKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await signatureKit(t);
    await k.setSignatures('password');
  });
  afterAll(() => t.close());

  const approve = (id: string, token: string, body: Record<string, unknown>) =>
    t.request('POST', `/v1/incidents/${id}/disposition/approve`, { token, body });

  async function decidedIncident() {
    const incident = await k.acknowledgedIncident();
    await k.disposeAll(k.callers.quality, incident.id);
    return incident;
  }

  it('25 approvals sent at once with the right password all go through: none is refused by the limit', async () => {
    const incidents = [];
    for (let i = 0; i < 25; i++) incidents.push(await decidedIncident());
    const answers = await Promise.all(
      incidents.map((incident) => approve(incident.id, k.callers.quality.token, k.withPassword)),
    );
    expect(answers.map((a) => a.status)).toEqual(incidents.map(() => 200));
    for (const answer of answers) expect(answer.body.dispositionStatus).toBe('approved');
  });

  it('25 at once with a wrong password: no more than 5 are checked, the others are refused', async () => {
    const person = await t.buildUser({ role: 'quality' });
    const tokens = await t.loginAs(person.email, person.password);
    const incident = await decidedIncident();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => approve(incident.id, tokens.idToken, k.wrongPassword)),
    );
    expect(answers.filter((a) => a.status === 403)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20);
    expect((await approve(incident.id, tokens.idToken, k.withPassword)).status).toBe(429);
  });
});
