import { createHash, randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real 32×32 RGB PNG of random pixels (an image the browser could show from a presigned URL). */
export function randomPng(size = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const rows = Buffer.concat(
    Array.from({ length: size }, () => Buffer.concat([Buffer.from([0]), randomBytes(size * 3)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A file of `bytes` bytes that passes the upload's PDF signature check (`%PDF-` then random bytes): large
 * enough to need several 5 MiB parts of a multipart upload.
 */
export function largePdf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n');
  return Buffer.concat([head, randomBytes(bytes - head.length)]);
}
