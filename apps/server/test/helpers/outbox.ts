import fs from 'node:fs/promises';
import path from 'node:path';

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The decoded emails written to the outbox folder for `to`, oldest first. */
export async function readOutbox(outboxDir: string, to: string): Promise<string[]> {
  const names = (await fs.readdir(outboxDir).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.eml'))
    .sort();
  const messages: string[] = [];
  for (const name of names) {
    const raw = await fs.readFile(path.join(outboxDir, name), 'utf8');
    if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw)) {
      messages.push(decodeQuotedPrintable(raw));
    }
  }
  return messages;
}
