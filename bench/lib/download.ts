/**
 * Downloads a URL without keeping it: counts bytes and, for CSV, records (CRLF outside double quotes, so a
 * quoted description with line breaks counts once) and bare line feeds outside quotes (a field with a line
 * break that was not quoted: spreadsheets would split its row). Returns the time to the first byte and the
 * total time.
 */
export async function download(
  url: string,
  token: string,
  options: { countCsvRecords?: boolean } = {},
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
  let firstByteMs = Number.NaN;
  let bytes = 0;
  let records = 0;
  let bareLineFeeds = 0;
  let quoted = false;
  let previous = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
    bytes += chunk.length;
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
  return {
    status: response.status,
    bytes,
    // The first line is the header.
    records: options.countCsvRecords ? Math.max(0, records - 1) : null,
    unquotedLineFeeds: options.countCsvRecords ? bareLineFeeds : null,
    firstByteMs: Math.round(firstByteMs),
    totalMs: Math.round(performance.now() - started),
  };
}
