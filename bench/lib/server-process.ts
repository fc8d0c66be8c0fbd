import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from './bench-paths';

/**
 * BENCH_SERVER_DIR runs the built server of another checkout (its apps/server, built there), to compare a
 * change with the code before it on the same data and machine.
 */
const OTHER_SERVER_DIR = process.env.BENCH_SERVER_DIR ? path.resolve(process.env.BENCH_SERVER_DIR) : null;
const SERVER_DIR = OTHER_SERVER_DIR ?? path.join(REPO_ROOT, 'apps', 'server');
const SERVER_ENTRY = path.join(SERVER_DIR, 'dist', 'server.js');
const SOURCES = [path.join(SERVER_DIR, 'src'), path.join(REPO_ROOT, 'packages', 'domain', 'src')];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  }
  return newest;
}

let checked = false;

/**
 * Builds the server bundle when it is missing or older than its sources (the bench runs the built server).
 * Checked once per run, so that every server of one run is the same build.
 */
export function ensureServerBuild(): void {
  if (checked) return;
  checked = true;
  if (OTHER_SERVER_DIR) {
    if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`BENCH_SERVER_DIR has no build: ${SERVER_ENTRY}`);
    console.log(`Running the server built in ${OTHER_SERVER_DIR}`);
    return;
  }
  const built = fs.existsSync(SERVER_ENTRY) ? fs.statSync(SERVER_ENTRY).mtimeMs : 0;
  if (built > 0 && SOURCES.every((dir) => newestSource(dir) <= built)) return;
  console.log(built === 0 ? 'Building the server…' : 'The server build is stale; rebuilding…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('npm run build -w apps/server failed');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer ${url}/health within ${timeoutMs / 1000} s`);
}

export interface ServerOptions {
  /** Listen on this port instead of a free one. */
  port?: number;
  /** More environment variables for the server (e.g. DEMO, SQLITE_SYNCHRONOUS); they win over the defaults. */
  env?: Record<string, string>;
  /** Drop the server's standard output (its start banner), e.g. when it is restarted many times. */
  quiet?: boolean;
}

/**
 * Starts `node apps/server/dist/server.js` on a free port (127.0.0.1, LOG_LEVEL=warn, or SERVER_LOG_LEVEL) on the given data folder,
 * or on DATABASE_URL when it is set, and waits until /health answers. Always `stop()` it.
 */
export async function startServer(dataDir: string, options: ServerOptions = {}): Promise<RunningServer> {
  ensureServerBuild();
  const port = options.port ?? (await freePort());
  // SERVER_NODE_FLAGS: extra flags for the server's node (e.g. --max-old-space-size=128 or --cpu-prof).
  const flags = (process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter((f) => f !== '');
  const child = spawn(process.execPath, [...flags, SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      DATABASE_SCHEMA: process.env.DATABASE_SCHEMA ?? '',
      LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'warn',
      ...(process.env.SQLITE_SYNCHRONOUS ? { SQLITE_SYNCHRONOUS: process.env.SQLITE_SYNCHRONOUS } : {}),
      // How long the charts' points are kept (docs/configuration.md): to see what the charts' computations cost.
      ...(process.env.CHART_CACHE_SECONDS ? { CHART_CACHE_SECONDS: process.env.CHART_CACHE_SECONDS } : {}),
      ...(process.env.CHART_STALE_SECONDS ? { CHART_STALE_SECONDS: process.env.CHART_STALE_SECONDS } : {}),
      ...options.env,
    },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const onSignal = () => {
    child.kill('SIGTERM');
    process.exit(130);
  };
  const stop = async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  if (child.pid === undefined) throw new Error('The server process has no pid');
  return { url, pid: child.pid, stop };
}
