import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { fromDbNumber } from '../../db/values';
import { localUrl, TINY_PNG, uploadFile } from './test-multipart';
import { tarArchive, USTAR_HEADER } from './test-tar';
import { NOT_VALID_MULTIPART } from './upload-service';

async function storedFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, 'organisations')).catch(() => [] as string[]);
  return entries.sort();
}

describe('uploads and signed file downloads', () => {
  let t: TestApp;
  let token: string;
  let storageDir: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = (await t.login('user')).idToken;
    if (t.config.storage.driver !== 'local') throw new Error('tests expect local storage');
    storageDir = t.config.storage.dir;
  });
  afterAll(() => t.close());

  const countUploads = async () =>
    fromDbNumber(
      (
        await t.db
          .selectFrom('uploads')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a PNG, records it and serves the same bytes behind a signed URL', async () => {
    const name = 'Prüfbericht (Linie 1).png';
    const res = await uploadFile(t, token, { name, type: 'image/png', content: TINY_PNG });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^organisations\/[0-9a-f-]{36}\.png$/);
    expect(res.body).toMatchObject({ name, type: 'image/png', size: TINY_PNG.length });
    const row = await t.db
      .selectFrom('uploads')
      .selectAll()
      .where('key', '=', res.body.id)
      .executeTakeFirst();
    expect(row?.name).toBe(name);
    expect(fromDbNumber(row?.size)).toBe(TINY_PNG.length);
    expect(row?.uploaded_by).toBe((await t.login('user')).user.user_id);

    const download = await fetch(localUrl(t, res.body.url));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Pr_fbericht (Linie 1).png"; filename*=UTF-8''Pr%C3%BCfbericht%20%28Linie%201%29.png`,
    );
  });

  it('types a file by its extension, whatever type the client declares', async () => {
    const res = await uploadFile(t, token, {
      name: 'README.md',
      type: 'text/html',
      content: Buffer.from('hi'),
    });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^organisations\/[0-9a-f-]{36}\.md$/);
    expect(res.body.type).toBe('text/markdown');
  });

  it('signs a link for a 255-character non-ASCII name (longer than 2048 characters once encoded)', async () => {
    const name = `${'中'.repeat(251)}.txt`;
    const res = await uploadFile(t, token, { name, type: 'text/plain', content: Buffer.from('long name') });
    expect(res.status, res.text).toBe(201);
    expect(res.body.name).toBe(name);
    expect(res.body.url.length).toBeGreaterThan(2048);
    const download = await fetch(localUrl(t, res.body.url));
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('long name');
  });

  it('answers 400 for a multipart body it cannot read, without hanging, and keeps nothing', async () => {
    const before = await countUploads();
    const send = (contentType: string, body: string) =>
      fetch(`${t.baseUrl}/v1/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        body,
        signal: AbortSignal.timeout(10_000),
      });
    const part = 'Content-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello';
    // No boundary in the content type: the parser throws before reading anything.
    const noBoundary = await send('multipart/form-data', `--b\r\n${part}\r\n--b--\r\n`);
    expect(noBoundary.status).toBe(400);
    expect(((await noBoundary.json()) as { code: string }).code).toBe('BAD_REQUEST');
    // The body ends inside the file part: it used to wait for the rest forever.
    const truncated = await send('multipart/form-data; boundary=b', `--b\r\n${part}`);
    expect(truncated.status).toBe(400);
    expect(((await truncated.json()) as { message: string }).message).toBe(NOT_VALID_MULTIPART);
    expect(await countUploads()).toBe(before);
  });

  it('refuses a .png that is not a PNG (415) and keeps nothing', async () => {
    const before = await storedFiles(storageDir);
    const uploads = await countUploads();
    const res = await uploadFile(t, token, {
      name: 'fake.png',
      content: Buffer.from('just some text, no image'),
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('The file content does not match its extension.');
    expect(await storedFiles(storageDir)).toEqual(before);
    expect(await countUploads()).toBe(uploads);
  });

  it('refuses a .tar holding EXE or HTML bytes (415), stores a real tar', async () => {
    const before = await storedFiles(storageDir);
    const exe = Buffer.alloc(4096);
    exe.write('MZ\u0090\u0000This program cannot be run in DOS mode.', 'latin1');
    const html = Buffer.from(`<!doctype html><script>alert(document.cookie)</script>${' '.repeat(1000)}`);
    for (const content of [exe, html]) {
      const res = await uploadFile(t, token, { name: 'x.tar', content });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('The file content does not match its extension.');
    }
    expect(await storedFiles(storageDir)).toEqual(before);
    const tar = await uploadFile(t, token, { name: 'archive.tar', content: tarArchive(USTAR_HEADER) });
    expect(tar.status, tar.text).toBe(201);
    expect(tar.body).toMatchObject({ name: 'archive.tar', type: 'application/x-tar', size: 2048 });
  });

  it('refuses a text file holding NUL bytes (415)', async () => {
    const res = await uploadFile(t, token, { name: 'notes.csv', size: 200_000, fill: 0 });
    expect(res.status).toBe(415);
  });

  it('refuses a file of 20971520 bytes (413) and keeps nothing, accepts 20971519 bytes', async () => {
    const before = await storedFiles(storageDir);
    const uploads = await countUploads();
    const tooLarge = await uploadFile(t, token, { name: 'big.txt', size: 20_971_520 });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.connection).toBe('close');
    expect(tooLarge.body.message).toBe('The file is too large. Please keep the files under 20MB.');
    expect(await storedFiles(storageDir)).toEqual(before);
    expect(await countUploads()).toBe(uploads);

    const fits = await uploadFile(t, token, { name: 'big.txt', size: 20_971_519 });
    expect(fits.status).toBe(201);
    expect(fits.body.size).toBe(20_971_519);
    const stat = await fs.stat(path.join(storageDir, ...String(fits.body.id).split('/')));
    expect(stat.size).toBe(20_971_519);
    expect(await countUploads()).toBe(uploads + 1);
  });

  it('asks for the file part when it is missing or misnamed', async () => {
    const misnamed = await uploadFile(t, token, {
      name: 'a.txt',
      fieldName: 'other',
      content: Buffer.from('x'),
    });
    expect(misnamed.status).toBe(422);
    expect(misnamed.body.message).toBe('Please choose a file to upload.');
    const form = new FormData();
    form.append('comment', 'no file here');
    const empty = await fetch(`${t.baseUrl}/v1/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(empty.status).toBe(422);
  });

  it('refuses a request that is not multipart', async () => {
    const res = await t.request('POST', '/v1/uploads', { token, body: { file: 'x' } });
    expect(res.status).toBe(415);
    expect(res.body.message).toContain('multipart/form-data');
  });

  it('answers 403 for a missing, tampered or expired signature', async () => {
    const res = await uploadFile(t, token, { name: 'a.txt', content: Buffer.from('secret text') });
    const good = new URL(localUrl(t, res.body.url));
    const expectForbidden = async (url: string) => {
      const answer = await fetch(url);
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as { message: string }).message).toBe(
        'This link has expired or is not valid.',
      );
    };
    await expectForbidden(`${t.baseUrl}${good.pathname}`);
    const tampered = new URL(good);
    const signature = tampered.searchParams.get('signature') ?? '';
    tampered.searchParams.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
    await expectForbidden(tampered.toString());
    const renamed = new URL(good);
    renamed.searchParams.set('name', 'other.txt');
    await expectForbidden(renamed.toString());
    const later = new URL(good);
    later.searchParams.set('expires', String(Number(good.searchParams.get('expires')) + 10));
    await expectForbidden(later.toString());
    const expired = await t.app.appContext.storage.signedUrl(res.body.id, { expiresInSeconds: -5 });
    await expectForbidden(localUrl(t, expired));
    expect((await fetch(good)).status).toBe(200);
  });
});
