import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { fromDbNumber } from '../../db/values';
import { incidentKit } from '../incidents/incident-test-kit';
import { localUrl, TINY_PNG, uploadFile } from './test-multipart';
import { CONTENT_MISMATCH } from './upload-guard';
import { quotaMessage, typeNotAllowedMessage } from './upload-service';

const QUOTA = 5;

async function storedFiles(dir: string): Promise<string[]> {
  return (await fs.readdir(path.join(dir, 'organisations')).catch(() => [] as string[])).sort();
}

describe('unattached uploads: a per-user quota', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof incidentKit>>;
  beforeAll(async () => {
    t = await startTestApp({ env: { UNATTACHED_UPLOADS_PER_USER: String(QUOTA) } });
    k = await incidentKit(t);
  });
  afterAll(() => t.close());

  const unattachedOf = async (userId: string) =>
    fromDbNumber(
      (
        await t.db
          .selectFrom('uploads')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('uploaded_by', '=', userId)
          .where('attached_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('accepts exactly the quota of 60 uploads sent at once, says why it refuses the rest, and frees it on attaching', async () => {
    const { user, quality } = k.callers;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        uploadFile(t, user.token, { name: `photo-${i}.png`, content: TINY_PNG }),
      ),
    );
    const accepted = answers.filter((r) => r.status === 201);
    const refused = answers.filter((r) => r.status === 429);
    expect(accepted).toHaveLength(QUOTA);
    expect(refused).toHaveLength(60 - QUOTA);
    expect(refused[0]?.body).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: quotaMessage(QUOTA, 24),
    });
    expect(await unattachedOf(user.id)).toBe(QUOTA);
    // Another person's quota is their own.
    expect((await uploadFile(t, quality.token, { name: 'q.png', content: TINY_PNG })).status).toBe(201);

    // Attaching frees the quota: the next upload is accepted.
    await k.create(user, 'save-draft', { attachments: accepted.map((r) => r.body) });
    expect(await unattachedOf(user.id)).toBe(0);
    expect((await uploadFile(t, user.token, { name: 'next.png', content: TINY_PNG })).status).toBe(201);
  });
});

describe('unattached uploads: the clean-up after the configured time', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof incidentKit>>;
  let storageDir: string;
  beforeAll(async () => {
    t = await startTestApp({ env: { UNATTACHED_UPLOAD_SECONDS: '2', UPLOAD_CLEANUP_SECONDS: '0.2' } });
    k = await incidentKit(t);
    if (t.config.storage.driver !== 'local') throw new Error('tests expect local storage');
    storageDir = t.config.storage.dir;
  });
  afterAll(() => t.close());

  it('deletes uploads left unattached past the configured time (row and file), never attached ones', async () => {
    const { investigator } = k.callers;
    const kept = (await uploadFile(t, investigator.token, { name: 'kept.png', content: TINY_PNG })).body;
    const left = (await uploadFile(t, investigator.token, { name: 'left.png', content: TINY_PNG })).body;
    const incident = await k.create(investigator, 'save-draft', { attachments: [kept] });
    const keyFile = (key: string) => key.slice(key.indexOf('/') + 1);
    expect(await storedFiles(storageDir)).toEqual(
      expect.arrayContaining([keyFile(kept.id), keyFile(left.id)]),
    );

    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const files = await storedFiles(storageDir);
    expect(files).toContain(keyFile(kept.id));
    expect(files).not.toContain(keyFile(left.id));
    // The deleted upload can no longer be attached; the kept one still downloads.
    const attach = await k.act(investigator, incident.id, {
      action: 'save-draft',
      attachments: [kept, left],
    });
    expect(attach.status).toBe(422);
    expect(attach.body.message).toBe('Unknown attachment: left.png');
    const read = await k.get(investigator, `/v1/incidents/${incident.id}`);
    const download = await fetch(localUrl(t, read.body.attachments[0].url));
    expect(download.status).toBe(200);
  });
});

describe('what an upload may be, and what an attachment says about it', () => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof incidentKit>>;
  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
  });
  afterAll(() => t.close());

  it('refuses extensions off the allow-list (415) and names the allowed ones', async () => {
    for (const name of ['tool.exe', 'page.html', 'script.js', 'README', 'archive.tar.exe']) {
      const res = await uploadFile(t, k.callers.user.token, { name, content: Buffer.from('MZ') });
      expect(res.status, name).toBe(415);
      expect(res.body.message).toBe(typeNotAllowedMessage(t.config.uploads.extensions));
    }
    expect(t.config.uploads.extensions).toEqual(
      expect.arrayContaining(['pdf', 'docx', 'png', 'xlsx', 'txt', 'zip']),
    );
  });

  it.each([
    ['a trailing dot', 'fake.png.'],
    ['trailing dots and spaces', 'fake.png . .'],
    ['a zero-width space', 'fake.png\u200b'],
    ['a right-to-left override', 'fake.png\u202e'],
    ['a byte order mark', 'fa\ufeffke.png'],
    ['a soft hyphen', 'fake.p\u00adng'],
  ])('checks a name with %s as the extension it shows (415 for text named .png)', async (_what, name) => {
    const res = await uploadFile(t, k.callers.user.token, {
      name,
      content: Buffer.from('just text, no image'),
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(CONTENT_MISMATCH);
    const real = await uploadFile(t, k.callers.user.token, { name, content: TINY_PNG });
    expect(real.status).toBe(201);
    expect(real.body.name).toBe('fake.png');
    expect(real.body.type).toBe('image/png');
    expect(real.body.id).toMatch(/\.png$/);
  });

  it("takes an attachment's name, type and size from the stored upload, not from the client's JSON", async () => {
    const { user } = k.callers;
    const upload = (await uploadFile(t, user.token, { name: 'notes.txt', content: Buffer.from('hello') }))
      .body;
    const forged = { ...upload, name: 'invoice.pdf', type: 'text/html', size: 20_000_000 };
    const incident = await k.create(user, 'save-draft', { attachments: [forged] });
    const read = await k.get(user, `/v1/incidents/${incident.id}`);
    expect(read.body.attachments).toHaveLength(1);
    expect(read.body.attachments[0]).toMatchObject({
      id: upload.id,
      name: 'notes.txt',
      type: 'text/plain',
      size: 5,
    });

    // Held attachments keep what was stored, too.
    const renamed = await k.act(user, incident.id, {
      action: 'save-draft',
      attachments: [{ ...read.body.attachments[0], name: 'other.exe', size: 1 }],
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.attachments[0]).toMatchObject({ name: 'notes.txt', size: 5 });
  });

  it('takes its allow-list from UPLOAD_EXTENSIONS', async () => {
    const custom = await startTestApp({ env: { UPLOAD_EXTENSIONS: 'csv, .LOG' } });
    try {
      const token = (await custom.login('user')).idToken;
      expect(custom.config.uploads.extensions).toEqual(['csv', 'log']);
      expect((await uploadFile(custom, token, { name: 'a.log', content: Buffer.from('x') })).status).toBe(
        201,
      );
      expect((await uploadFile(custom, token, { name: 'a.png', content: TINY_PNG })).status).toBe(415);
    } finally {
      await custom.close();
    }
  });
});
