import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRawClient } from './fuzz-client';

const OK =
  'HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok';

/**
 * A server that answers the first request of every connection and then resets it when the next request
 * arrives (as a server does that closes an idle kept-alive connection just as a request is sent), or, with
 * `resetAll`, resets every connection at its first request.
 */
async function resettingServer(resetAll: boolean) {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    let requests = 0;
    socket.on('data', (data) => {
      if (!data.includes('\r\n\r\n')) return;
      requests++;
      if (resetAll || requests > 1) socket.resetAndDestroy();
      else socket.write(OK);
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}`, connections: () => connections, server };
}

const get = { method: 'GET', path: '/x', headers: {}, body: undefined };
const servers: net.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

describe('fuzz client', () => {
  it('sends a request again on a new connection when a kept-alive one was reset before any answer', async () => {
    const s = await resettingServer(false);
    servers.push(s.server);
    const client = createRawClient(s.url, 1);
    expect((await client.send(get)).error).toBeUndefined();
    const second = await client.send(get);
    expect(second.error).toBeUndefined();
    expect(second.body.toString()).toBe('ok');
    expect(s.connections()).toBe(2);
    client.close();
  });

  it('reports a reset that happens on a new connection too', async () => {
    const s = await resettingServer(true);
    servers.push(s.server);
    const client = createRawClient(s.url, 1);
    const answer = await client.send(get);
    expect(answer.status).toBe(0);
    expect(answer.error).toMatch(/socket hang up|ECONNRESET/);
    client.close();
  });
});
