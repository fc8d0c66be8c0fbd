import type { TAttachment } from '@qi/domain/attachments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { TINY_PNG, uploadFile } from '../uploads/test-multipart';
import { findUploadsByKeys } from '../uploads/upload-repository';
import { readZip } from './test-zip-reader';
import { streamAttachmentsZip } from './zip';

describe('streamAttachmentsZip', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({
      deps: {
        // A stand-in for GET /v1/incidents/:id/attachments.zip: zips the uploads named in the query.
        extraRoutes: (app, ctx) => {
          app.get(
            '/v1/test/zip',
            { config: { access: 'signed-in' }, schema: { querystring: z.object({ keys: z.string() }) } },
            async (request, reply) => {
              const keys = request.query.keys.split(',');
              const uploads = await findUploadsByKeys(ctx.db, keys);
              const byKey = new Map(uploads.map((u) => [u.key, u]));
              const attachments: TAttachment[] = keys.map((key) => {
                const u = byKey.get(key);
                return {
                  id: key,
                  name: u?.name ?? 'missing',
                  type: u?.type ?? '',
                  size: u?.size ?? 0,
                  url: '',
                };
              });
              return streamAttachmentsZip(ctx, attachments, reply);
            },
          );
        },
      },
    });
    token = (await t.login('user')).idToken;
  });
  afterAll(() => t.close());

  it('zips the files with de-duplicated names', async () => {
    const first = await uploadFile(t, token, { name: 'notes.txt', content: Buffer.from('first notes') });
    const second = await uploadFile(t, token, { name: 'notes.txt', content: Buffer.from('second notes') });
    const image = await uploadFile(t, token, { name: 'photo.png', content: TINY_PNG });
    const keys = [first.body.id, second.body.id, image.body.id].join(',');
    const res = await fetch(`${t.baseUrl}/v1/test/zip?keys=${encodeURIComponent(keys)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="IncidentAttachments.zip"; filename*=UTF-8''IncidentAttachments.zip`,
    );
    const files = readZip(Buffer.from(await res.arrayBuffer()));
    expect([...files.keys()]).toEqual(['notes.txt', 'notes (2).txt', 'photo.png']);
    expect(files.get('notes.txt')?.toString()).toBe('first notes');
    expect(files.get('notes (2).txt')?.toString()).toBe('second notes');
    expect(files.get('photo.png')?.equals(TINY_PNG)).toBe(true);
  });

  it('aborts the download instead of answering a zip without a missing file', async () => {
    const ok = await uploadFile(t, token, { name: 'a.txt', content: Buffer.from('a') });
    const keys = `${ok.body.id},organisations/not-there.txt`;
    const outcome = await fetch(`${t.baseUrl}/v1/test/zip?keys=${encodeURIComponent(keys)}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then(
      async (res) => {
        try {
          readZip(Buffer.from(await res.arrayBuffer()));
          return 'complete zip';
        } catch {
          return 'failed';
        }
      },
      () => 'failed',
    );
    expect(outcome).toBe('failed');
  });
});
