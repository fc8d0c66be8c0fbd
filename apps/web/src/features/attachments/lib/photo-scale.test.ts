import { afterEach, describe, expect, it, vi } from 'vitest';
import { isScalablePhoto, scaledSize, scalePhoto, scalePhotos } from './photo-scale';

describe('scaledSize', () => {
  it('brings the longest side down to the limit, keeping proportions', () => {
    expect(scaledSize(4032, 3024, 2560)).toEqual({ width: 2560, height: 1920 });
    expect(scaledSize(3024, 4032, 2560)).toEqual({ width: 1920, height: 2560 });
    expect(scaledSize(5000, 3, 1000)).toEqual({ width: 1000, height: 1 });
  });

  it('leaves photos that already fit, and ignores a limit that is not a positive number', () => {
    expect(scaledSize(2560, 1440, 2560)).toBeNull();
    expect(scaledSize(800, 600, 2560)).toBeNull();
    expect(scaledSize(4000, 3000, 0)).toBeNull();
    expect(scaledSize(4000, 3000, Number.NaN)).toBeNull();
  });
});

describe('isScalablePhoto', () => {
  it('scales JPEG, PNG and WebP photos only', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'IMAGE/JPEG']) {
      expect(isScalablePhoto({ type })).toBe(true);
    }
    for (const type of ['image/gif', 'image/heic', 'image/svg+xml', 'application/pdf', '']) {
      expect(isScalablePhoto({ type })).toBe(false);
    }
  });
});

/** A browser's bitmap and canvas, enough to see what the scaling draws and encodes. */
function fakeBrowser(bitmap: { width: number; height: number }) {
  const close = vi.fn();
  const create = vi.fn(async () => ({ ...bitmap, close }));
  vi.stubGlobal('createImageBitmap', create);
  const drawn: number[][] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        drawImage: (_image: unknown, ...rest: number[]) => drawn.push(rest),
      }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
  ) {
    callback(new Blob([`${this.width}x${this.height}`], { type: type ?? 'image/png' }));
  });
  return { create, close, drawn };
}

describe('scalePhoto', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scales a large photo down in its own type and name, applying its orientation', async () => {
    const browser = fakeBrowser({ width: 4000, height: 3000 });
    const photo = new File(['x'.repeat(100)], 'crack.jpg', { type: 'image/jpeg', lastModified: 5 });
    const scaled = await scalePhoto(photo, 2000);
    expect(browser.create).toHaveBeenCalledWith(photo, { imageOrientation: 'from-image' });
    expect(browser.drawn).toEqual([[0, 0, 2000, 1500]]);
    expect(scaled).not.toBe(photo);
    expect({ name: scaled.name, type: scaled.type, lastModified: scaled.lastModified }).toEqual({
      name: 'crack.jpg',
      type: 'image/jpeg',
      lastModified: 5,
    });
    expect(await scaled?.text()).toBe('2000x1500');
    expect(browser.close).toHaveBeenCalled();
  });

  it('leaves small photos and other files as they are', async () => {
    const browser = fakeBrowser({ width: 1200, height: 900 });
    const small = new File(['s'], 'small.png', { type: 'image/png' });
    const pdf = new File(['%PDF'], 'report.pdf', { type: 'application/pdf' });
    const gif = new File(['g'], 'anim.gif', { type: 'image/gif' });
    const ready = await scalePhotos([small, pdf, gif], 2560);
    expect(ready[0]).toBe(small);
    expect(ready[1]).toBe(pdf);
    expect(ready[2]).toBe(gif);
    // Only the PNG was opened, to read its size; nothing was drawn.
    expect(browser.create).toHaveBeenCalledTimes(1);
    expect(browser.drawn).toEqual([]);
  });

  it('keeps the original where the browser cannot encode its type', async () => {
    fakeBrowser({ width: 3000, height: 3000 });
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback: BlobCallback) =>
      callback(new Blob(['png'], { type: 'image/png' })),
    );
    const webp = new File(['w'], 'big.webp', { type: 'image/webp' });
    expect(await scalePhoto(webp, 1000)).toBe(webp);
  });

  it('uploads the file as it is where the browser cannot decode it', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new DOMException('bad', 'InvalidStateError')));
    const broken = new File(['?'], 'broken.jpg', { type: 'image/jpeg' });
    expect(await scalePhoto(broken, 100)).toBe(broken);
  });
});
