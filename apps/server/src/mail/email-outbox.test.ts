import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers/test-app';
import { startTestSmtpServer } from '../../test/helpers/test-smtp-server';
import { retryDelayMs } from './email-outbox';

const apps: TestApp[] = [];
const servers: Awaited<ReturnType<typeof startTestSmtpServer>>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0).reverse()) await app.close();
  for (const server of servers.splice(0)) await server.close();
});

async function smtpServer() {
  const server = await startTestSmtpServer();
  servers.push(server);
  return server;
}

async function app(env: Record<string, string>, shareDatabaseWith?: TestApp) {
  const started = await startTestApp({ env, ...(shareDatabaseWith ? { shareDatabaseWith } : {}) });
  apps.push(started);
  return started;
}

const outboxRows = (t: TestApp) =>
  t.db
    .selectFrom('email_outbox')
    .select(['recipient', 'subject', 'status', 'attempts', 'last_error'])
    .orderBy('created_at')
    .execute();

const askForResetCode = (t: TestApp) =>
  t.request('POST', '/v1/auth/forgot-password', { body: { email: 'user@example.com' } });

describe('durable email outbox', () => {
  it('retries an email the SMTP server refuses, with growing waits, and sends it once', async () => {
    const smtp = await smtpServer();
    const t = await app({ SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '0' });
    smtp.refuse(2);
    expect((await askForResetCode(t)).status).toBe(200);
    // Queued with the change, before any attempt.
    const [queued] = await outboxRows(t);
    expect(queued).toMatchObject({ recipient: 'user@example.com', status: 'pending' });
    for (let i = 0; i < 5 && smtp.received.length === 0; i++) await t.app.appContext.emailOutbox.sendDue();
    expect(smtp.refusedCount()).toBe(2);
    expect(smtp.received.map((m) => m.to)).toEqual([['user@example.com']]);
    expect(smtp.received[0]?.data).toContain('Your password reset code');
    const [sent] = await outboxRows(t);
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    await t.app.appContext.emailOutbox.sendDue();
    expect(smtp.received).toHaveLength(1);
  });

  it('gives an email up after the last attempt, and keeps why', async () => {
    const smtp = await smtpServer();
    const t = await app({ SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '0', MAIL_MAX_ATTEMPTS: '2' });
    smtp.refuse(10);
    expect((await askForResetCode(t)).status).toBe(200);
    for (let i = 0; i < 4; i++) await t.app.appContext.emailOutbox.sendDue();
    const [failed] = await outboxRows(t);
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
    expect(failed?.last_error).toMatch(/451/);
    expect(smtp.received).toHaveLength(0);
  });

  it('loses no email across a restart: queued while SMTP refuses, sent by the next server process', async () => {
    const smtp = await smtpServer();
    smtp.refuse(100);
    const first = await app({ SMTP_URL: smtp.url });
    expect((await askForResetCode(first)).status).toBe(200);
    await first.app.appContext.emailOutbox.sendDue();
    expect(smtp.refusedCount()).toBe(1);
    // Stopped while the email waits for its next attempt (30 s later by default).
    apps.splice(apps.indexOf(first), 1);
    await first.app.close();
    smtp.refuse(0);
    const second = await app({ SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '0' }, first);
    await second.db
      .updateTable('email_outbox')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('status', '=', 'pending')
      .execute();
    await second.app.appContext.emailOutbox.sendDue();
    expect(smtp.received.map((m) => m.to)).toEqual([['user@example.com']]);
    expect((await outboxRows(second))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('queues nothing when the change that causes the email fails', async () => {
    const t = await app({});
    const admin = await t.login('admin');
    const invite = (email: string) =>
      t.request('POST', '/v1/users', { token: admin.idToken, body: { email, name: 'Ivy Invite' } });
    expect((await invite('ivy@example.com')).status).toBe(201);
    expect((await invite('ivy@example.com')).status).toBe(409);
    const rows = await outboxRows(t);
    expect(rows.filter((r) => r.recipient === 'ivy@example.com')).toHaveLength(1);
    expect(await t.emailsTo('ivy@example.com')).toHaveLength(1);
  });

  it('waits longer after each failed attempt, up to an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(30_000, n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30_000, 20)).toBe(3_600_000);
  });
});
