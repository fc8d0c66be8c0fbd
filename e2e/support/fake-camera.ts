import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** An RGB picture: 3 bytes a pixel, rows top to bottom. */
export interface RgbImage {
  width: number;
  height: number;
  rgb: Uint8Array;
}

/** Reads a binary PPM (P6, 8 bits), what pdftoppm writes by default. */
export function readPpm(bytes: Buffer): RgbImage {
  // Header: 'P6', width, height, max value, separated by whitespace (comments start with '#'), then one byte.
  const fields: string[] = [];
  let at = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[at] ?? 32)) && at < bytes.length) at += 1;
    if (bytes[at] === 0x23) {
      while (bytes[at] !== 0x0a && at < bytes.length) at += 1;
      continue;
    }
    const start = at;
    while (at < bytes.length && !/\s/.test(String.fromCharCode(bytes[at] ?? 32))) at += 1;
    fields.push(bytes.subarray(start, at).toString('ascii'));
  }
  const [magic, width, height, max] = fields;
  if (magic !== 'P6' || max !== '255') throw new Error(`Not an 8-bit binary PPM: ${fields.join(' ')}`);
  const w = Number(width);
  const h = Number(height);
  return { width: w, height: h, rgb: bytes.subarray(at + 1, at + 1 + w * h * 3) };
}

/** The picture centred on a white frame of `width` × `height` (even sizes, as 4:2:0 video needs). */
export function centreOn(image: RgbImage, width: number, height: number): RgbImage {
  if (image.width > width || image.height > height) {
    throw new Error(`A ${image.width}×${image.height} picture does not fit a ${width}×${height} frame`);
  }
  const rgb = new Uint8Array(width * height * 3).fill(255);
  const left = Math.floor((width - image.width) / 2);
  const top = Math.floor((height - image.height) / 2);
  for (let y = 0; y < image.height; y += 1) {
    const from = y * image.width * 3;
    rgb.set(image.rgb.subarray(from, from + image.width * 3), ((top + y) * width + left) * 3);
  }
  return { width, height, rgb };
}

/**
 * A one-frame Y4M video (4:2:0, BT.601 studio range) of the picture: what Chromium's fake camera plays,
 * over and over, with --use-file-for-fake-video-capture.
 */
export function toY4m(image: RgbImage): Buffer {
  const { width, height, rgb } = image;
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('4:2:0 video needs even sizes');
  const luma = Buffer.alloc(width * height);
  const cw = width / 2;
  const cb = Buffer.alloc(cw * (height / 2));
  const cr = Buffer.alloc(cw * (height / 2));
  const pixel = (x: number, y: number) => {
    const i = (y * width + x) * 3;
    return [rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0] as const;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      luma[y * width + x] = Math.round(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
    }
  }
  for (let y = 0; y < height / 2; y += 1) {
    for (let x = 0; x < cw; x += 1) {
      // The average colour of the 2×2 block this chroma sample covers.
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const [pr, pg, pb] = pixel(2 * x + dx, 2 * y + dy);
        r += pr / 4;
        g += pg / 4;
        b += pb / 4;
      }
      cb[y * cw + x] = Math.round(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      cr[y * cw + x] = Math.round(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii');
  return Buffer.concat([header, luma, cb, cr]);
}

/**
 * A fake-camera video file showing the first page of a PDF (rendered by pdftoppm at `dpi`), centred on a
 * white 1280×720 frame. Returns the file's path.
 */
export function pdfToFakeCameraVideo(pdf: Buffer, dpi = 300): string {
  const dir = mkdtempSync(join(tmpdir(), 'qi-fake-camera-'));
  const pdfPath = join(dir, 'page.pdf');
  writeFileSync(pdfPath, pdf);
  execFileSync('pdftoppm', [
    '-r',
    String(dpi),
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdfPath,
    join(dir, 'page'),
  ]);
  const page = readPpm(readFileSync(join(dir, 'page.ppm')));
  const video = join(dir, 'camera.y4m');
  writeFileSync(video, toY4m(centreOn(page, 1280, 720)));
  return video;
}

/** Chromium flags for a camera that shows `videoFile` and is allowed without asking. */
export function fakeCameraArgs(videoFile: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${videoFile}`,
  ];
}

/** An incident's red tag PDF, as the details page downloads it. */
export async function fetchTagPdf(baseUrl: string, token: string, incidentId: string): Promise<Buffer> {
  const response = await fetch(`${baseUrl}/v1/incidents/${encodeURIComponent(incidentId)}/tag.pdf`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`tag.pdf → ${response.status}: ${await response.text()}`);
  return Buffer.from(await response.arrayBuffer());
}
