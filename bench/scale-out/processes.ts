import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** A child process of the run, its output going to a log file in the run's folder. */
export interface Child {
  name: string;
  process: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
}

const children = new Set<Child>();
const exitCleanups: (() => void)[] = [];

/** A synchronous clean-up (e.g. removing the run's folder) for when the run ends without its `finally`. */
export function onAbnormalExit(cleanup: () => void): () => void {
  exitCleanups.push(cleanup);
  return () => exitCleanups.splice(exitCleanups.indexOf(cleanup), 1);
}

/**
 * Last resort when the run dies without its `finally` (an uncaught error, Ctrl-C): whatever is still running
 * gets SIGKILL, so no instance, store or nginx outlives the script, then the clean-ups run.
 */
process.on('exit', () => {
  for (const child of children) child.process.kill('SIGKILL');
  for (const cleanup of exitCleanups) cleanup();
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping everything`);
    process.exit(130);
  });
}

/** Starts `command args` with the given environment; stdout and stderr go to `logFile`. */
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; logFile: string },
): Child {
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const entry: Child = {
    name,
    process: child,
    logFile: options.logFile,
    async stop() {
      children.delete(entry);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  children.add(entry);
  return entry;
}

/** The last lines of a child's log (shown when something goes wrong). */
export function logTail(child: Child, lines = 30): string {
  const text = fs.existsSync(child.logFile) ? fs.readFileSync(child.logFile, 'utf8') : '';
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** Throws when something already listens on the port (the run uses fixed ports, see run.ts). */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () => reject(new Error(`Port ${port} is in use; stop whatever listens there`)));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/** Polls `probe` until it returns true, failing early when the child exits. */
export async function waitUntil(
  child: Child,
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) {
      throw new Error(`${child.name} exited (code ${child.process.exitCode}):\n${logTail(child)}`);
    }
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s:\n${logTail(child)}`);
}
