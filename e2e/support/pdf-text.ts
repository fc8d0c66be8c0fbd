import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { baseUrl } from './browser';

const run = promisify(execFile);

/** Fetches a PDF of the API with the session token and returns its text (poppler's `pdftotext -layout`). */
export async function pdfText(token: string, path: string): Promise<string> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path} → ${response.status}: ${await response.text()}`);
  const dir = await mkdtemp(join(tmpdir(), 'qi-e2e-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
