import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type IncidentKit, incidentKit } from '../incidents/incident-test-kit';
import { localUrl, TINY_PNG, uploadFile } from '../uploads/test-multipart';
import { IDEMPOTENCY_KEY_REUSED, INVALID_IDEMPOTENCY_KEY } from './idempotency-key';

describe('POST /v1/uploads with an Idempotency-Key', () => {
  let t: TestApp;
  let kit: IncidentKit;
  let token: string;
  let storageDir: string;
  beforeAll(async () => {
    t = await startTestApp();
    kit = await incidentKit(t);
    token = kit.callers.user.token;
    if (t.config.storage.driver !== 'local') throw new Error('tests expect local storage');
    storageDir = t.config.storage.dir;
  });
  afterAll(() => t.close());

  /** Stored files (each has a .meta.json beside it, not counted). */
  const storedFiles = async () =>
    (await fs.readdir(path.join(storageDir, 'organisations')).catch(() => [] as string[])).filter(
      (name) => !name.endsWith('.meta.json'),
    ).length;
  const uploadRows = async (name: string) =>
    (await t.db.selectFrom('uploads').select('key').where('name', '=', name).execute()).map((r) => r.key);
  const upload = (name: string, key?: string, content: Buffer = TINY_PNG, as = token) =>
    uploadFile(
      t,
      as,
      { name, type: 'image/png', content },
      key === undefined ? {} : { 'Idempotency-Key': key },
    );
  /** The answer without its signed link (a replay signs the link again). */
  const withoutUrl = ({ url: _url, ...rest }: { url: string }) => rest;

  it('stores the file once and answers a retry with the same upload and a working link', async () => {
    const key = randomUUID();
    const files = await storedFiles();
    const first = await upload('retried.png', key);
    const second = await upload('retried.png', key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(withoutUrl(second.body)).toEqual(withoutUrl(first.body));
    expect(await uploadRows('retried.png')).toEqual([first.body.id]);
    expect(await storedFiles()).toBe(files + 1);
    const download = await fetch(localUrl(t, second.body.url));
    expect(Buffer.from(await download.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it('keeps one upload and one file for concurrent duplicates', async () => {
    const key = randomUUID();
    const files = await storedFiles();
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload('at-once.png', key)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const ids = new Set(answers.map((a) => a.body.id));
    expect(ids.size).toBe(1);
    expect(await uploadRows('at-once.png')).toEqual([...ids]);
    expect(await storedFiles()).toBe(files + 1);
  });

  it('refuses the key with another file (422), storing nothing', async () => {
    const key = randomUUID();
    expect((await upload('first-file.png', key)).status).toBe(201);
    const files = await storedFiles();
    const otherName = await upload('second-file.png', key);
    expect(otherName.status).toBe(422);
    expect(otherName.body).toMatchObject({ message: IDEMPOTENCY_KEY_REUSED });
    const otherBytes = await upload('first-file.png', key, Buffer.concat([TINY_PNG, Buffer.from('x')]));
    expect(otherBytes.status).toBe(422);
    expect(await uploadRows('second-file.png')).toEqual([]);
    expect(await uploadRows('first-file.png')).toHaveLength(1);
    expect(await storedFiles()).toBe(files);
  });

  it('does not keep a refused upload: the corrected file succeeds with the same key', async () => {
    const key = randomUUID();
    const refused = await upload('wrong-content.png', key, Buffer.from('not a png'));
    expect(refused.status).toBe(415);
    const corrected = await upload('wrong-content.png', key);
    expect(corrected.status).toBe(201);
    expect(await uploadRows('wrong-content.png')).toEqual([corrected.body.id]);
  });

  it('keeps keys per user and per route: the key of an upload cannot also create an incident', async () => {
    const key = randomUUID();
    expect((await upload('two-users.png', key)).status).toBe(201);
    expect((await upload('two-users.png', key, TINY_PNG, kit.callers.quality.token)).status).toBe(201);
    expect(await uploadRows('two-users.png')).toHaveLength(2);
    const incident = await t.request('POST', '/v1/incidents', {
      token,
      body: { ...kit.form, action: 'submit' },
      headers: { 'Idempotency-Key': key },
    });
    expect(incident.status).toBe(422);
    expect(incident.body).toMatchObject({ message: IDEMPOTENCY_KEY_REUSED });
  });

  it('without the header every upload is stored; a malformed key is refused (400)', async () => {
    expect((await upload('no-key.png')).status).toBe(201);
    expect((await upload('no-key.png')).status).toBe(201);
    expect(await uploadRows('no-key.png')).toHaveLength(2);
    const bad = await upload('bad-key.png', 'not a key');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: INVALID_IDEMPOTENCY_KEY });
    expect(await uploadRows('bad-key.png')).toEqual([]);
  });

  it('replays an incident with its attachments, their links signed again', async () => {
    const file = await upload('evidence.png', randomUUID());
    const key = randomUUID();
    const body = { ...kit.form, attachments: [file.body], action: 'submit' };
    const send = () =>
      t.request('POST', '/v1/incidents', { token, body, headers: { 'Idempotency-Key': key } });
    const first = await send();
    const second = await send();
    expect([first.status, second.status]).toEqual([201, 201]);
    type Shown = { id: string; attachments: { id: string; url: string }[] };
    const [a, b] = [first.body as Shown, second.body as Shown];
    expect({ ...b, attachments: b.attachments.map(withoutUrl) }).toEqual({
      ...a,
      attachments: a.attachments.map(withoutUrl),
    });
    const link = b.attachments[0]?.url ?? '';
    expect((await fetch(localUrl(t, link))).status).toBe(200);
  });
});
