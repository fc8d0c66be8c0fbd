/**
 * A small table of file signatures ("magic bytes") by extension. An upload whose extension has a rule
 * must start with one of its signatures (a tar: a whole valid header block); text types must hold no NUL
 * byte. Extensions without a rule are accepted as they are.
 */
interface Signature {
  offset: number;
  bytes: number[];
}

const ascii = (text: string, offset = 0): Signature => ({
  offset,
  bytes: [...text].map((c) => c.charCodeAt(0)),
});
const hex = (bytes: number[], offset = 0): Signature => ({ offset, bytes });

const ZIP = [hex([0x50, 0x4b, 0x03, 0x04]), hex([0x50, 0x4b, 0x05, 0x06])];
const OLE = [hex([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])];
const ISO_MEDIA = [ascii('ftyp', 4)];
const TIFF = [hex([0x49, 0x49, 0x2a, 0x00]), hex([0x4d, 0x4d, 0x00, 0x2a])];

const SIGNATURES: Record<string, Signature[]> = {
  png: [hex([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  jpg: [hex([0xff, 0xd8, 0xff])],
  jpeg: [hex([0xff, 0xd8, 0xff])],
  gif: [ascii('GIF87a'), ascii('GIF89a')],
  bmp: [ascii('BM')],
  tif: TIFF,
  tiff: TIFF,
  webp: [ascii('WEBP', 8)],
  pdf: [ascii('%PDF-')],
  rtf: [ascii('{\\rtf')],
  zip: ZIP,
  docx: ZIP,
  xlsx: ZIP,
  pptx: ZIP,
  odt: ZIP,
  ods: ZIP,
  odp: ZIP,
  doc: OLE,
  xls: OLE,
  ppt: OLE,
  gz: [hex([0x1f, 0x8b])],
  '7z': [hex([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])],
  rar: [ascii('Rar!\x1a\x07')],
  mp4: ISO_MEDIA,
  mov: ISO_MEDIA,
  m4a: ISO_MEDIA,
  heic: ISO_MEDIA,
  webm: [hex([0x1a, 0x45, 0xdf, 0xa3])],
  mkv: [hex([0x1a, 0x45, 0xdf, 0xa3])],
  wav: [ascii('WAVE', 8)],
  ogg: [ascii('OggS')],
};

/** A tar archive's block: headers and data come in 512-byte blocks. */
const TAR_BLOCK = 512;
const TAR_CHECKSUM = { offset: 148, length: 8 };

/**
 * A tar starts with a header block: "ustar" at offset 257 (POSIX ustar and GNU tar) and a checksum at 148
 * (octal) equal to the sum of the block's bytes with the checksum field counted as spaces. The magic alone
 * would let any file with five chosen bytes pass as `x.tar`.
 */
function isTarHeader(head: Buffer): boolean {
  if (head.length < TAR_BLOCK || head.toString('latin1', 257, 262) !== 'ustar') return false;
  const field = head.toString('latin1', TAR_CHECKSUM.offset, TAR_CHECKSUM.offset + TAR_CHECKSUM.length);
  const match = /^\s*([0-7]{1,7})[\0 ]*$/.exec(field);
  if (!match?.[1]) return false;
  let sum = 0;
  for (let i = 0; i < TAR_BLOCK; i++) {
    const inField = i >= TAR_CHECKSUM.offset && i < TAR_CHECKSUM.offset + TAR_CHECKSUM.length;
    sum += inField ? 0x20 : (head[i] ?? 0);
  }
  return sum === Number.parseInt(match[1], 8);
}

/** Extensions whose rule is more than a leading signature. */
const CHECKS: Record<string, (head: Buffer) => boolean> = { tar: isTarHeader };

/** Plain-text types: any content without NUL bytes. */
const TEXT_EXTENSIONS = new Set(['txt', 'csv', 'md', 'log', 'json', 'xml', 'tsv']);

/** How many leading bytes the checks need (a tar header block is the longest). */
export const SNIFF_LENGTH = TAR_BLOCK;

export function isTextExtension(extension: string): boolean {
  return TEXT_EXTENSIONS.has(extension);
}

/** True when the leading bytes fit the extension (or the extension has no signature rule). */
export function headMatchesExtension(extension: string, head: Buffer): boolean {
  const check = CHECKS[extension];
  if (check) return check(head);
  const signatures = SIGNATURES[extension];
  if (!signatures) return true;
  return signatures.some(
    (s) =>
      head.length >= s.offset + s.bytes.length && s.bytes.every((byte, i) => head[s.offset + i] === byte),
  );
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  heic: 'image/heic',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  rtf: 'application/rtf',
  '7z': 'application/x-7z-compressed',
  gz: 'application/gzip',
  tar: 'application/x-tar',
  rar: 'application/vnd.rar',
  tsv: 'text/tab-separated-values',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  txt: 'text/plain',
  md: 'text/markdown',
  log: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  xml: 'application/xml',
};

/** The usual MIME type of an extension; application/octet-stream when unknown. */
export function typeForExtension(extension: string): string {
  return TYPES[extension] ?? 'application/octet-stream';
}
