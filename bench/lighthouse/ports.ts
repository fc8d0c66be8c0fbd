import net from 'node:net';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first port in [from, to] nothing listens on (this benchmark's range keeps clear of the others). */
export async function firstFreePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port in ${from}–${to}`);
}
