import { once } from 'node:events';
import fs from 'node:fs';

/**
 * Downloads a URL: counts bytes and, for CSV, records (CRLF outside double quotes, so a quoted description
 * with line breaks counts once) and bare line feeds outside quotes (a field with a line break that was not
 * quoted: spreadsheets would split its row). Keeps nothing, or writes the body to `saveTo`. Returns the time
 * to the first byte of the body and the total time.
 */
export async function download(
  url: string,
  token: string,
  options: { countCsvRecords?: boolean; saveTo?: string } = {},
): Promise<{
  status: number;
  bytes: number;
  records: number | null;
  unquotedLineFeeds: number | null;
  firstByteMs: number;
  totalMs: number;
}> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) {
    throw new Error(`GET ${url} answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
  }
  const out = options.saveTo ? fs.createWriteStream(options.saveTo) : null;
  let firstByteMs = Number.NaN;
  let bytes = 0;
  let records = 0;
  let bareLineFeeds = 0;
  let quoted = false;
  let previous = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    if (out && !out.write(chunk)) await once(out, 'drain');
    if (!options.countCsvRecords) continue;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (byte === 0x22) quoted = !quoted;
      else if (byte === 0x0a && !quoted) {
        if (previous === 0x0d) records += 1;
        else bareLineFeeds += 1;
      }
      previous = byte;
    }
  }
  const totalMs = performance.now() - started;
  if (out)
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  return {
    status: response.status,
    bytes,
    // The first line is the header.
    records: options.countCsvRecords ? Math.max(0, records - 1) : null,
    unquotedLineFeeds: options.countCsvRecords ? bareLineFeeds : null,
    firstByteMs: Math.round(firstByteMs),
    totalMs: Math.round(totalMs),
  };
}
