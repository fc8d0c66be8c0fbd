import cluster, { type Worker } from 'node:cluster';
import { buildApp } from './app';
import type { Config } from './config';
import { printStartBanner } from './start-banner';
import { WORKER_SLOT } from './worker-slot';

/** More restarts than this within RESTART_WINDOW_MS means workers die at start: give up instead of looping. */
const MAX_RESTARTS = 10;
const RESTART_WINDOW_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * The primary of a WORKERS > 1 server (node:cluster): it migrates and seeds the database once, then forks
 * the workers, which share the port (the primary hands connections out round-robin). Every piece of shared
 * state (sessions, rate limits, incident numbers) lives in the database, so the workers need no messages
 * between them. A worker that dies is replaced; SIGTERM/SIGINT stop every worker gracefully.
 */
export async function runPrimary(config: Config, count: number): Promise<void> {
  // Migrations and the first-start seed run here, before any worker opens the database.
  const setup = await buildApp(config);
  const demoAccounts = setup.demoAccounts;
  await setup.close();

  let stopping = false;
  let listening = 0;
  const restarts: number[] = [];
  const live = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
  /** Each worker's place (WORKER_SLOT, 0 to count - 1); a worker that replaces another takes its place. */
  const slots = new Map<number, number>();
  const fork = (slot: number) => slots.set(cluster.fork({ [WORKER_SLOT]: String(slot) }).id, slot);

  cluster.on('listening', (_worker, address) => {
    listening += 1;
    if (listening !== count) return;
    const host = address.address && address.address !== '::' ? address.address : config.host;
    printStartBanner(`http://${host}:${address.port}`, config, demoAccounts, count);
  });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (live().length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && (restarts[0] ?? now) < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS) {
      console.error(`Workers keep exiting (${restarts.length} in a minute); stopping the server.`);
      stop(1);
      return;
    }
    console.error(`Worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another.`);
    fork(slots.get(worker.id) ?? 0);
    slots.delete(worker.id);
  });

  function stop(exitCode = 0) {
    if (stopping) return;
    stopping = true;
    const workers = live();
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.send('shutdown');
    setTimeout(() => {
      for (const worker of live()) worker.process.kill('SIGKILL');
      process.exit(exitCode || 1);
    }, STOP_TIMEOUT_MS).unref();
  }
  process.once('SIGTERM', () => stop());
  process.once('SIGINT', () => stop());

  for (let i = 0; i < count; i++) fork(i);
}
