import { fileExtension } from '@qi/domain/attachments';
import { typeForExtension } from './magic-bytes';

/** The original file name as shown to people: no control characters or path parts, at most 255 characters. */
export function cleanFileName(raw: string | undefined): string {
  const cleaned = (raw ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/^.*[/\\]/, '')
    .trim()
    .slice(0, 255)
    .trim();
  return cleaned || 'file';
}

const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/** The client's MIME type when it is a plain, specific one; otherwise the usual type of the extension. */
export function uploadType(clientType: string | undefined, name: string): string {
  const type = (clientType ?? '').trim().toLowerCase();
  if (MIME.test(type) && type !== 'application/octet-stream') return type;
  return typeForExtension(fileExtension(name));
}
