/**
 * Test support (not used by the server): the first 512-byte header block of two archives made by GNU tar 1.34
 * (`tar --format=ustar` and `--format=gnu`, one file a.txt), gzipped and base64-encoded to stay short.
 */
import { gunzipSync } from 'node:zlib';

const block = (gzipped: string) => gunzipSync(Buffer.from(gzipped, 'base64'));

export const USTAR_HEADER = block(
  'H4sIAAAAAAACA0vUK6koYaAtMAACMxMTMA0E6DRIlsHQ1NDI1NjYxAQkbmhkYGTGoGDAQAdQWlySWAR0SlF+Pt5wICSP7rkhAgBoilDZAAIAAA==',
);
export const GNU_TAR_HEADER = block(
  'H4sIAAAAAAACA0vUK6koYaAtMAACMxMTMA0E6DRIlsHQ1NDI1NjYxAQkbmhgamTGoGDAQAdQWlySWKSgwFCUn483HAjJD1EAAGIeOG4AAgAA',
);

/** A tar as stored: the header, the file's 6 bytes in a data block, and two zero blocks. */
export function tarArchive(header: Buffer): Buffer {
  const data = Buffer.alloc(512);
  data.write('hello\n');
  return Buffer.concat([header, data, Buffer.alloc(1024)]);
}
