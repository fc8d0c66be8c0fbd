import http from 'node:http';

/**
 * A raw HTTP client over keep-alive connections: unlike fetch it sends paths, headers and bodies exactly as
 * given (no URL normalisation, no content-type guessing), which is the point of fuzzing.
 */
export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Set when no complete answer came back (connection reset, timeout, truncated body). */
  error: string | undefined;
}

const TIMEOUT_MS = 30_000;

export function createRawClient(baseUrl: string, maxSockets: number) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });

  /**
   * Sends `request` and reads the whole answer. A kept-alive connection that the server closed as idle just
   * as the request went out fails with ECONNRESET before any answer; as Node's documentation of
   * `request.reusedSocket` advises, such a request is sent once more, on a new connection (the server never
   * read it). Any other failure, or the same failure on a new connection, is reported.
   */
  function send(request: RawRequest, fresh = false): Promise<RawResponse> {
    return new Promise((resolve) => {
      let settled = false;
      const done = (response: RawResponse) => {
        if (settled) return;
        settled = true;
        resolve(response);
      };
      const headers: Record<string, string | number> = { ...request.headers };
      if (request.body !== undefined) headers['content-length'] = request.body.length;
      let req: http.ClientRequest;
      try {
        req = http.request({
          agent: fresh ? false : agent,
          hostname,
          port,
          method: request.method,
          path: request.path,
          headers,
        });
      } catch (error) {
        // Node refuses to send some paths or headers at all: that request never reaches the server.
        done({
          status: 0,
          headers: {},
          body: Buffer.alloc(0),
          error: `client refused: ${(error as Error).message}`,
        });
        return;
      }
      req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            error: undefined,
          }),
        );
        res.on('error', (error) =>
          done({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            error: error.message,
          }),
        );
        res.on('aborted', () =>
          done({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            error: 'aborted',
          }),
        );
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (!settled && !fresh && req.reusedSocket && error.code === 'ECONNRESET') {
          settled = true;
          resolve(send(request, true));
          return;
        }
        // On a kept-alive socket, say so: a server that closes sockets without saying so shows up here.
        const where = req.reusedSocket ? ' (on a reused keep-alive connection)' : '';
        done({ status: 0, headers: {}, body: Buffer.alloc(0), error: `${error.message}${where}` });
      });
      req.end(request.body);
    });
  }

  return { send, close: () => agent.destroy() };
}

export type RawClient = ReturnType<typeof createRawClient>;
