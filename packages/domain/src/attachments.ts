import { z } from 'zod';
import { FILE_SIZE_LIMIT_BYTES } from './constants';

/** docs/product.md §3: an uploaded file recorded on an incident, an investigation or the templates. */
export const ZAttachment = z.object({
  id: z.string().min(1).max(200),
  name: z.string().min(1).max(255),
  type: z.string().max(255),
  size: z.number().int().min(0).max(FILE_SIZE_LIMIT_BYTES),
  /**
   * A signed download link, re-signed for every answer (a client may send it back; the server ignores it).
   * It carries the file name percent-encoded (S3: twice, in the signed Content-Disposition), so a 255-character
   * non-ASCII name alone takes ~2 300 characters locally and ~4 000 on S3: hence well above 2048.
   */
  url: z.string().max(8192),
});
export type TAttachment = z.infer<typeof ZAttachment>;

/** docs/product.md §5/§9: a file must be strictly under 20 MB (20971520 bytes). */
export function isUnderSizeLimit(size: number): boolean {
  return size < FILE_SIZE_LIMIT_BYTES;
}

export function partitionOversize<T extends { size: number }>(
  files: readonly T[],
): { accepted: T[]; rejected: T[] } {
  const accepted: T[] = [];
  const rejected: T[] = [];
  for (const file of files) (isUnderSizeLimit(file.size) ? accepted : rejected).push(file);
  return { accepted, rejected };
}

/** docs/product.md §5: '1 file is too large. …' / '2 files are too large. …' */
export function oversizeMessage(count: number): string {
  const subject = count === 1 ? '1 file is' : `${count} files are`;
  return `${subject} too large. Please keep the files under 20MB.`;
}

/**
 * docs/product.md §2/§5: files are de-duplicated by name. Keeps the first file of each name, and drops files whose name is
 * already among `existing` (the attachments and files already on the form).
 */
export function dedupeByName<T extends { name: string }>(
  files: readonly T[],
  existing: readonly { name: string }[] = [],
): T[] {
  const seen = new Set(existing.map((f) => f.name));
  const kept: T[] = [];
  for (const file of files) {
    if (seen.has(file.name)) continue;
    seen.add(file.name);
    kept.push(file);
  }
  return kept;
}

/** The lower-case extension of a file name, without the dot; '' when there is none. */
export function fileExtension(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export const FILE_ICON_KEYS = [
  'pdf',
  'word',
  'excel',
  'powerpoint',
  'image',
  'video',
  'audio',
  'archive',
  'text',
  'csv',
  'unknown',
] as const;
export type FileIconKey = (typeof FILE_ICON_KEYS)[number];

const ICON_BY_EXTENSION: Record<string, FileIconKey> = {
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  odt: 'word',
  rtf: 'word',
  xls: 'excel',
  xlsx: 'excel',
  ods: 'excel',
  ppt: 'powerpoint',
  pptx: 'powerpoint',
  odp: 'powerpoint',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  bmp: 'image',
  webp: 'image',
  svg: 'image',
  heic: 'image',
  tif: 'image',
  tiff: 'image',
  mp4: 'video',
  mov: 'video',
  avi: 'video',
  mkv: 'video',
  webm: 'video',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  m4a: 'audio',
  zip: 'archive',
  '7z': 'archive',
  rar: 'archive',
  gz: 'archive',
  tar: 'archive',
  txt: 'text',
  md: 'text',
  log: 'text',
  csv: 'csv',
};

/** docs/product.md §2: the gallery icon is picked by extension, with a fallback of 'unknown'. */
export function fileIconFor(name: string): FileIconKey {
  return ICON_BY_EXTENSION[fileExtension(name)] ?? 'unknown';
}

/**
 * docs/product.md §7: storage key `organisations/{uuid}.{extension}`. The extension is lower-cased and kept only when it
 * is 1–10 letters or digits; otherwise the key is `organisations/{uuid}` (no user text reaches the key).
 */
export function storageKeyFor(uuid: string, filename: string): string {
  const ext = fileExtension(filename);
  return /^[a-z0-9]{1,10}$/.test(ext) ? `organisations/${uuid}.${ext}` : `organisations/${uuid}`;
}
