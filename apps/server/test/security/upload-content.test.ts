import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDbNumber } from '../../src/db/values';
import { TINY_PNG, uploadFile } from '../../src/modules/uploads/test-multipart';
import { CONTENT_MISMATCH } from '../../src/modules/uploads/upload-guard';
import { startTestApp, type TestApp } from '../helpers/test-app';

/** The start of a Windows executable: "MZ", the DOS stub and its NUL-padded header. */
const EXE = Buffer.concat([
  Buffer.from([
    0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00,
  ]),
  Buffer.from('This program cannot be run in DOS mode.\r\r\n$'),
  Buffer.alloc(64),
]);
const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00,
]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 0x20)]);
const HTML = Buffer.from('<!doctype html><html><body><script>fetch("/v1/users")</script></body></html>');
const SCRIPT = Buffer.from('<script>alert(document.cookie)</script>\n');

/** Every file under the storage folder (partials included), relative to it. */
async function storedFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe('uploads whose content does not match their extension', () => {
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

  it.each([
    ['PNG bytes named .pdf', 'report.pdf', 'application/pdf', TINY_PNG],
    ['a script named .jpg', 'photo.jpg', 'image/jpeg', SCRIPT],
    ['an HTML page named .png', 'image.png', 'image/png', HTML],
    ['an EXE named .txt', 'notes.txt', 'text/plain', EXE],
    ['an EXE named .pdf', 'invoice.pdf', 'application/pdf', EXE],
    ['an EXE named .docx', 'letter.docx', 'application/octet-stream', EXE],
    ['a PDF named .jpeg', 'scan.jpeg', 'image/jpeg', PDF],
    ['a JPEG named .gif', 'anim.gif', 'image/gif', JPEG],
    ['a ZIP named .xls (not OLE)', 'sheet.xls', 'application/vnd.ms-excel', ZIP],
    ['text named .xlsx', 'sheet.xlsx', 'application/octet-stream', Buffer.from('a,b,c\n1,2,3\n')],
    ['HTML named .pptx', 'slides.pptx', 'application/octet-stream', HTML],
  ])('refuses %s with 415 and stores nothing', async (_what, name, type, content) => {
    const before = await storedFiles(storageDir);
    const uploads = await countUploads();
    const res = await uploadFile(t, token, { name, type, content });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: CONTENT_MISMATCH });
    expect(await storedFiles(storageDir)).toEqual(before);
    expect(await countUploads()).toBe(uploads);
  });

  it('refuses a large mismatch and a NUL byte deep in a text file, leaving no partial file', async () => {
    const before = await storedFiles(storageDir);
    const uploads = await countUploads();
    const bigHtml = await uploadFile(t, token, { name: 'huge.png', size: 5_000_000, fill: 0x3c });
    expect(bigHtml.status).toBe(415);
    // 3 MB of text, then a NUL: the check runs on every chunk, not only the first bytes.
    const content = Buffer.concat([
      Buffer.alloc(3_000_000, 0x61),
      Buffer.from([0]),
      Buffer.alloc(1000, 0x61),
    ]);
    const lateNul = await uploadFile(t, token, { name: 'log.txt', type: 'text/plain', content });
    expect(lateNul.status).toBe(415);
    expect(lateNul.body.message).toBe(CONTENT_MISMATCH);
    expect(await storedFiles(storageDir)).toEqual(before);
    expect(await countUploads()).toBe(uploads);
  });

  it.each([
    ['a PNG named .png', 'ok.png', TINY_PNG],
    ['a PDF named .pdf', 'ok.pdf', PDF],
    ['a JPEG named .JPG', 'ok.JPG', JPEG],
    ['a ZIP named .docx', 'ok.docx', ZIP],
    ['text named .txt', 'ok.txt', Buffer.from('plain words\n')],
  ])('accepts %s (the checks are not refusing everything)', async (_what, name, content) => {
    const uploads = await countUploads();
    const res = await uploadFile(t, token, { name, content });
    expect(res.status).toBe(201);
    expect(res.body.size).toBe(content.length);
    expect(await countUploads()).toBe(uploads + 1);
    const key = String(res.body.id);
    expect(await storedFiles(storageDir)).toContain(path.join(...key.split('/')));
  });
});
