import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type IncidentKit, incidentKit } from '../incidents/incident-test-kit';

describe('incident notifications (sent after commit, respecting profile flags)', () => {
  let t: TestApp;
  let k: IncidentKit;
  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
  });
  afterAll(() => t.close());

  const setFlags = (token: string, notifications: Record<string, boolean>) =>
    t.request('PUT', '/v1/profile', { token, body: { notifications } });

  it('a submission mails every active quality and admin user who wants it, with number and link', async () => {
    const quiet = await t.buildUser({ role: 'quality' });
    const quietToken = (await t.loginAs(quiet.email, quiet.password)).idToken;
    expect((await setFlags(quietToken, { submitted: false })).status).toBe(200);
    const inactive = await t.buildUser({ role: 'admin', active: false });
    const before = (await t.emailsTo('quality@example.com')).length;
    const incident = await k.create(k.callers.user, 'submit');
    const mails = (await t.emailsTo('quality@example.com')).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Subject: Incident ${incident.incidentNumber}: submitted`);
    expect(mails[0]).toContain(`http://localhost:5173/incident/${incident.id}`);
    expect(await t.emailsTo('admin@example.com')).not.toHaveLength(0);
    expect(await t.emailsTo(quiet.email)).toHaveLength(0);
    expect(await t.emailsTo(inactive.email)).toHaveLength(0);
    expect(await t.emailsTo('investigator@example.com')).toHaveLength(0);
  });

  it('saving a draft sends nothing', async () => {
    const before = (await t.emailsTo('quality@example.com')).length;
    await k.create(k.callers.user, 'save-draft');
    expect(await t.emailsTo('quality@example.com')).toHaveLength(before);
  });

  it('acknowledged, rejected (with reason) and pending-update (with reason) go to the reporter', async () => {
    const reporter = await t.buildUser({ role: 'user' });
    const token = (await t.loginAs(reporter.email, reporter.password)).idToken;
    const caller = { token, id: reporter.user_id, role: 'user' as const };
    const one = await k.create(caller, 'submit');
    await k.act(k.callers.quality, one.id, { action: 'acknowledge' });
    const two = await k.create(caller, 'submit');
    await k.act(k.callers.quality, two.id, { action: 'reject', rejectReason: 'Duplicate of 12' });
    const three = await k.create(caller, 'submit');
    await k.act(k.callers.quality, three.id, {
      action: 'request-more-information',
      pendingUpdateReason: 'Add photos',
    });
    const mails = await t.emailsTo(reporter.email);
    expect(mails).toHaveLength(3);
    expect(mails[0]).toContain(`Incident ${one.incidentNumber}: acknowledged`);
    expect(mails[1]).toContain(`Incident ${two.incidentNumber}: rejected`);
    expect(mails[1]).toContain('Reason: Duplicate of 12');
    expect(mails[2]).toContain('Reason: Add photos');
    expect(mails[2]).toContain(`/incident/${three.id}`);
  });

  it('a reporter who turned a flag off gets no email for that event; a refused action sends nothing', async () => {
    const reporter = await t.buildUser({ role: 'user' });
    const token = (await t.loginAs(reporter.email, reporter.password)).idToken;
    await setFlags(token, { rejected: false });
    const caller = { token, id: reporter.user_id, role: 'user' as const };
    const one = await k.create(caller, 'submit');
    const refused = await k.act(k.callers.quality, one.id, { action: 'reject', rejectReason: ' ' });
    expect(refused.status).toBe(422);
    await k.act(k.callers.quality, one.id, { action: 'reject', rejectReason: 'No' });
    expect(await t.emailsTo(reporter.email)).toHaveLength(0);
    const two = await k.create(caller, 'submit');
    await k.act(k.callers.quality, two.id, { action: 'acknowledge' });
    expect(await t.emailsTo(reporter.email)).toHaveLength(1);
  });

  it('closed goes to the reporter', async () => {
    const now = new Date().toISOString();
    await t.db
      .insertInto('investigations')
      .values({
        id: 'inv-close',
        status: 'completed',
        completed: 1,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    const reporter = await t.buildUser({ role: 'investigator' });
    const token = (await t.loginAs(reporter.email, reporter.password)).idToken;
    const incident = await k.create({ token, id: reporter.user_id, role: 'investigator' }, 'submit');
    await k.act(k.callers.quality, incident.id, { action: 'acknowledge' });
    await k.act(k.callers.quality, incident.id, {
      action: 'start-investigation',
      investigationId: 'inv-close',
    });
    await k.disposeAll(k.callers.admin, incident.id);
    const res = await k.act(k.callers.admin, incident.id, { action: 'close' });
    expect(res.body.status).toBe('closed');
    const mails = await t.emailsTo(reporter.email);
    expect(mails.at(-1)).toContain(`Incident ${incident.incidentNumber}: closed`);
  });
});
