import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '@qi/domain/app-error';
import { headMatchesExtension, isTextExtension, SNIFF_LENGTH } from './magic-bytes';

export const CONTENT_MISMATCH = 'The file content does not match its extension.';

/**
 * Passes an upload through to storage while counting its bytes and checking its content: the first
 * bytes must fit the extension (held back until enough have arrived) and text types must hold no NUL
 * byte. A mismatch fails the stream with 415, so storage drops the partial object. It also hashes the bytes
 * (sha256), which tells a retried upload with an idempotency key from a different one.
 */
export class UploadGuard extends Transform {
  bytes = 0;
  readonly sha256 = createHash('sha256');
  private head: Buffer[] = [];
  private headLength = 0;
  private checked = false;

  constructor(private readonly extension: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    this.sha256.update(chunk);
    if (isTextExtension(this.extension) && chunk.includes(0)) {
      callback(this.mismatch());
    } else if (this.checked) {
      callback(null, chunk);
    } else {
      this.head.push(chunk);
      this.headLength += chunk.length;
      if (this.headLength < SNIFF_LENGTH) callback();
      else this.release().then(callback, callback);
    }
  }

  override _flush(callback: TransformCallback): void {
    if (this.checked) callback();
    else this.release().then(callback, callback);
  }

  private async release(): Promise<AppError | null> {
    const held = Buffer.concat(this.head, this.headLength);
    this.head = [];
    this.checked = true;
    if (!(await headMatchesExtension(this.extension, held))) return this.mismatch();
    this.push(held);
    return null;
  }

  private mismatch(): AppError {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', CONTENT_MISMATCH);
  }
}
