/**
 * Test helpers (not used by the server): multipart uploads sent as a stream, so that a 20 MB test file is
 * generated chunk by chunk instead of being allocated whole.
 */
import type { TestApp } from '../../../test/helpers/test-app';

export interface StreamedFile {
  name: string;
  type?: string;
  /** Total size; the content repeats `fill` (default: 'a'). */
  size?: number;
  content?: Buffer;
  fill?: number;
  fieldName?: string;
}

const BOUNDARY = '----qi-test-boundary-7f3a9c';

async function* multipartBody(file: StreamedFile): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  yield encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.fieldName ?? 'file'}"; filename="${file.name.replace(/"/g, '%22')}"\r\n` +
      `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
  );
  if (file.content) yield file.content;
  else {
    const chunk = Buffer.alloc(64 * 1024, file.fill ?? 0x61);
    let left = file.size ?? 0;
    while (left > 0) {
      const n = Math.min(left, chunk.length);
      yield n === chunk.length ? chunk : chunk.subarray(0, n);
      left -= n;
    }
  }
  yield encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
}

/**
 * POST /v1/uploads (or another upload route, `path`) with one streamed file part (and any extra headers);
 * answers status and parsed JSON.
 */
export async function uploadFile(
  t: TestApp,
  token: string,
  file: StreamedFile,
  headers: Record<string, string> = {},
  path = '/v1/uploads',
) {
  const generator = multipartBody(file);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await generator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      ...headers,
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    body,
    duplex: 'half',
  } as RequestInit);
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answer field by field
  const json: any =
    text && (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : null;
  return { status: response.status, body: json, text, connection: response.headers.get('connection') };
}

/** A signed URL of the app (public URL) pointed at the test server. */
export function localUrl(t: TestApp, signedUrl: string): string {
  const url = new URL(signedUrl);
  return `${t.baseUrl}${url.pathname}${url.search}`;
}

/** 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
