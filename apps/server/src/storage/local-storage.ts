import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@qi/domain/app-error';
import { assertValidKey, type Storage } from './storage';

export interface LocalStorageOptions {
  dir: string;
  /** Base of the signed URLs, e.g. `${PUBLIC_URL}/v1/files`. */
  baseUrl: string;
  secret: string;
  now?: () => number;
}

/** HMAC over key, expiry and download name: the URL cannot be altered or extended. */
export function signFileUrl(secret: string, key: string, expires: number, fileName = ''): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}\n${fileName}`).digest('base64url');
}

export function verifyFileSignature(
  secret: string,
  input: { key: string; expires: number; signature: string; fileName?: string },
  nowMs: number,
): boolean {
  if (!Number.isFinite(input.expires) || input.expires * 1000 < nowMs) return false;
  const expected = Buffer.from(signFileUrl(secret, input.key, input.expires, input.fileName ?? ''));
  const given = Buffer.from(input.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** fsyncs a folder, so that the names created or renamed in it survive a power cut. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function createLocalStorage(options: LocalStorageOptions): Storage {
  const now = options.now ?? Date.now;
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(options.dir, ...key.split('/'));
  };
  const metaOf = (file: string) => `${file}.meta.json`;
  // Absolute, so that the walk up from a file's folder meets it whatever form the option was given in.
  const root = path.resolve(options.dir);

  return {
    async put(key: string, body: Readable, contentType: string) {
      const file = fileOf(key);
      const folder = path.resolve(path.dirname(file));
      await fs.mkdir(folder, { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      try {
        // flush: the bytes are on disk before the name points at them (docs/reliability.md, "Power loss").
        await pipeline(body, createWriteStream(partial, { mode: 0o600, flush: true }));
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      await fs.writeFile(metaOf(file), JSON.stringify({ contentType }), { flush: true });
      // The new names, and any folder made for them (by this upload or a concurrent one), are on disk before
      // the upload is acknowledged: every folder from the file's up to the storage folder is synced.
      for (let at = folder; ; at = path.dirname(at)) {
        await syncFolder(at);
        if (at === root || at === path.dirname(at)) break;
      }
      const { size } = await fs.stat(file);
      return { size };
    },
    async get(key: string) {
      const file = fileOf(key);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat?.isFile()) throw new AppError('NOT_FOUND', 'File not found.');
      const meta = await fs
        .readFile(metaOf(file), 'utf8')
        .then((text) => JSON.parse(text) as { contentType?: string })
        .catch(() => ({ contentType: undefined }));
      return { stream: createReadStream(file), size: stat.size, contentType: meta.contentType };
    },
    async signedUrl(key: string, { expiresInSeconds, fileName }) {
      assertValidKey(key);
      const expires = Math.floor(now() / 1000) + expiresInSeconds;
      const params = new URLSearchParams({ expires: String(expires) });
      if (fileName) params.set('name', fileName);
      params.set('signature', signFileUrl(options.secret, key, expires, fileName ?? ''));
      // One path segment: the document's `/v1/files/{key}` matches it (the route decodes the key).
      return `${options.baseUrl}/${encodeURIComponent(key)}?${params.toString()}`;
    },
    async delete(key: string) {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      await fs.rm(metaOf(file), { force: true });
    },
  };
}
