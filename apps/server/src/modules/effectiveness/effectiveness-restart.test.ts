import { defaultSchedule, type TDueDateDefaults } from '@qi/domain/due-dates';
import { DEFAULT_REMINDER_SETTINGS } from '@qi/domain/reminders';
import { SIGNATURE_MSG, type TSignature } from '@qi/domain/signatures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { fetchPdf, pdfPages } from '../documents/pdf-test-tools';
import { runReminders } from '../reminders/reminder-service';
import { signatureKit } from '../signatures/signature-test-kit';

interface Check {
  id: string;
  investigationId: string;
  dueDate: string;
  version: number;
}
interface Task {
  kind: string;
  investigationId: string | null;
  dueDate: string | null;
  link: string;
}

/**
 * 'Start a new investigation' after a not-effective check (docs/product.md §4 restart-investigation): the new
 * investigation is owned and scheduled like any start, the restart is signed with a reason that withdraws the
 * Closed records, and the incident's trail keeps the first investigation.
 */
describe('restarting an investigation from a not-effective check', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof signatureKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await signatureKit(t);
  });
  afterAll(() => t.close());

  const checksOf = async (investigationId: string) =>
    (await k.get(k.callers.quality, `/v1/investigations/${investigationId}/effectiveness-checks`))
      .body as Check[];
  const record = (id: string, body: Record<string, unknown>) =>
    t.request('POST', `/v1/effectiveness-checks/${id}/record`, { token: k.callers.quality.token, body });
  const restart = (id: string, body: Record<string, unknown> = {}) =>
    t.request('POST', `/v1/effectiveness-checks/${id}/new-investigation`, {
      token: k.callers.quality.token,
      body,
    });
  const myTasks = async (token: string) =>
    (await t.request('GET', '/v1/my-tasks', { token })).body.items as Task[];

  /** A completed investigation (signed when `signed`), its incident closed, and its scheduled check. */
  async function closedCase(signed: boolean) {
    const { incident, investigation } = await k.started();
    if (signed) {
      const done = await k.completeSigned(k.callers.quality, investigation.id);
      expect(done.status).toBe(200);
    } else await k.complete(k.callers.quality, investigation.id);
    await k.disposeAll(k.callers.quality, incident.id);
    const closed = await k.act(k.callers.quality, incident.id, {
      action: 'close',
      ...(signed ? k.withPassword : {}),
    });
    expect(closed.status).toBe(200);
    const [check] = await checksOf(investigation.id);
    if (!check) throw new Error('no check scheduled');
    return { incident, investigation, check };
  }

  async function notEffective(check: Check, signed: boolean) {
    const res = await record(check.id, {
      result: 'not-effective',
      evidence: 'Cracks are back.',
      ...(signed ? k.withPassword : {}),
    });
    expect(res.status).toBe(200);
  }

  it('the new investigation gets owners and due dates by severity, is in My tasks and reminded by email', async () => {
    await k.setSignatures('off');
    const { incident, check } = await closedCase(false);
    await notEffective(check, false);
    const res = await restart(check.id);
    expect(res.status).toBe(201);

    const defaults = (await k.get(k.callers.quality, '/v1/due-date-defaults')).body as TDueDateDefaults;
    const today = t.app.appContext.today();
    const expected = defaultSchedule(defaults, 'minor', today, k.callers.quality.id);
    expect(res.body.schedule).toEqual(expected);
    expect(res.body.schedule.containmentAction.owner).toBe(k.callers.quality.id);

    const sections = (await myTasks(k.callers.quality.token)).filter(
      (task) => task.kind === 'investigation-section' && task.investigationId === res.body.id,
    );
    expect(sections).toHaveLength(5);
    expect(sections.every((task) => task.link === `/investigation/${res.body.id}`)).toBe(true);

    // The owner is told by the reminders every scheduled section gets: 3 days before its due date.
    const due = expected.containmentAction.dueDate as string;
    const [y, m, d] = due.split('-').map(Number) as [number, number, number];
    const before = new Date(Date.UTC(y, m - 1, d - 3, 12));
    await runReminders(t.app.appContext, before, DEFAULT_REMINDER_SETTINGS);
    const mails = (await t.emailsTo('quality@example.com')).filter(
      (mail) =>
        mail.includes(`Containment Action of the investigation of incident ${incident.incidentNumber}`) &&
        mail.includes(`/investigation/${res.body.id}`),
    );
    expect(mails).toHaveLength(1);
  });

  it('the work goes back to the first investigation’s owner, who is told by email when someone else restarts it', async () => {
    await k.setSignatures('off');
    const { incident, investigation, check } = await closedCase(false);
    await notEffective(check, false);
    const res = await t.request('POST', `/v1/effectiveness-checks/${check.id}/new-investigation`, {
      token: k.callers.admin.token,
      body: {},
    });
    expect(res.status).toBe(201);
    expect(res.body.assignedTo).toBe(investigation.assignedTo);
    expect(res.body.schedule.containmentAction.owner).toBe(k.callers.quality.id);
    // The defective product starts from the incidents' quantities, as any start does.
    const stored = (await k.get(k.callers.quality, `/v1/incidents/${incident.id}`)).body as {
      defectiveQuantity: number | null;
    };
    expect(res.body.defectiveProductQuantity).toBe(String(stored.defectiveQuantity ?? 0));
    const told = (await t.emailsTo('quality@example.com')).filter(
      (mail) =>
        mail.includes(
          `effectiveness check of Incident ${incident.incidentNumber} found the fix not effective`,
        ) && mail.includes(`/incident/${incident.id}`),
    );
    expect(told).toHaveLength(1);
  });

  it('a scheduled check is in its owner’s My tasks with its due date until it is recorded', async () => {
    await k.setSignatures('off');
    const { check } = await closedCase(false);
    const owned = (await myTasks(k.callers.quality.token)).filter(
      (task) => task.kind === 'effectiveness-check' && task.investigationId === check.investigationId,
    );
    expect(owned).toEqual([
      expect.objectContaining({ dueDate: check.dueDate, link: `/investigation/${check.investigationId}` }),
    ]);
    const others = await myTasks(k.callers.investigator.token);
    expect(others.some((task) => task.investigationId === check.investigationId)).toBe(false);
    await record(check.id, { result: 'effective', evidence: 'Held.' });
    const after = await myTasks(k.callers.quality.token);
    expect(
      after.some(
        (task) => task.kind === 'effectiveness-check' && task.investigationId === check.investigationId,
      ),
    ).toBe(false);
  });

  it('recording a check is signed with signatures on: password re-checked, a Verified record kept', async () => {
    await k.setSignatures('password');
    const { incident, check } = await closedCase(true);
    const count = await k.recordCount();
    const body = { result: 'effective', evidence: 'Held for 3 batches.' };

    const missing = await record(check.id, body);
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe(SIGNATURE_MSG.passwordRequired);
    const wrong = await record(check.id, { ...body, ...k.wrongPassword });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(SIGNATURE_MSG.rejected);
    expect(await k.recordCount()).toBe(count);
    expect((await checksOf(check.investigationId))[0]).toMatchObject({ status: 'scheduled' });

    const signed = await record(check.id, { ...body, ...k.withPassword });
    expect(signed.status).toBe(200);
    const verified = (await k.signaturesOf(incident.id)).filter((s) => s.meaning === 'Verified');
    expect(verified).toEqual([
      expect.objectContaining({
        subject: 'effectiveness-check',
        subjectLabel: 'Effectiveness check',
        investigationId: check.investigationId,
        signerId: k.callers.quality.id,
      }),
    ]);
    expect(verified[0]?.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('with signatures on, the restart needs the password and a reason, and withdraws the Closed record', async () => {
    await k.setSignatures('password');
    const { incident, investigation, check } = await closedCase(true);
    await notEffective(check, true);
    const count = await k.recordCount();
    const historyBefore = await k.historyLength('incidents', incident.id);

    const noPassword = await restart(check.id, { reasonForChange: 'Cracks came back.' });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.message).toBe(SIGNATURE_MSG.passwordRequired);
    const wrong = await restart(check.id, { reasonForChange: 'Cracks came back.', ...k.wrongPassword });
    expect(wrong.status).toBe(403);
    const noReason = await restart(check.id, { ...k.withPassword, reasonForChange: '  ' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe(SIGNATURE_MSG.reasonForChange);
    expect(await k.recordCount()).toBe(count);
    expect(await k.historyLength('incidents', incident.id)).toBe(historyBefore);
    expect(await k.incidentStatus(incident.id)).toBe('closed');

    const res = await restart(check.id, { ...k.withPassword, reasonForChange: 'Cracks came back.' });
    expect(res.status).toBe(201);
    expect(await k.incidentStatus(incident.id)).toBe('under-investigation');

    const records = await k.signaturesOf(incident.id);
    const closedRecord = records.find((s) => s.meaning === 'Closed');
    expect(records.filter((s) => s.meaning === 'Withdrawn')).toEqual([
      expect.objectContaining({
        subject: 'incident',
        subjectLabel: `Incident ${incident.incidentNumber}`,
        withdrawsId: closedRecord?.id,
        reason: 'Cracks came back.',
        signerId: k.callers.quality.id,
      }),
    ]);
    const history = (await k.get(k.callers.quality, `/v1/incidents/${incident.id}/history`)).body as {
      action: string;
      reason: string | null;
    }[];
    expect(history.at(-1)).toMatchObject({ action: 'restart-investigation', reason: 'Cracks came back.' });

    // The first investigation stays in the incident's trail: its sign-offs, completion and Verified record.
    const first = records.filter((s: TSignature) => s.investigationId === investigation.id);
    expect(first.map((s) => s.meaning)).toEqual([...Array(6).fill('Completed'), 'Verified']);
  });

  it('a live Closed record needs a reason even with signatures off, and is withdrawn', async () => {
    await k.setSignatures('password');
    const { incident, check } = await closedCase(true);
    await k.setSignatures('off');
    await notEffective(check, false);
    const noReason = await restart(check.id);
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe(SIGNATURE_MSG.reasonForChange);
    const res = await restart(check.id, { reasonForChange: 'Customer returns again.' });
    expect(res.status).toBe(201);
    const withdrawn = (await k.signaturesOf(incident.id)).filter((s) => s.meaning === 'Withdrawn');
    expect(withdrawn.map((s) => s.reason)).toEqual(['Customer returns again.']);
  });

  it('the audit trail (CSV and PDF) keeps the first investigation’s history and signatures after a restart', async () => {
    await k.setSignatures('password');
    const { incident, investigation, check } = await closedCase(true);
    await notEffective(check, true);
    const res = await restart(check.id, { ...k.withPassword, reasonForChange: 'Batch 9 cracked.' });
    expect(res.status).toBe(201);

    const csv = await t.request('GET', `/v1/incidents/${incident.id}/audit-trail.csv`, {
      token: k.callers.quality.token,
    });
    expect(csv.status).toBe(200);
    const rows = csv.text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1);
    const investigationRows = rows.filter((r) => r.includes(',Investigation,'));
    // The first investigation: its check recorded, the follow-up; the new one: created after the check.
    expect(investigationRows.some((r) => r.includes('Effectiveness check recorded'))).toBe(true);
    expect(investigationRows.some((r) => r.includes('New investigation started (not effective)'))).toBe(true);
    expect(investigationRows.some((r) => r.includes('Created after a not-effective check'))).toBe(true);
    const signatureRows = rows.filter((r) => r.includes(',Signature,'));
    expect(signatureRows.filter((r) => r.includes('Completed: '))).toHaveLength(6);
    expect(signatureRows.some((r) => r.includes('Verified: Effectiveness check'))).toBe(true);
    expect(
      signatureRows.some(
        (r) => r.includes(`Withdrawn: Incident ${incident.incidentNumber}`) && r.includes('Batch 9 cracked.'),
      ),
    ).toBe(true);

    const pdf = await fetchPdf(t, k.callers.quality.token, `/v1/incidents/${incident.id}/audit-trail.pdf`);
    expect(pdf.status).toBe(200);
    const text = (await pdfPages(pdf.bytes)).join('\n');
    expect(text).toContain('Effectiveness check recorded');
    expect(text).toContain('Verified: Effectiveness check');
    expect(text).toContain(`Withdrawn: Incident ${incident.incidentNumber}`);
    expect(text).toContain('Created after a not-effective check');

    const print = await fetchPdf(t, k.callers.quality.token, `/v1/incidents/${incident.id}/print.pdf`);
    const block = (await pdfPages(print.bytes)).join('\n');
    expect(block).toContain('Completed — Root cause');
    expect(investigation.id).not.toBe(res.body.id);
  });
});
