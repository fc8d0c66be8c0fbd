import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { uploadFile } from '../uploads/test-multipart';
import { type IncidentKit, incidentKit } from './incident-test-kit';

describe('incident attachments (uploads, signed urls, zip)', () => {
  let t: TestApp;
  let k: IncidentKit;
  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
  });
  afterAll(() => t.close());

  it('keeps uploaded attachments with fresh signed urls, refuses others, zips them for viewers', async () => {
    const upload = await uploadFile(t, k.callers.user.token, {
      name: 'notes.txt',
      type: 'text/plain',
      content: Buffer.from('hello zip'),
    });
    expect(upload.status, upload.text).toBe(201);
    const attachment = upload.body;

    const stolen = await t.request('POST', '/v1/incidents', {
      token: k.callers.quality.token,
      body: { ...k.form, attachments: [attachment], action: 'save-draft' },
    });
    expect(stolen.status).toBe(422);

    const draft = await k.create(k.callers.user, 'save-draft', {
      attachments: [{ ...attachment, url: 'http://evil' }],
    });
    const read = await k.get(k.callers.user, `/v1/incidents/${draft.id}`);
    expect(read.body.attachments).toHaveLength(1);
    expect(read.body.attachments[0]).toMatchObject({ id: attachment.id, name: 'notes.txt', size: 9 });
    expect(read.body.attachments[0].url).toContain('signature=');
    expect(read.body.attachments[0].url).not.toContain('evil');

    const hidden = await k.get(k.callers.quality, `/v1/incidents/${draft.id}/attachments.zip`);
    expect(hidden.status).toBe(404);
    const res = await fetch(`${t.baseUrl}/v1/incidents/${draft.id}/attachments.zip`, {
      headers: { authorization: `Bearer ${k.callers.user.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('IncidentAttachments.zip');
    const zip = Buffer.from(await res.arrayBuffer());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.includes(Buffer.from('notes.txt'))).toBe(true);

    // Keeping an attachment the incident already holds is allowed for whoever may save it.
    const again = await k.act(k.callers.admin, draft.id, {
      action: 'save-draft',
      description: 'Edited by admin',
    });
    expect(again.status).toBe(200);
    expect(again.body.attachments).toHaveLength(1);
  });
});
