import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { fromDbNumber } from '../../db/values';
import { type IncidentKit, incidentKit } from '../incidents/incident-test-kit';
import { IDEMPOTENCY_KEY_REUSED, INVALID_IDEMPOTENCY_KEY } from './idempotency-key';
import { purgeExpiredIdempotencyKeys } from './idempotency-purge';

describe('POST /v1/incidents with an Idempotency-Key', () => {
  let t: TestApp;
  let kit: IncidentKit;
  beforeAll(async () => {
    t = await startTestApp();
    kit = await incidentKit(t);
  });
  afterAll(() => t.close());

  /** Each test reports its own description, so that it counts only its own incidents. */
  const post = (token: string, description: string, key?: string, extra: Record<string, unknown> = {}) =>
    t.request('POST', '/v1/incidents', {
      token,
      body: { ...kit.form, description, action: 'submit', ...extra },
      headers: key === undefined ? {} : { 'Idempotency-Key': key },
    });

  const incidentsDescribed = async (description: string) =>
    fromDbNumber(
      (
        await t.db
          .selectFrom('incidents')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('description', '=', description)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates the incident once and answers a retry with the same status and body', async () => {
    const key = `report-${randomUUID()}`;
    const first = await post(kit.callers.user.token, 'Retried once', key);
    const second = await post(kit.callers.user.token, 'Retried once', key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await incidentsDescribed('Retried once')).toBe(1);
  });

  it('creates one incident (one number) for concurrent duplicates, and answers each with it', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(kit.callers.user.token, 'Sent six times at once', key)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const first = answers[0]?.body as { id: string; incidentNumber: number };
    for (const answer of answers) expect(answer.body).toEqual(first);
    expect(await incidentsDescribed('Sent six times at once')).toBe(1);
    // The next incident takes the next number: the duplicates used none.
    const next = await post(kit.callers.user.token, 'After the duplicates');
    expect((next.body as { incidentNumber: number }).incidentNumber).toBe(first.incidentNumber + 1);
  });

  it('refuses the key with another request (422) and creates nothing more', async () => {
    const key = randomUUID();
    expect((await post(kit.callers.user.token, 'First use of a key', key)).status).toBe(201);
    const other = await post(kit.callers.user.token, 'Another report, same key', key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ message: IDEMPOTENCY_KEY_REUSED });
    expect(await incidentsDescribed('Another report, same key')).toBe(0);
    const asDraft = await post(kit.callers.user.token, 'First use of a key', key, { action: 'save-draft' });
    expect(asDraft.status).toBe(422);
    expect(await incidentsDescribed('First use of a key')).toBe(1);
  });

  it('keeps keys per user: the same key of two users makes two incidents', async () => {
    const key = randomUUID();
    const mine = await post(kit.callers.user.token, 'Same key, two users', key);
    const theirs = await post(kit.callers.quality.token, 'Same key, two users', key);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect((theirs.body as { id: string }).id).not.toBe((mine.body as { id: string }).id);
    expect(await incidentsDescribed('Same key, two users')).toBe(2);
  });

  it('does not keep a refused request: the corrected report succeeds with the same key', async () => {
    const key = randomUUID();
    const refused = await post(kit.callers.user.token, 'Corrected after a refusal', key, { product: '' });
    expect(refused.status).toBe(422);
    expect(await incidentsDescribed('Corrected after a refusal')).toBe(0);
    const corrected = await post(kit.callers.user.token, 'Corrected after a refusal', key);
    expect(corrected.status).toBe(201);
    expect((await post(kit.callers.user.token, 'Corrected after a refusal', key)).body).toEqual(
      corrected.body,
    );
    expect(await incidentsDescribed('Corrected after a refusal')).toBe(1);
  });

  it('without the header, every request creates an incident', async () => {
    expect((await post(kit.callers.user.token, 'No key')).status).toBe(201);
    expect((await post(kit.callers.user.token, 'No key')).status).toBe(201);
    expect(await incidentsDescribed('No key')).toBe(2);
  });

  it('refuses a malformed key (400) before doing anything, and takes one of 200 allowed characters', async () => {
    for (const bad of ['', 'has space', 'a/b', 'x'.repeat(201), 'a,b']) {
      const res = await post(kit.callers.user.token, 'Malformed key', bad);
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ message: INVALID_IDEMPOTENCY_KEY });
    }
    expect(await incidentsDescribed('Malformed key')).toBe(0);
    const longest = `${'Ab9_-:.'.repeat(28)}abcd`;
    expect(longest).toHaveLength(200);
    expect((await post(kit.callers.user.token, 'Longest key', longest)).status).toBe(201);
  });

  it('purges keys past the retention period; an expired key makes a new incident', async () => {
    const key = randomUUID();
    const first = await post(kit.callers.user.token, 'Expired key', key);
    const fresh = await post(kit.callers.user.token, 'Kept key', randomUUID());
    expect([first.status, fresh.status]).toEqual([201, 201]);
    const old = new Date(Date.now() - t.config.idempotencyKeyMs - 60_000).toISOString();
    await t.db.updateTable('idempotency_keys').set({ created_at: old }).where('key', '=', key).execute();

    const again = await post(kit.callers.user.token, 'Expired key', key);
    expect(again.status).toBe(201);
    expect((again.body as { id: string }).id).not.toBe((first.body as { id: string }).id);
    expect(await incidentsDescribed('Expired key')).toBe(2);

    await t.db.updateTable('idempotency_keys').set({ created_at: old }).where('key', '=', key).execute();
    expect(await purgeExpiredIdempotencyKeys(t.app.appContext)).toBe(1);
    const left = await t.db.selectFrom('idempotency_keys').select('key').execute();
    expect(left.map((row) => row.key)).not.toContain(key);
    expect(left.length).toBeGreaterThan(0);
  });
});
