import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers/test-app';
import { MALFORMED_URL, PATH_PARAM_TOO_LONG } from './path-limits';

/** The headers every answer carries (security.ts), looked for in a raw answer's header block. */
function expectSecurityHeaders(head: string) {
  expect(head).toMatch(/\r\nCache-Control: no-store\r\n/i);
  expect(head).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
  expect(head).toMatch(/\r\nContent-Security-Policy: [^\r]*script-src 'self'[^\r]*frame-ancestors 'none'/i);
  expect(head).toMatch(/\r\nReferrer-Policy: strict-origin-when-cross-origin\r\n/i);
}

/**
 * Writes each piece of raw bytes to one connection (the next once something was answered to the previous) and
 * reads everything the server answers until it closes the connection.
 */
function rawExchange(t: TestApp, ...pieces: string[]): Promise<string> {
  const { port } = new URL(t.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    const next = () => {
      const piece = pieces.shift();
      if (piece !== undefined) socket.write(piece, 'latin1');
    };
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      next();
    });
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', (error) => (chunks.length > 0 ? undefined : reject(error)));
    next();
  });
}

const get = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${extra}\r\n`;

describe('requests refused before routing answer with the API error body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('headers over the size limit: 431, error body, and the connection closed', async () => {
    const answer = await rawExchange(t, get('/health', `X-Big: ${'a'.repeat(20_000)}\r\n`));
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expectSecurityHeaders(answer.slice(0, answer.indexOf('\r\n\r\n') + 2));
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({
      statusCode: 431,
      code: 'BAD_REQUEST',
      message: 'The request headers or URL are too long.',
    });
  });

  it('a malformed request on a kept-alive connection still gets an answer (it used to get none)', async () => {
    const answer = await rawExchange(t, get('/health'), get('/health', 'Bad\u0001Header: x\r\n'));
    const responses = answer.split(/(?=HTTP\/1\.1 )/);
    expect(responses).toHaveLength(2);
    expect(responses[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(responses[1]).toMatch(/^HTTP\/1\.1 400 /);
    expect(responses[1]).toContain('"code":"BAD_REQUEST"');
  });

  it('an over-long path parameter or a broken escape in the path: 400 with the API error body and the security headers', async () => {
    const cases = [
      [`/v1/incidents/${'a'.repeat(101)}`, PATH_PARAM_TOO_LONG],
      ['/v1/incidents/%E0%A4%A', MALFORMED_URL],
      ['/v1/incidents/%zz', MALFORMED_URL],
    ] as const;
    for (const [path, message] of cases) {
      const answer = await rawExchange(t, get(path, 'Connection: close\r\n'));
      expect(answer, path).toMatch(/^HTTP\/1\.1 400 /);
      expectSecurityHeaders(answer.slice(0, answer.indexOf('\r\n\r\n') + 2));
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message,
      });
    }
  });
});
