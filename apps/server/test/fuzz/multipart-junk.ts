import fc from 'fast-check';
import { TINY_PNG } from '../../src/modules/uploads/test-multipart';
import { NAUGHTY_STRINGS } from './naughty-strings';

/**
 * Multipart bodies for the upload route: a well-formed part now and then (so the storage path runs too), and
 * every way of getting multipart wrong: missing or mismatched boundaries, truncated bodies, wrong field
 * names, hostile file names, lying types, several files, fields only.
 */
export interface MultipartBody {
  contentType: string;
  body: Buffer;
  note: string;
}

const BOUNDARY = 'fuzzboundary7d3a';

function part(headers: string, content: Buffer | string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
}

const END = Buffer.from(`--${BOUNDARY}--\r\n`);

function fileName(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('photo.png', 'notes.txt', 'report.pdf', 'a'),
    fc.constantFrom(...NAUGHTY_STRINGS).map((s) => s.replace(/["\r\n]/g, '')),
    fc.constantFrom(
      '../../../etc/passwd',
      '..\\..\\boot.ini',
      'evil.exe',
      'evil.png.exe',
      'x.svg',
      'x.html',
      '.htaccess',
      'a'.repeat(1000),
      'file\u202egnp.exe',
      'con.txt',
      '',
    ),
  );
}

function content(): fc.Arbitrary<Buffer> {
  return fc.oneof(
    fc.constant(TINY_PNG),
    fc.constant(Buffer.from('MZ\u0090\u0000 not really an executable')),
    fc.constant(Buffer.from('<svg onload="alert(1)"></svg>')),
    fc.constant(Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    fc.string({ maxLength: 100 }).map((s) => Buffer.from(s)),
  );
}

const MIME_TYPES = [
  'image/png',
  'text/plain',
  'application/octet-stream',
  'text/html',
  'image/svg+xml',
  'application/x-msdownload',
  '../../x',
  'IMAGE/PNG',
  '',
];

export function multipartBody(): fc.Arbitrary<MultipartBody> {
  const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
  const file = fc.record({ name: fileName(), type: fc.constantFrom(...MIME_TYPES), data: content() });
  return fc.oneof(
    // One file part, well formed.
    file.map(({ name, type, data }) => ({
      contentType,
      note: 'one file',
      body: Buffer.concat([
        part(
          `Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}`,
          data,
        ),
        END,
      ]),
    })),
    // The wrong field name, a field before the file, two files.
    fc
      .tuple(file, fc.constantFrom('files', 'upload', 'FILE', '', '__proto__'))
      .map(([{ name, data }, field]) => ({
        contentType,
        note: `field ${field}`,
        body: Buffer.concat([
          part(`Content-Disposition: form-data; name="${field}"; filename="${name}"`, data),
          END,
        ]),
      })),
    fc.tuple(file, file).map(([a, b]) => ({
      contentType,
      note: 'two files',
      body: Buffer.concat([
        part(`Content-Disposition: form-data; name="file"; filename="${a.name}"`, a.data),
        part(`Content-Disposition: form-data; name="file"; filename="${b.name}"`, b.data),
        END,
      ]),
    })),
    fc.constant({
      contentType,
      note: 'fields only',
      body: Buffer.concat([
        part('Content-Disposition: form-data; name="description"', 'x'),
        part('Content-Disposition: form-data; name="__proto__"', '{"polluted":true}'),
        END,
      ]),
    }),
    // Broken framing.
    file.map(({ name, data }) => ({
      contentType,
      note: 'truncated',
      body: Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`,
        ),
        data,
      ]),
    })),
    file.map(({ name, data }) => ({
      contentType: 'multipart/form-data; boundary=another',
      note: 'boundary mismatch',
      body: Buffer.concat([
        part(`Content-Disposition: form-data; name="file"; filename="${name}"`, data),
        END,
      ]),
    })),
    fc
      .constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=',
        `multipart/form-data; boundary=${'b'.repeat(100)}`,
        'multipart/mixed; boundary=x',
        'application/json',
        'text/plain',
      )
      .map((type) => ({
        contentType: type,
        note: 'bad content type',
        body: Buffer.concat([
          part('Content-Disposition: form-data; name="file"; filename="a.txt"', 'a'),
          END,
        ]),
      })),
    fc.constant({
      contentType,
      note: 'no content-disposition',
      body: Buffer.concat([part('Content-Type: text/plain', 'a'), END]),
    }),
    fc.constant({ contentType, note: 'empty body', body: Buffer.alloc(0) }),
    fc.constant({
      contentType,
      note: 'header overflow',
      body: Buffer.concat([
        part(`Content-Disposition: form-data; name="file"; filename="${'a'.repeat(100_000)}"`, 'a'),
        END,
      ]),
    }),
  );
}
