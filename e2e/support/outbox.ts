import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Emails the server wrote to DATA_DIR/outbox (no SMTP_URL), newest last, decoded enough to read. */
export function readOutbox(): { file: string; to: string; subject: string; text: string }[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('No E2E_DATA_DIR: import `test` from support/test.ts');
  const dir = join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(dir, file), 'utf8');
    const decoded = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
    const to = /^To: (.*)$/im.exec(decoded)?.[1] ?? '';
    const subject = /^Subject: (.*)$/im.exec(decoded)?.[1] ?? '';
    return { file, to, subject, text: decoded };
  });
}

/** Waits for a new email to `address` and returns the first code in it (6 digits, or a labelled code). */
export async function waitForCode(
  address: string,
  pattern = /\b(\d{6})\b/,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = readOutbox()
      .filter((m) => m.to.toLowerCase().includes(address.toLowerCase()))
      .at(-1);
    const match = mail
      ? pattern.exec(
          mail.text
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join('\n'),
        )
      : null;
    if (match?.[1]) return match[1];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No email with a code reached ${address}`);
}

export function countMailsTo(address: string): number {
  return readOutbox().filter((m) => m.to.toLowerCase().includes(address.toLowerCase())).length;
}
