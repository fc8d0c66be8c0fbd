import { FILE_SIZE_LIMIT_BYTES } from '@qi/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createS3Storage } from '../../storage/s3-storage';
import { startTestS3Server, type TestS3Server, type TestS3ServerOptions } from '../../storage/test-s3-server';
import { uploadFile } from './test-multipart';
import { FILE_TOO_LARGE } from './upload-service';

const MiB = 1024 * 1024;

/** The app on S3 storage served by a recording S3 endpoint. */
function onS3(options: TestS3ServerOptions) {
  const state = {} as { s3: TestS3Server; t: TestApp; token: string };
  beforeAll(async () => {
    state.s3 = await startTestS3Server(options);
    const storage = createS3Storage({
      driver: 's3',
      bucket: 'qi-test',
      region: 'us-east-1',
      endpoint: state.s3.endpoint,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    state.t = await startTestApp({ deps: { storage } });
    state.token = (await state.t.login('user')).idToken;
  });
  afterAll(async () => {
    await state.t.close();
    await state.s3.close();
  });
  return state;
}

const uploadedTexts = (s3: TestS3Server) => [...s3.objects.keys()].filter((key) => key.endsWith('.txt'));

async function expectRefusedWithoutRow(t: TestApp, token: string) {
  const res = await uploadFile(t, token, { name: 'big.txt', type: 'text/plain', size: 21 * MiB });
  expect(res.status).toBe(413);
  expect(res.body).toEqual({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: FILE_TOO_LARGE });
  const rows = await t.db.selectFrom('uploads').select('key').where('name', '=', 'big.txt').execute();
  expect(rows).toEqual([]);
}

describe('uploads on S3 storage: the size limit', () => {
  const s = onS3({});

  it('a 21 MiB file (several parts already sent) answers 413 and leaves no object, part or row behind', async () => {
    await expectRefusedWithoutRow(s.t, s.token);
    expect(uploadedTexts(s.s3)).toEqual([]);
    expect(s.s3.openUploads()).toBe(0);
    const aborts = s.s3.requests.filter((r) => r.method === 'DELETE' && r.url.includes('uploadId='));
    expect(aborts).toHaveLength(1);
  });

  it('a file one byte under the limit is stored', async () => {
    const res = await uploadFile(s.t, s.token, {
      name: 'fits.txt',
      type: 'text/plain',
      size: FILE_SIZE_LIMIT_BYTES - 1,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'fits.txt', size: FILE_SIZE_LIMIT_BYTES - 1 });
    expect(uploadedTexts(s.s3)).toHaveLength(1);
  });
});

describe('uploads on an S3 store that cannot abort a multipart upload (as s3rver)', () => {
  const s = onS3({ refuseAbort: true });

  it('a 21 MiB file still answers 413 (it answered 500 with the store’s refusal) and creates no object', async () => {
    await expectRefusedWithoutRow(s.t, s.token);
    expect(uploadedTexts(s.s3)).toEqual([]);
  });
});
