import type { Readable } from 'node:stream';

export interface StoredObject {
  stream: Readable;
  size: number | undefined;
  contentType: string | undefined;
}

/** Where attachments live: a local folder or an S3-compatible bucket. */
export interface Storage {
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** Rejects with an AppError NOT_FOUND when there is no such object. */
  get(key: string): Promise<StoredObject>;
  /** A URL that reads the object without further authentication until it expires. */
  signedUrl(key: string, options: { expiresInSeconds: number; fileName?: string }): Promise<string>;
  delete(key: string): Promise<void>;
}

/** Keys are ours (e.g. `organisations/<uuid>.pdf`): plain segments only, so no key can escape its folder. */
export function assertValidKey(key: string): void {
  const ok =
    key.length > 0 &&
    key.length <= 512 &&
    /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key) &&
    !key.split('/').some((segment) => segment === '..' || segment === '.');
  if (!ok) throw new Error('Invalid storage key');
}
