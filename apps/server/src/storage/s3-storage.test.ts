import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StorageConfig } from '../config';
import { createS3Storage } from './s3-storage';
import { type RecordedRequest, startTestS3Server, type TestS3Server } from './test-s3-server';

const MiB = 1024 * 1024;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** `size` bytes of a repeating pattern, streamed in 64 KiB chunks (as an upload arrives). */
function patterned(size: number): Buffer {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i++) data[i] = (i * 31 + (i >> 13)) & 0xff;
  return data;
}
function chunked(data: Buffer, chunk = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < data.length; offset += chunk) yield data.subarray(offset, offset + chunk);
    })(),
  );
}

/** Headers of the SDK's optional checksums, which several S3-compatible stores refuse. */
const checksumHeaders = (request: RecordedRequest) =>
  Object.keys(request.headers).filter(
    (name) => name.startsWith('x-amz-checksum') || name === 'x-amz-sdk-checksum-algorithm',
  );

describe('S3 storage (against a recording S3 endpoint)', () => {
  let s3: TestS3Server;
  let config: Extract<StorageConfig, { driver: 's3' }>;
  beforeAll(async () => {
    s3 = await startTestS3Server();
    config = {
      driver: 's3',
      bucket: 'qi-test',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    };
  });
  afterAll(() => s3.close());
  beforeEach(() => {
    s3.requests.length = 0;
  });

  it('stores a small file with one PutObject and reads it back', async () => {
    const storage = createS3Storage(config);
    const put = await storage.put('organisations/a.txt', Readable.from(['hello ', 'world']), 'text/plain');
    expect(put.size).toBe(11);
    const writes = s3.requests.filter((r) => r.method === 'PUT');
    expect(writes.map((r) => r.url)).toEqual(['/qi-test/organisations/a.txt?x-id=PutObject']);
    expect(writes.flatMap(checksumHeaders)).toEqual([]);
    const got = await storage.get('organisations/a.txt');
    expect(got.contentType).toBe('text/plain');
    expect(got.size).toBe(11);
    expect(Buffer.concat(await got.stream.toArray()).toString()).toBe('hello world');
  });

  it('streams a large file as 5 MiB parts without checksum headers and completes it in order', async () => {
    const storage = createS3Storage(config);
    const data = patterned(11 * MiB + 7);
    const put = await storage.put('organisations/big.pdf', chunked(data), 'application/pdf');
    expect(put.size).toBe(data.length);
    const parts = s3.requests.filter((r) => r.url.includes('x-id=UploadPart'));
    expect(parts.map((r) => r.bytes)).toEqual([5 * MiB, 5 * MiB, MiB + 7]);
    expect(parts.flatMap(checksumHeaders)).toEqual([]);
    expect(s3.requests.filter((r) => r.url.includes('uploads')).flatMap(checksumHeaders)).toEqual([]);
    const stored = s3.objects.get('/qi-test/organisations/big.pdf');
    expect(stored?.contentType).toBe('application/pdf');
    expect(sha256(stored?.body ?? Buffer.alloc(0))).toBe(sha256(data));
    expect(s3.openUploads()).toBe(0);
  });

  it('aborts the multipart upload when the source fails half-way', async () => {
    const storage = createS3Storage(config);
    const data = patterned(12 * MiB);
    const failing = Readable.from(
      (async function* () {
        for await (const chunk of chunked(data)) {
          yield chunk;
          if (s3.requests.some((r) => r.url.includes('partNumber=2'))) throw new Error('client went away');
        }
      })(),
    );
    await expect(storage.put('organisations/cut.pdf', failing, 'application/pdf')).rejects.toThrow(
      'client went away',
    );
    expect(s3.requests.some((r) => r.method === 'DELETE' && r.url.includes('uploadId='))).toBe(true);
    expect(s3.openUploads()).toBe(0);
    expect(s3.objects.has('/qi-test/organisations/cut.pdf')).toBe(false);
  });

  it('answers NOT_FOUND for a missing object', async () => {
    const storage = createS3Storage(config);
    await expect(storage.get('organisations/none.png')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('presigns a download whose Content-Disposition carries a non-ASCII name as RFC 6266 filename*', async () => {
    const storage = createS3Storage(config);
    const url = new URL(
      await storage.signedUrl('organisations/a.txt', {
        expiresInSeconds: 600,
        fileName: 'Prüfbericht "Riss" 報告.txt',
      }),
    );
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe('/qi-test/organisations/a.txt');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    // The store copies this into the response header: it must be plain ASCII.
    const disposition = url.searchParams.get('response-content-disposition') ?? '';
    expect(disposition).toMatch(/^[\x20-\x7e]+$/);
    expect(disposition).toBe(
      `attachment; filename="Pr_fbericht _Riss_ __.txt"; filename*=UTF-8''${encodeURIComponent('Prüfbericht "Riss" 報告.txt')}`,
    );
    // No checksum mode: a browser download must not depend on the store supporting it.
    expect([...url.searchParams.keys()].filter((k) => k.toLowerCase().includes('checksum'))).toEqual([]);
  });
});
