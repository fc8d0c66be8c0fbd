import fs from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { rssMbOfStatus } from '../lib/rss-sampler';

export interface MonitorSample {
  atSeconds: number;
  /** VmRSS of the server, summed over its cluster workers when WORKERS > 1. */
  rssMb: number;
  serverProcesses: number;
  /** The server's CPU use since the previous sample (all its processes), in per cent of one core. */
  serverCpuPercent: number;
  /** The load generator's (this process's) CPU use since the previous sample, per cent of one core. */
  clientCpuPercent: number;
  /** PostgreSQL only: CPU of the server processes serving the soak database, per cent of one core. */
  databaseCpuPercent: number | null;
  /**
   * The longest the load generator's event loop was late since the previous sample, in ms: every request's
   * time includes the wait of its answer's events behind the other virtual users' work, so a late loop
   * lengthens what the soak measures without the server being slower.
   */
  clientLoopDelayMaxMs: number;
  /** The load generator's longest garbage-collection pause since the previous sample, in ms. */
  clientGcMaxMs: number;
  load1: number;
}

/** Linux reports process times in clock ticks; 100 per second on every common kernel configuration. */
const TICKS_PER_SECOND = 100;

/** utime + stime in seconds from the text of /proc/<pid>/stat (fields 14 and 15), or NaN. */
function cpuSecondsOf(stat: string): number {
  // The command name (field 2) may hold spaces; count the fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** How often the load generator's event loop is checked for lateness, in ms. */
const LOOP_DELAY_RESOLUTION_MS = 10;

const round1 = (n: number) => Math.round(n * 10) / 10;

interface ProcessInfo {
  ppid: number;
  title: string;
}

/** A file's text, or null when it is gone (the process ended while we looked). */
async function readText(file: string): Promise<string | null> {
  try {
    return await fs.promises.readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Every process's parent and command line (one pass over /proc per sample). The files are read
 * asynchronously: read at once, the ~200 of them held the load generator's event loop for 5–20 ms every
 * sample, and every request answered meanwhile was timed that much longer.
 */
async function listProcesses(): Promise<Map<number, ProcessInfo>> {
  const pids = (await fs.promises.readdir('/proc')).filter((entry) => /^\d+$/.test(entry));
  const read = await Promise.all(
    pids.map(async (pid) => {
      const [stat, title] = await Promise.all([
        readText(`/proc/${pid}/stat`),
        readText(`/proc/${pid}/cmdline`),
      ]);
      return { pid: Number(pid), stat, title };
    }),
  );
  const processes = new Map<number, ProcessInfo>();
  for (const { pid, stat, title } of read) {
    if (stat === null || title === null) continue;
    processes.set(pid, { ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]), title });
  }
  return processes;
}

/** The server and, with WORKERS > 1, its cluster workers (its descendants). */
function serverTree(pid: number, processes: Map<number, ProcessInfo>): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const [child, info] of processes) if (info.ppid === tree[i]) tree.push(child);
  }
  return tree;
}

/**
 * Every PostgreSQL backend connected to `database` and their parallel workers (their process titles name
 * them: `postgres: … qi qi_soak 127.0.0.1(…) idle`, `… parallel worker for PID n`). A worker that starts and
 * ends between two samples is missed, so their CPU is a lower bound.
 */
function databaseBackends(database: string, processes: Map<number, ProcessInfo>): number[] {
  const ours = new Set<number>();
  for (const [pid, { title }] of processes) {
    if (title.startsWith('postgres: ') && title.includes(` ${database} `)) ours.add(pid);
  }
  const backends = [...ours];
  for (const [pid, { title }] of processes) {
    const worker = /^postgres: .*parallel worker for PID (\d+)/.exec(title);
    if (worker && ours.has(Number(worker[1]))) backends.push(pid);
  }
  return backends;
}

/** VmRSS of a process in MB (/proc/<pid>/status), 0 when it is gone. */
async function rssMbOf(pid: number): Promise<number> {
  const status = await readText(`/proc/${pid}/status`);
  return (status === null ? 0 : rssMbOfStatus(status)) || 0;
}

async function cpuOf(pids: readonly number[]): Promise<Map<number, number>> {
  const cpu = new Map<number, number>();
  const read = await Promise.all(
    pids.map(async (pid) => [pid, await readText(`/proc/${pid}/stat`)] as const),
  );
  for (const [pid, stat] of read) {
    const seconds = stat === null ? Number.NaN : cpuSecondsOf(stat);
    if (!Number.isNaN(seconds)) cpu.set(pid, seconds);
  }
  return cpu;
}

/** CPU seconds spent between two readings (a process that appeared since counts from its start). */
function cpuSince(now: Map<number, number>, before: Map<number, number>): number {
  let seconds = 0;
  for (const [pid, value] of now) seconds += value - (before.get(pid) ?? 0);
  return seconds;
}

/**
 * Samples the server every `intervalMs`: resident memory (VmRSS, summed over the cluster workers when there
 * are several), CPU (and on PostgreSQL the CPU of the database's backends), and the machine's 1-minute load
 * average, so that memory and load can be followed over the whole run.
 */
export function startMonitor(pid: number, database: string | null, intervalMs = 5000) {
  const samples: MonitorSample[] = [];
  const started = performance.now();
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_DELAY_RESOLUTION_MS });
  loopDelay.enable();
  let gcMaxMs = 0;
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMaxMs = Math.max(gcMaxMs, entry.duration);
  });
  gc.observe({ entryTypes: ['gc'] });
  const read = async () => {
    const processes = await listProcesses();
    const tree = serverTree(pid, processes);
    const dbPids = database ? databaseBackends(database, processes) : [];
    const [server, db, rss] = await Promise.all([cpuOf(tree), cpuOf(dbPids), Promise.all(tree.map(rssMbOf))]);
    return {
      at: performance.now(),
      tree,
      server,
      db,
      rssMb: rss.reduce((sum, mb) => sum + mb, 0),
      client: process.cpuUsage(),
    };
  };
  let last: Awaited<ReturnType<typeof read>> | null = null;
  const take = async () => {
    const now = await read();
    const before = last ?? now;
    const wallSeconds = (now.at - before.at) / 1000;
    const percent = (seconds: number) => (wallSeconds > 0 ? Math.round((seconds / wallSeconds) * 100) : 0);
    const client = (now.client.user + now.client.system - before.client.user - before.client.system) / 1e6;
    samples.push({
      atSeconds: round1((now.at - started) / 1000),
      rssMb: round1(now.rssMb),
      serverProcesses: now.tree.length,
      serverCpuPercent: percent(cpuSince(now.server, before.server)),
      clientCpuPercent: percent(client),
      databaseCpuPercent: database ? percent(cpuSince(now.db, before.db)) : null,
      // The histogram holds the whole time between two of its timer's turns: the lateness is what exceeds it.
      clientLoopDelayMaxMs: last ? round1(Math.max(0, loopDelay.max / 1e6 - LOOP_DELAY_RESOLUTION_MS)) : 0,
      clientGcMaxMs: round1(gcMaxMs),
      load1: round1(os.loadavg()[0] ?? Number.NaN),
    });
    last = now;
    loopDelay.reset();
    gcMaxMs = 0;
  };
  // One sample at a time: a slow one (a busy machine) makes the next wait, not overlap it.
  let taking = take();
  const timer = setInterval(() => {
    taking = taking.then(take, take);
  }, intervalMs);
  return {
    samples,
    async stop(): Promise<MonitorSample[]> {
      clearInterval(timer);
      await taking.then(take, take);
      loopDelay.disable();
      gc.disconnect();
      return samples;
    },
  };
}

/** Least-squares slope of RSS over time, in MB per minute. */
export function rssSlopeMbPerMinute(samples: readonly MonitorSample[]): number {
  const n = samples.length;
  if (n < 2) return Number.NaN;
  const mx = samples.reduce((s, p) => s + p.atSeconds, 0) / n;
  const my = samples.reduce((s, p) => s + p.rssMb, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of samples) {
    num += (p.atSeconds - mx) * (p.rssMb - my);
    den += (p.atSeconds - mx) ** 2;
  }
  return den === 0 ? 0 : Math.round((num / den) * 60 * 100) / 100;
}
