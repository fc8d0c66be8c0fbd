import { renameCameraPhoto } from './camera-photo';
import { scalePhotos } from './photo-scale';

/**
 * The files as they are to be uploaded: photos scaled to the configured longest side (the admin's
 * photoMaxSide setting), and captures from the camera named by the time they were taken.
 */
export async function preparePhotos(
  files: readonly File[],
  fromCamera: boolean,
  maxSide: number,
): Promise<File[]> {
  const now = new Date();
  const named = fromCamera ? files.map((file) => renameCameraPhoto(file, now)) : files;
  return scalePhotos(named, maxSide);
}
