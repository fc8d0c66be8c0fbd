import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** The security headers as raw header lines (this answer is written on the socket, past every hook). */
function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request before Fastify saw it (headers or URL
 * over the size limit, bytes that are not HTTP). Answers with the API's error body, like every other error,
 * and says `Connection: close`: the socket is destroyed right after, and a keep-alive client (a browser, a
 * proxy's upstream pool) that was not told so would send its next request into the closed socket. Carries the
 * security headers like every other answer.
 */
export function createClientErrorHandler(securityHeaders: Record<string, string>) {
  const fixedLines = headerLines(securityHeaders);
  return (error: NodeJS.ErrnoException, socket: Socket) => answerClientError(error, socket, fixedLines);
}

function answerClientError(error: NodeJS.ErrnoException, socket: Socket, fixedLines: string): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message =
    status === 431
      ? 'The request headers or URL are too long.'
      : status === 408
        ? 'The request took too long to arrive.'
        : 'The request is not valid HTTP.';
  const body = JSON.stringify({ statusCode: status, code: 'BAD_REQUEST', message });
  // As Node's own handler: answer unless a response on this socket has already started (Fastify's default
  // only answers on a fresh socket, so a bad request on a kept-alive connection got no answer at all).
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `${fixedLines}Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
