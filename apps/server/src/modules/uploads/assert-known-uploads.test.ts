import type { TAttachment } from '@qi/domain/attachments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { presentAttachments } from '../../storage/present-attachments';
import { assertKnownUploads } from './assert-known-uploads';
import { uploadFile } from './test-multipart';

describe('assertKnownUploads and presentAttachments', () => {
  let t: TestApp;
  let mine: TAttachment;
  let theirs: TAttachment;
  let userId: string;
  beforeAll(async () => {
    t = await startTestApp();
    const user = await t.login('user');
    userId = user.user.user_id;
    const other = await t.login('investigator');
    mine = (await uploadFile(t, user.idToken, { name: 'mine.txt', content: Buffer.from('m') })).body;
    theirs = (await uploadFile(t, other.idToken, { name: 'theirs.txt', content: Buffer.from('t') })).body;
  });
  afterAll(() => t.close());

  const ghost: TAttachment = { id: 'organisations/ghost.txt', name: 'ghost.txt', type: '', size: 0, url: '' };

  it('accepts own uploads and attachments already held', async () => {
    await expect(assertKnownUploads(t.db, [mine], [], userId, false)).resolves.toBeUndefined();
    await expect(
      assertKnownUploads(t.db, [mine, theirs, ghost], [theirs, ghost], userId, false),
    ).resolves.toBeUndefined();
  });

  it("refuses others' uploads (unless admin) and unknown keys", async () => {
    await expect(assertKnownUploads(t.db, [mine, theirs], [], userId, false)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Unknown attachment: theirs.txt',
      issues: [{ path: 'attachments.1', message: 'Unknown attachment: theirs.txt' }],
    });
    await expect(assertKnownUploads(t.db, [theirs], [], userId, true)).resolves.toBeUndefined();
    await expect(assertKnownUploads(t.db, [ghost], [], userId, true)).rejects.toMatchObject({
      message: 'Unknown attachment: ghost.txt',
    });
  });

  it('signs fresh urls for the stored names', async () => {
    const [presented] = await presentAttachments(t.app.appContext, [{ ...mine, url: 'stale' }], 60);
    const url = new URL(presented?.url ?? '');
    expect(url.pathname).toBe(`/v1/files/${encodeURIComponent(mine.id)}`);
    expect(url.searchParams.get('name')).toBe('mine.txt');
    expect(Number(url.searchParams.get('expires'))).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 60);
  });
});
