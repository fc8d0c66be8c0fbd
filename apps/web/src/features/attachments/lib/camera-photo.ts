const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * A name for a photo just taken with the camera, 'photo-20261127-143005.jpg' (local time): phones give every
 * capture the same name ('image.jpg'), and attachments with a name already present are skipped.
 */
export function cameraPhotoName(file: Pick<File, 'name' | 'type'>, now: Date): string {
  const dot = file.name.lastIndexOf('.');
  const extension = EXTENSIONS[file.type.toLowerCase()] ?? (dot > 0 ? file.name.slice(dot + 1) : 'jpg');
  // 'YYYYMMDD-HHMMSS' in local time: the ISO form of the local clock, digits only.
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().replace(/\D/g, '');
  const stamp = `${local.slice(0, 8)}-${local.slice(8, 14)}`;
  return `photo-${stamp}.${extension}`;
}

/** The photo under its new name, otherwise unchanged. */
export function renameCameraPhoto(file: File, now: Date): File {
  return new File([file], cameraPhotoName(file, now), { type: file.type, lastModified: file.lastModified });
}
