import { createHash } from 'node:crypto';
import {
  SCAR_CODE_TTL_MINUTES,
  SCAR_LINK_DAYS,
  SCAR_SESSION_MINUTES,
  SUPPLIER_MSG,
} from '@qi/domain/scar-supplier';
import type { TScarAuditEntry } from '@qi/domain/scar-views';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type ScarKit, type ScarSetup, scarKit } from './scar-test-kit';

const MINUTE = 60_000;

describe('supplier link: token, one-time code, session, expiry and revocation', () => {
  let t: TestApp;
  let s: ScarKit;
  let quality: string;

  beforeAll(async () => {
    t = await startTestApp();
    s = await scarKit(t);
    quality = s.k.callers.quality.token;
  });
  afterAll(() => t.close());
  afterEach(async () => {
    vi.useRealTimers();
    // A test that moved the clock on leaves its tries counted in the future: start the next with empty buckets.
    await t.db.deleteFrom('rate_limits').execute();
  });

  async function raised(): Promise<{ setup: ScarSetup; id: string; token: string }> {
    const setup = await s.supplierWithIncidents(1);
    const scar = await s.raise(setup);
    return { setup, id: scar.id, token: await s.linkToken(setup.contactEmail) };
  }

  const open = (token: string) => t.request('POST', '/v1/supplier/link', { body: { token } });
  const session = (token: string, code: string) =>
    t.request('POST', '/v1/supplier/session', { body: { token, code } });
  const auditOf = async (id: string) =>
    (await t.request('GET', `/v1/scars/${id}/audit`, { token: quality })).body as TScarAuditEntry[];

  it('stores the link token only as its sha256, and a long random token', async () => {
    const { id, token } = await raised();
    expect(token.length).toBeGreaterThanOrEqual(43);
    const rows = await t.db.selectFrom('scar_links').selectAll().where('scar_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const everything = JSON.stringify(await t.db.selectFrom('scar_links').selectAll().execute());
    expect(everything).not.toContain(token);
    expect(JSON.stringify(await t.db.selectFrom('scar_audit').selectAll().execute())).not.toContain(token);
  });

  it('opening the link (a POST) mails a six-digit code; the right code starts a session of the request', async () => {
    const { setup, id, token } = await raised();
    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(opened.body.sentTo).toBe('c***@s***.example');
    const code = await s.mailedCode(setup.contactEmail);
    expect(code).toMatch(/^\d{6}$/);
    const codes = await t.db.selectFrom('scar_codes').select('code_hash').execute();
    expect(JSON.stringify(codes)).not.toContain(code);
    const started = await session(token, code);
    expect(started.status).toBe(200);
    expect(started.body.sessionToken).toMatch(/^qis_/);
    const view = await s.view(started.body.sessionToken);
    expect(view.number).toMatch(/^SCAR-/);
    expect((await session(token, code)).status).toBe(400);
    const audit = await auditOf(id);
    expect(audit.map((a) => [a.action, a.actorKind])).toEqual([
      ['raised', 'user'],
      ['link-sent', 'user'],
      ['opened', 'supplier'],
      ['code-sent', 'supplier'],
      ['signed-in', 'supplier'],
      ['code-failed', 'supplier'],
    ]);
    for (const line of audit.slice(2)) {
      expect(line.ip).toBe('127.0.0.1');
      expect(line.userAgent).toEqual(expect.any(String));
      expect(line.actorName).toBe('Jane Smith');
    }
    expect((await t.request('GET', `/v1/scars/${id}`, { token: quality })).body.link.openedAt).toEqual(
      expect.any(String),
    );
  });

  it('a code expires after 10 minutes (the test clock, not a wait)', async () => {
    const { setup, token } = await raised();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(start);
    await open(token);
    const code = await s.mailedCode(setup.contactEmail);
    vi.setSystemTime(start + SCAR_CODE_TTL_MINUTES * MINUTE + 1000);
    const late = await session(token, code);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(SUPPLIER_MSG.invalidCode);
    vi.setSystemTime(start + (SCAR_CODE_TTL_MINUTES + 1) * MINUTE);
    await open(token);
    const fresh = await s.mailedCode(setup.contactEmail);
    vi.setSystemTime(start + 2 * SCAR_CODE_TTL_MINUTES * MINUTE);
    expect((await session(token, fresh)).status).toBe(200);
  });

  it('a code takes 5 tries: the right code after 5 wrong ones is refused, and a new code works', async () => {
    const { setup, token } = await raised();
    await open(token);
    const code = await s.mailedCode(setup.contactEmail);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await session(token, wrong)).status).toBe(400);
    expect((await session(token, code)).status).toBe(400);
    await open(token);
    const next = await s.mailedCode(setup.contactEmail);
    expect((await session(token, code === next ? wrong : code)).status).toBe(400);
    expect((await session(token, next)).status).toBe(200);
  });

  it('of many tries sent at once, no more than 5 are compared', async () => {
    const { setup, token } = await raised();
    await open(token);
    const code = await s.mailedCode(setup.contactEmail);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => session(token, wrong)),
      session(token, code),
    ]);
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
    const row = await t.db
      .selectFrom('scar_codes')
      .select('attempts')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    expect(Number(row?.attempts)).toBeLessThanOrEqual(5);
  });

  it('mails at most 10 codes a link an hour: the next open is 429 and mails nothing', async () => {
    const { setup, token } = await raised();
    for (let i = 0; i < 10; i++) expect((await open(token)).status).toBe(200);
    const before = (await t.emailsTo(setup.contactEmail)).length;
    const refused = await open(token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(SUPPLIER_MSG.codeLimit);
    expect((await t.emailsTo(setup.contactEmail)).length).toBe(before);
  });

  it('an unknown token is 404; a withdrawn, expired or revoked link is 410, and so is its session', async () => {
    expect((await open('x'.repeat(43))).status).toBe(404);
    const { setup, id, token } = await raised();
    const bearer = await s.signIn(setup.contactEmail);
    const scar = (await t.request('GET', `/v1/scars/${id}`, { token: quality })).body;
    const revoked = await t.request('POST', `/v1/scars/${id}/revoke`, {
      token: quality,
      body: { reason: 'Raised in error', version: scar.version },
    });
    expect(revoked.status).toBe(200);
    const gone = await open(token);
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ code: 'GONE', message: SUPPLIER_MSG.linkGone });
    expect((await t.request('GET', '/v1/supplier/scar', { token: bearer })).status).toBe(410);
    expect((await session(token, '123456')).status).toBe(410);

    const other = await raised();
    const live = await s.signIn(other.setup.contactEmail);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(start + (SCAR_SESSION_MINUTES + 1) * MINUTE);
    expect((await t.request('GET', '/v1/supplier/scar', { token: live })).status).toBe(401);
    vi.setSystemTime(start + (SCAR_LINK_DAYS * 24 * 60 + 1) * MINUTE);
    expect((await open(other.token)).status).toBe(410);
  });

  it('a new link ends the sessions of the old one (410)', async () => {
    const { setup, id } = await raised();
    const bearer = await s.signIn(setup.contactEmail);
    expect((await t.request('POST', `/v1/scars/${id}/resend`, { token: quality })).status).toBe(200);
    expect((await t.request('GET', '/v1/supplier/scar', { token: bearer })).status).toBe(410);
    const again = await s.signIn(setup.contactEmail);
    expect((await t.request('GET', '/v1/supplier/scar', { token: again })).status).toBe(200);
  });

  it('another contact of the supplier takes the request over: a link to them, the old link and sessions end', async () => {
    const { setup, id } = await raised();
    const oldBearer = await s.signIn(setup.contactEmail);
    const admin = s.k.callers.admin.token;
    const newEmail = `second-${setup.contactEmail}`;
    const second = await t.request('POST', `/v1/suppliers/${setup.supplierId}/contacts`, {
      token: admin,
      body: { name: 'Sam Second', email: newEmail },
    });
    expect(second.status, second.text).toBe(201);
    const version = (await t.request('GET', `/v1/scars/${id}`, { token: quality })).body.version as number;
    const change = (contactId: string, v = version) =>
      t.request('POST', `/v1/scars/${id}/contact`, { token: quality, body: { contactId, version: v } });

    const same = await change(setup.contactId);
    expect(same.status).toBe(422);
    expect(same.body.issues).toEqual([
      { path: 'contactId', message: 'This contact already receives the request.' },
    ]);
    const otherSupplier = await s.supplierWithIncidents(1);
    expect((await change(otherSupplier.contactId)).body.message).toBe(
      'This contact is not an active contact of the supplier.',
    );

    const changed = await change(second.body.id);
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.contact).toMatchObject({ id: second.body.id, name: 'Sam Second', email: newEmail });
    expect((await t.request('GET', '/v1/supplier/scar', { token: oldBearer })).status).toBe(410);
    const newBearer = await s.signIn(newEmail);
    expect((await s.view(newBearer)).number).toBe(changed.body.number);
    const trail = await auditOf(id);
    expect(trail.find((e) => e.action === 'contact-changed')?.details).toEqual({
      from: setup.contactEmail,
      to: newEmail,
    });
    // A second change from the version read before the first is stale.
    expect((await change(setup.contactId)).status).toBe(409);
  });

  it('signing out ends the session', async () => {
    const { setup, id } = await raised();
    const bearer = await s.signIn(setup.contactEmail);
    expect((await t.request('POST', '/v1/supplier/session/end', { token: bearer })).status).toBe(204);
    expect((await t.request('GET', '/v1/supplier/scar', { token: bearer })).status).toBe(401);
    expect((await auditOf(id)).at(-1)?.action).toBe('signed-out');
  });
});
