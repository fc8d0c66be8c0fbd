import { describe, expect, it } from 'vitest';
import { cameraPhotoName, renameCameraPhoto } from './camera-photo';

describe('camera photos', () => {
  const now = new Date(2026, 10, 27, 9, 5, 3);

  it('names each capture by the moment it was taken, with its type’s extension', () => {
    expect(cameraPhotoName({ name: 'image.jpg', type: 'image/jpeg' }, now)).toBe('photo-20261127-090503.jpg');
    expect(cameraPhotoName({ name: 'IMG.HEIC', type: 'image/heic' }, now)).toBe('photo-20261127-090503.HEIC');
    expect(cameraPhotoName({ name: 'blob', type: '' }, now)).toBe('photo-20261127-090503.jpg');
  });

  it('keeps the photo itself', async () => {
    const photo = new File(['pixels'], 'image.png', { type: 'image/png', lastModified: 7 });
    const renamed = renameCameraPhoto(photo, now);
    expect([renamed.name, renamed.type, renamed.lastModified]).toEqual([
      'photo-20261127-090503.png',
      'image/png',
      7,
    ]);
    expect(await renamed?.text()).toBe('pixels');
  });
});
