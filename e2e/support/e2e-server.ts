import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const repoRoot = resolve(import.meta.dirname, '../..');
export const serverEntry = join(repoRoot, 'apps/server/dist/server.js');

export interface E2eServer {
  baseUrl: string;
  /** The server's DATA_DIR: its SQLite file and the outbox folder of the emails it sent. */
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, logs: string[]): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${logs.join('')}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Server did not become healthy:\n${logs.join('')}`);
}

/** An empty PostgreSQL database on the server of `url` for one e2e server, and how to drop it. */
async function freshPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

/**
 * Starts the production build on a fresh database with demo data, in a data folder of its own: each
 * Playwright worker has one, so that test files running at the same time never see each other's changes. The
 * database is a SQLite file, or with E2E_DATABASE=postgres a new database on DATABASE_URL's server.
 */
export async function startE2eServer(): Promise<E2eServer> {
  if (!existsSync(serverEntry)) throw new Error('Run `npm run build` before the browser tests.');
  const onPostgres = process.env.E2E_DATABASE === 'postgres';
  if (onPostgres && !process.env.DATABASE_URL) throw new Error('E2E_DATABASE=postgres needs DATABASE_URL.');
  const postgres = onPostgres ? await freshPostgresDatabase(process.env.DATABASE_URL ?? '') : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'qi-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Webhook receivers in the tests listen on loopback (webhooks.e2e.ts); deliveries go out every second.
    WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
    WEBHOOK_DELIVERY_SECONDS: '1',
  };
  if (postgres) env.DATABASE_URL = postgres.url;
  else delete env.DATABASE_URL; // the embedded default: a fresh SQLite file
  delete env.SMTP_URL; // emails land in DATA_DIR/outbox, where the tests read them
  const logs: string[] = [];
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => logs.push(String(chunk)));
  child.stderr?.on('data', (chunk) => logs.push(String(chunk)));
  try {
    await waitForHealth(baseUrl, child, logs);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}
