import { DEFAULT_REMINDER_SETTINGS } from '@qi/domain/reminders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { usingPostgres } from '../../../test/helpers/test-database';
import type { IncidentRecord } from '../incidents/incident-record';
import { insertIncidentRows } from '../incidents/incident-repository';
import { type IncidentKit, incidentKit, incidentRecord } from '../incidents/incident-test-kit';
import { investigationKit } from '../investigations/investigation-test-kit';
import { runReminders } from './reminder-service';

/** Noon UTC of a day: the scheduler's clock in these tests. */
const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe('reminders and escalation (docs/product.md §3 Reminders)', () => {
  let t: TestApp;
  let k: IncidentKit;
  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
  });
  afterAll(() => t.close());

  const settings = DEFAULT_REMINDER_SETTINGS;
  const run = (day: string, app: TestApp = t) => runReminders(app.app.appContext, at(day), settings);
  const later = (day: string, app: TestApp) => () => run(day, app);
  const mails = async (to: string, subject: string) =>
    (await t.emailsTo(to)).filter((m) => m.includes(`Subject: ${subject}`));

  /** An acknowledged incident whose single disposition line, owned by `responsible`, is due on `dueDate`. */
  async function lineDue(responsible: string, dueDate: string, fields: Partial<IncidentRecord> = {}) {
    const row = incidentRecord({
      ...k.form,
      reportedBy: k.callers.user.id,
      incidentNumber: 800_000 + Math.floor(Math.random() * 99_999),
      status: 'acknowledged',
      severity: 'minor',
      defectiveQuantity: 2,
      ...fields,
    });
    await t.db.transaction().execute((trx) => insertIncidentRows(trx, [row]));
    const res = await t.request('PUT', `/v1/incidents/${row.id}/disposition`, {
      token: k.callers.quality.token,
      body: { lines: [{ decision: 'scrap', quantity: 2, responsible, dueDate }] },
    });
    expect(res.status).toBe(200);
    return row;
  }

  it('reminds the owner 3 days before, once, and again once on the day it is overdue', async () => {
    const incident = await lineDue(k.callers.investigator.id, '2031-03-10');
    const subject = `Due 10-03-2031: Disposition of incident ${incident.incidentNumber}: Scrap 2`;
    await run('2031-03-06');
    expect(await mails('investigator@example.com', subject)).toHaveLength(0);
    await run('2031-03-07');
    await run('2031-03-07');
    await run('2031-03-09');
    const soon = await mails('investigator@example.com', subject);
    expect(soon).toHaveLength(1);
    expect(soon[0]).toContain(`http://localhost:5173/incident/${incident.id}`);
    const overdueSubject = `Overdue: Disposition of incident ${incident.incidentNumber}: Scrap 2`;
    await run('2031-03-11');
    await run('2031-03-12');
    expect(await mails('investigator@example.com', overdueSubject)).toHaveLength(1);
  });

  it('escalates to admins once an item is more than 7 days overdue, once', async () => {
    const incident = await lineDue(k.callers.investigator.id, '2032-05-01');
    const title = `Disposition of incident ${incident.incidentNumber}: Scrap 2`;
    const about = async (to: string) =>
      (await mails(to, 'Escalation:')).filter((m) => m.includes(`${title}, owned by`));
    await run('2032-05-08');
    expect(await about('admin@example.com')).toHaveLength(0);
    await run('2032-05-09');
    await run('2032-05-20');
    const escalated = await about('admin@example.com');
    expect(escalated).toHaveLength(1);
    expect(escalated[0]).toContain(
      `${title}, owned by Ivan Investigator, is 8 days overdue (due 01-05-2032)`,
    );
    expect(await about('quality@example.com')).toHaveLength(0);
  });

  it('one pass sends each admin one escalation email listing every item, not one email per item', async () => {
    const second = await t.buildUser({ role: 'admin', name: 'Second Admin' });
    const lines = [
      await lineDue(k.callers.investigator.id, '2036-09-01'),
      await lineDue(k.callers.quality.id, '2036-09-02'),
      await lineDue(k.callers.investigator.id, '2036-09-03'),
    ];
    const before = {
      admin: (await mails('admin@example.com', 'Escalation:')).length,
      second: (await mails(second.email, 'Escalation:')).length,
    };
    await run('2036-09-20');
    await run('2036-09-21');
    for (const [to, count] of [
      ['admin@example.com', before.admin],
      [second.email, before.second],
    ] as const) {
      const sent = (await mails(to, 'Escalation:')).slice(count);
      expect(sent, to).toHaveLength(1);
      for (const incident of lines) {
        expect(sent[0]).toContain(`Disposition of incident ${incident.incidentNumber}: Scrap 2, owned by`);
      }
      expect(sent[0]).toMatch(/Subject: Escalation: \d+ overdue items/);
    }
  });

  it('sends nothing for closed incidents, and respects the reminders flag', async () => {
    const quiet = await t.buildUser({ role: 'investigator' });
    const token = (await t.loginAs(quiet.email, quiet.password)).idToken;
    await t.request('PUT', '/v1/profile', { token, body: { notifications: { reminders: false } } });
    await lineDue(quiet.user_id, '2033-01-10');
    const closed = await lineDue(k.callers.investigator.id, '2033-01-10');
    await t.db.updateTable('incidents').set({ status: 'closed' }).where('id', '=', closed.id).execute();
    await run('2033-01-09');
    await run('2033-01-12');
    const reminded = (await t.emailsTo(quiet.email)).filter((m) => /Subject: (Due|Overdue)/.test(m));
    expect(reminded).toHaveLength(0);
    expect(
      (await t.emailsTo('investigator@example.com')).filter((m) =>
        m.includes(`incident ${closed.incidentNumber}:`),
      ),
    ).toHaveLength(0);
  });

  it('sends the weekly digest of overdue work to quality users once a week, from the digest day', async () => {
    const incident = await lineDue(k.callers.admin.id, '2034-02-01');
    // 2034-02-06 is a Monday (the default digest day).
    await run('2034-02-05');
    const before = (await mails('quality@example.com', 'Overdue work:')).length;
    await run('2034-02-06');
    await run('2034-02-08');
    const digests = (await mails('quality@example.com', 'Overdue work:')).slice(before);
    expect(digests).toHaveLength(1);
    expect(digests[0]).toContain(
      `Disposition of incident ${incident.incidentNumber}: Scrap 2: 5 days overdue, Ada Admin`,
    );
    await run('2034-02-13');
    expect((await mails('quality@example.com', 'Overdue work:')).slice(before)).toHaveLength(2);
  });

  it('two instances running the same day send each reminder once; a restart sends nothing again', async () => {
    const incident = await lineDue(k.callers.quality.id, '2035-07-01');
    const subject = `Overdue: Disposition of incident ${incident.incidentNumber}: Scrap 2`;
    // Each instance's outbox job may send the email. On PostgreSQL an instance has its own DATA_DIR, so its
    // outbox folder is read too; on SQLite they share one folder.
    const sentBy = async (app: TestApp) =>
      usingPostgres() ? (await app.emailsTo('quality@example.com')).filter((m) => m.includes(subject)) : [];
    const second = await startTestApp({ shareDatabaseWith: t });
    let sentBySecond: string[] = [];
    try {
      const passes = [t, second, t, second].map((app) => later('2035-07-02', app));
      // Instances run at once on PostgreSQL. SQLite serves one process: two instances in one test process
      // would block each other's synchronous writes, so they take turns.
      if (usingPostgres()) await Promise.all(passes.map((pass) => pass()));
      else for (const pass of passes) await pass();
      sentBySecond = await sentBy(second);
    } finally {
      await second.close();
    }
    expect([...(await mails('quality@example.com', subject)), ...sentBySecond]).toHaveLength(1);
    const restarted = await startTestApp({ shareDatabaseWith: t });
    let sentByRestarted: string[] = [];
    try {
      await run('2035-07-03', restarted);
      sentByRestarted = await sentBy(restarted);
    } finally {
      await restarted.close();
    }
    expect(sentByRestarted).toHaveLength(0);
    expect([...(await mails('quality@example.com', subject)), ...sentBySecond]).toHaveLength(1);
  });

  it('reminds the owner of a scheduled effectiveness check before its date and when it is overdue', async () => {
    const inv = await investigationKit(t);
    const { incident, investigation } = await inv.started();
    await inv.complete(k.callers.investigator, investigation.id);
    const checks = await t.request('GET', `/v1/investigations/${investigation.id}/effectiveness-checks`, {
      token: k.callers.quality.token,
    });
    const check = checks.body[0] as { dueDate: string; owner: string };
    const owner = (await t.db
      .selectFrom('users')
      .select('email')
      .where('user_id', '=', check.owner)
      .executeTakeFirst())!;
    const number = (await k.get(k.callers.quality, `/v1/incidents/${incident.id}`)).body.incidentNumber;
    const title = `Effectiveness check of incident ${number}`;
    const dayBefore = new Date(Date.parse(`${check.dueDate}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const dayAfter = new Date(Date.parse(`${check.dueDate}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    await run(dayBefore);
    await run(dayAfter);
    await run(dayAfter);
    const sent = (await t.emailsTo(owner.email)).filter((m) => m.includes(title));
    expect(sent.filter((m) => m.includes('Subject: Due'))).toHaveLength(1);
    expect(sent.filter((m) => m.includes('Subject: Overdue'))).toHaveLength(1);
    expect(sent[0]).toContain(`http://localhost:5173/investigation/${investigation.id}`);
  });

  it('reminds the owner of an open investigation section once it is overdue, once', async () => {
    const inv = await investigationKit(t);
    const { incident, investigation } = await inv.started();
    const read = await t.request('GET', `/v1/investigations/${investigation.id}`, {
      token: k.callers.quality.token,
    });
    const containment = read.body.schedule.containmentAction as { owner: string; dueDate: string };
    expect(containment.owner).toBe(k.callers.quality.id);
    const number = (await k.get(k.callers.quality, `/v1/incidents/${incident.id}`)).body.incidentNumber;
    const title = `Containment Action of the investigation of incident ${number}`;
    const after = new Date(Date.parse(`${containment.dueDate}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    await run(after);
    await run(after);
    // Matched in the text: a long subject is folded over two header lines.
    const overdue = (await t.emailsTo('quality@example.com')).filter((m) =>
      m.includes(`${title} was due on`),
    );
    expect(overdue).toHaveLength(1);
  });
});
