import { fileTypeFromBuffer } from 'file-type';

/**
 * What an upload's first bytes must be, by extension. The binary formats are recognised by `file-type` (a
 * maintained signature library): the upload's extension must name one of the types it may detect for that
 * extension (an Office file may be seen as the zip or compound file it is). Our own rules remain where
 * file-type cannot serve: a tar needs a whole valid header block, and text types hold no NUL byte (text has
 * no signature). Extensions without a rule are accepted as they are.
 */
const ZIP_BASED = (ext: string) => [ext, 'zip'];
const OLE = ['cfb'];
/** ISO media containers ("ftyp" boxes): the brand tells them apart, any of them was accepted before. */
const ISO_MEDIA = ['mp4', 'mov', 'm4a', 'm4v', 'm4b', 'm4p', 'heic', 'avif', '3gp', '3g2', 'f4v'];
const EBML = ['webm', 'mkv'];

const DETECTED_TYPES: Record<string, string[]> = {
  png: ['png', 'apng'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  gif: ['gif'],
  bmp: ['bmp'],
  tif: ['tif'],
  tiff: ['tif'],
  webp: ['webp'],
  pdf: ['pdf', 'ai'],
  rtf: ['rtf'],
  zip: ['zip'],
  docx: ZIP_BASED('docx'),
  xlsx: ZIP_BASED('xlsx'),
  pptx: ZIP_BASED('pptx'),
  odt: ZIP_BASED('odt'),
  ods: ZIP_BASED('ods'),
  odp: ZIP_BASED('odp'),
  doc: OLE,
  xls: OLE,
  ppt: OLE,
  gz: ['gz'],
  '7z': ['7z'],
  rar: ['rar'],
  mp4: ISO_MEDIA,
  mov: ISO_MEDIA,
  m4a: ISO_MEDIA,
  heic: ISO_MEDIA,
  webm: EBML,
  mkv: EBML,
  wav: ['wav'],
  ogg: ['ogg', 'oga', 'ogv', 'opus', 'spx'],
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

/** Extensions whose rule is our own. */
const CHECKS: Record<string, (head: Buffer) => boolean> = { tar: isTarHeader };

/** Plain-text types: any content without NUL bytes. */
const TEXT_EXTENSIONS = new Set(['txt', 'csv', 'md', 'log', 'json', 'xml', 'tsv']);

/** How many leading bytes the checks read: what file-type needs to tell formats apart (more than a tar block). */
export const SNIFF_LENGTH = 4100;

export function isTextExtension(extension: string): boolean {
  return TEXT_EXTENSIONS.has(extension);
}

/** True when the leading bytes fit the extension (or the extension has no signature rule). */
export async function headMatchesExtension(extension: string, head: Buffer): Promise<boolean> {
  const check = CHECKS[extension];
  if (check) return check(head);
  const allowed = DETECTED_TYPES[extension];
  if (!allowed) return true;
  const detected = await fileTypeFromBuffer(head);
  return detected !== undefined && allowed.includes(detected.ext);
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
