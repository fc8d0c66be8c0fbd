import { type Dispatcher, request as send } from 'undici';
import type { Operation, Recorder } from './recorder';

/** A request whose headers, or whose next bytes, take longer than this is abandoned and counted as an error. */
const TIMEOUT_MS = 30_000;

export interface TimedAnswer {
  ok: boolean;
  status: number;
  /** The body as text when asked for (`parse`), else null (it is still read to the end and timed). */
  text: string | null;
  bytes: number;
  /** CRLF line ends in the body when `countLines` was asked for (a CSV's records, header included). */
  lines: number;
  /** From sending to the last byte, as recorded. */
  ms: number;
  /** From sending to the answer's headers. */
  headersMs: number;
  /** When the answer ended, in seconds from the start of the run. */
  atSeconds: number;
}

export interface TimedRequest {
  method?: 'GET' | 'POST' | 'PUT';
  token: string;
  /** The virtual user's own connections (see Session): people do not share a browser's connections. */
  dispatcher?: Dispatcher;
  body?: unknown;
  /** Keep the body as text (for answers the virtual user reads). */
  parse?: boolean;
  /** The shape of the request (e.g. `search`), reported separately to find slow ones. */
  kind?: string;
  /** Count the CRLF line ends of the body while reading it (CSV exports). */
  countLines?: boolean;
  /** The shape of the request known from its answer (e.g. an export's size), when `kind` is not given. */
  kindOf?: (answer: { lines: number; bytes: number }) => string;
}

/**
 * One request, timed from sending to the last byte of the answer, recorded under `operation`. Any answer
 * that is not a 2xx, a network error or a timeout is an error (recorded with the server's message).
 */
export async function timed(
  recorder: Recorder,
  operation: Operation,
  url: string,
  request: TimedRequest,
): Promise<TimedAnswer> {
  const headers: Record<string, string> = { authorization: `Bearer ${request.token}` };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  try {
    // undici's own request, not fetch: fetch's web streams and objects made the load generator collect garbage
    // for 10–66 ms at a time, and every answer arriving meanwhile was timed that much longer.
    const response = await send(url, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
      dispatcher: request.dispatcher,
    });
    const headersMs = performance.now() - started;
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    let text: string | null = null;
    let bytes = 0;
    let lines = 0;
    if (request.parse || !ok) {
      text = await response.body.text();
      bytes = text.length;
    } else {
      // Read the whole body without keeping it: an export of a few thousand rows is megabytes.
      let previous = 0;
      for await (const chunk of response.body as AsyncIterable<Buffer>) {
        bytes += chunk.byteLength;
        if (!request.countLines || chunk.byteLength === 0) continue;
        lines += countCrlf(chunk, previous);
        previous = chunk[chunk.byteLength - 1] ?? 0;
      }
    }
    const ms = performance.now() - started;
    const atSeconds = recorder.elapsedMs() / 1000;
    if (!ok) {
      recorder.fail(operation, response.statusCode, `${request.method ?? 'GET'} ${pathOf(url)}: ${text}`);
      return { ok: false, status: response.statusCode, text, bytes, lines, ms, headersMs, atSeconds };
    }
    recorder.ok(operation, ms, request.kind ?? request.kindOf?.({ lines, bytes }));
    return { ok: true, status: response.statusCode, text, bytes, lines, ms, headersMs, atSeconds };
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    recorder.fail(operation, 0, `${request.method ?? 'GET'} ${pathOf(url)}: ${message}`);
    return {
      ok: false,
      status: 0,
      text: null,
      bytes: 0,
      lines: 0,
      ms: 0,
      headersMs: 0,
      atSeconds: recorder.elapsedMs() / 1000,
    };
  }
}

/**
 * The CRLF line ends in `chunk`, `previous` being the last byte of the chunk before it (a CRLF may be split
 * between two chunks). Searches with Buffer#indexOf (memchr): a loop over the bytes in JavaScript cost the
 * client ~4 ms a megabyte of its own event loop, inside the export's timed window.
 */
export function countCrlf(chunk: Uint8Array, previous: number): number {
  const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  let lines = 0;
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) {
    if ((at === 0 ? previous : bytes[at - 1]) === 13) lines++;
  }
  return lines;
}

function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search.length > 120 ? `${u.search.slice(0, 120)}…` : u.search}`;
}
