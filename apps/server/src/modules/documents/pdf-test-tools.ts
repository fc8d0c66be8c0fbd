import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { TestApp } from '../../../test/helpers/test-app';

/**
 * Test support for the documents tests (not loaded by the server): fetches a PDF over HTTP and reads it back
 * with poppler (pdftotext, pdfinfo, pdftoppm, pdffonts) and a QR decoder.
 */
const run = promisify(execFile);

export interface FetchedPdf {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

export async function fetchPdf(t: TestApp, token: string | undefined, pathName: string): Promise<FetchedPdf> {
  const response = await fetch(`${t.baseUrl}${pathName}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function withPdfFile<T>(bytes: Buffer, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'qi-pdf-test-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await fs.writeFile(file, bytes);
    return await use(file, dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The text of the PDF as `pdftotext -layout` lays it out, one string per page. */
export function pdfPages(bytes: Buffer): Promise<string[]> {
  return withPdfFile(bytes, async (file) => {
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    const pages = stdout.split('\f');
    if (pages[pages.length - 1]?.trim() === '') pages.pop();
    return pages;
  });
}

/** `pdfinfo`: the page count and the first page's size in points. */
export function pdfInfo(bytes: Buffer): Promise<{ pages: number; width: number; height: number }> {
  return withPdfFile(bytes, async (file) => {
    const { stdout } = await run('pdfinfo', [file]);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
    const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(stdout);
    return { pages, width: Number(size?.[1]), height: Number(size?.[2]) };
  });
}

/** The names of the fonts the PDF uses (`pdffonts`), e.g. 'AAAAAA+DejaVuSans-Bold'. */
export function pdfFonts(bytes: Buffer): Promise<string[]> {
  return withPdfFile(bytes, async (file) => {
    const { stdout } = await run('pdffonts', [file]);
    return stdout
      .split('\n')
      .slice(2)
      .map((line) => line.split(/\s+/)[0] ?? '')
      .filter(Boolean);
  });
}

/** Renders the first page at 300 dpi and decodes the QR code on it (null when none is found). */
export function decodeQr(bytes: Buffer): Promise<string | null> {
  return withPdfFile(bytes, async (file, dir) => {
    await run('pdftoppm', [
      '-r',
      '300',
      '-png',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(dir, 'page'),
    ]);
    const png = PNG.sync.read(await fs.readFile(path.join(dir, 'page.png')));
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    return code?.data ?? null;
  });
}
