import { formatDate } from '@qi/domain/dates';
import { addDays } from '@qi/domain/due-dates';
import { DEFAULT_REMINDER_SETTINGS } from '@qi/domain/reminders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { runReminders } from '../reminders/reminder-service';
import { type ScarKit, scarKit } from './scar-test-kit';

describe('reminders and escalation on a request’s milestones', () => {
  let t: TestApp;
  let s: ScarKit;

  beforeAll(async () => {
    t = await startTestApp();
    s = await scarKit(t);
  });
  afterAll(() => t.close());

  /** A reminder pass at noon UTC of `day` (the scheduler's own clock, as the reminders tests give it). */
  const run = (day: string) =>
    runReminders(t.app.appContext, new Date(`${day}T12:00:00Z`), DEFAULT_REMINDER_SETTINGS);
  const subjects = async (to: string) =>
    (await t.emailsTo(to)).flatMap((m) => /^Subject: (.*)$/m.exec(m)?.[1] ?? []);

  it('reminds the buyer and the supplier’s contact, stops once a milestone is met, and escalates an overdue one', async () => {
    const setup = await s.supplierWithIncidents(1);
    const scar = await s.raise(setup);
    const today = t.app.appContext.today();
    const ack = addDays(today, 2);
    const containment = addDays(today, 3);
    const title = (label: string) => `${label} of ${scar.number} (${setup.supplierName})`;

    await run(today);
    await run(today);
    const dueSoon = `Due ${formatDate(ack)}: ${title('Acknowledge')}`;
    expect((await subjects('quality@example.com')).filter((x) => x === dueSoon)).toHaveLength(1);
    expect((await subjects(setup.contactEmail)).filter((x) => x === dueSoon)).toHaveLength(1);
    const toContact = (await t.emailsTo(setup.contactEmail)).find((m) => m.includes(dueSoon)) ?? '';
    expect(toContact).toContain('quality@example.com');
    expect(toContact).not.toContain('/scars/');

    const session = await s.signIn(setup.contactEmail);
    expect((await t.request('POST', '/v1/supplier/scar/acknowledge', { token: session })).status).toBe(200);
    await run(addDays(containment, 1));
    expect(
      (await subjects(setup.contactEmail)).some((x) => x.startsWith(`Overdue: ${title('Acknowledge')}`)),
    ).toBe(false);
    const overdue = `Overdue: ${title('D3 Containment')}`;
    expect((await subjects(setup.contactEmail)).filter((x) => x === overdue)).toHaveLength(1);
    expect((await subjects('quality@example.com')).filter((x) => x === overdue)).toHaveLength(1);

    await run(addDays(containment, 8));
    expect((await subjects('admin@example.com')).some((x) => x.includes('Escalation'))).toBe(true);
    // The escalation itself: on some days the weekly digest, which lists the milestone too, went to admins first.
    const escalation =
      (await t.emailsTo('admin@example.com')).find(
        (m) => /^Subject: .*Escalation/m.test(m) && m.includes(title('D3 Containment')),
      ) ?? '';
    expect(escalation).toContain('8 days overdue');
    expect((await subjects(setup.contactEmail)).some((x) => x.includes('Escalation'))).toBe(false);
  });

  it('reminds nothing of a request that is closed or revoked', async () => {
    const setup = await s.supplierWithIncidents(1);
    const scar = await s.raise(setup);
    const revoked = await t.request('POST', `/v1/scars/${scar.id}/revoke`, {
      token: s.k.callers.quality.token,
      body: { reason: 'Wrong supplier', version: scar.version },
    });
    expect(revoked.status).toBe(200);
    await run(t.app.appContext.today());
    expect((await subjects(setup.contactEmail)).filter((x) => x.startsWith('Due'))).toEqual([]);
  });
});
