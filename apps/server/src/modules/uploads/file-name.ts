import { fileExtension } from '@qi/domain/attachments';
import { typeForExtension } from './magic-bytes';

/**
 * Characters that show nothing but change what a name means to a program: format characters (zero-width
 * spaces and joiners, direction marks and overrides, the byte order mark, soft hyphens) and the other
 * invisible fillers. 'photo.png\u200b' must be checked as a .png, not as an unknown extension.
 */
const INVISIBLE = /\p{Cf}|\p{Variation_Selector}|\u034f|[\u115f\u1160\u3164\uffa0]/gu;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/** Trailing dots and spaces of any kind, which Windows drops from a name ('report.pdf. ' is 'report.pdf'). */
const TRAILING_DOTS_AND_SPACES = /[.\s\p{Zs}]+$/u;

/**
 * The original file name as shown to people and checked against the content: no control or invisible
 * characters, no path parts, no leading or trailing spaces, no trailing dots, at most 255 characters.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '')
    .replace(CONTROL, '')
    .replace(INVISIBLE, '')
    .replace(/^.*[/\\]/, '');
  const cleaned = base
    .trim()
    .replace(TRAILING_DOTS_AND_SPACES, '')
    .slice(0, 255)
    .replace(TRAILING_DOTS_AND_SPACES, '')
    .trim();
  return cleaned || 'file';
}

const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/**
 * The usual type of the extension (the content was checked against it); for an extension without a known
 * type, the client's MIME type when it is a plain, specific one; otherwise application/octet-stream.
 */
export function uploadType(clientType: string | undefined, name: string): string {
  const known = typeForExtension(fileExtension(name));
  if (known !== 'application/octet-stream') return known;
  const type = (clientType ?? '').trim().toLowerCase();
  return MIME.test(type) && type !== 'application/octet-stream' ? type : known;
}
