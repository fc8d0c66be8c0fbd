/** The longest side a photo keeps when no setting says otherwise. */
export const DEFAULT_PHOTO_MAX_SIDE = 2560;

/** Photos the browser can decode and encode again in the same type; others are uploaded as they are. */
const SCALABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** JPEG and WebP quality of a scaled photo: no visible loss at phone-screen and print sizes. */
const QUALITY = 0.88;

export function isScalablePhoto(file: Pick<File, 'type'>): boolean {
  return SCALABLE_TYPES.includes(file.type.toLowerCase());
}

/**
 * The size a photo of `width` × `height` is scaled to so that its longest side is at most `maxSide`,
 * keeping its proportions; null when it already fits (or the limit is not a positive number).
 */
export function scaledSize(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } | null {
  const longest = Math.max(width, height);
  if (!(maxSide > 0) || longest <= maxSide) return null;
  const ratio = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * ratio)),
    height: Math.max(1, Math.round(height * ratio)),
  };
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/**
 * The photo scaled down so that its longest side is at most `maxSide`, in its own type and under its own
 * name; the file itself when it is not a JPEG, PNG or WebP, already fits, or this browser cannot scale it.
 * The camera's orientation (EXIF) is applied first, so that the scaled photo stands the way it was taken.
 */
export async function scalePhoto(file: File, maxSide: number): Promise<File> {
  if (!isScalablePhoto(file) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = scaledSize(bitmap.width, bitmap.height, maxSide);
    if (!size) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await toBlob(canvas, file.type);
    // A browser that cannot encode this type answers with PNG or nothing: keep the original then.
    if (!blob || blob.type !== file.type) return file;
    return new File([blob], file.name, { type: file.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

/** Each file as it is to be uploaded: photos scaled to `maxSide`, in the same order. */
export function scalePhotos(files: readonly File[], maxSide: number): Promise<File[]> {
  return Promise.all(files.map((file) => scalePhoto(file, maxSide)));
}
