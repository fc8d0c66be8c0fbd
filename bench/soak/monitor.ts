import fs from 'node:fs';
import os from 'node:os';
import { readRssMb } from '../lib/rss-sampler';

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
  load1: number;
}

/** Linux reports process times in clock ticks; 100 per second on every common kernel configuration. */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process in seconds (/proc/<pid>/stat, fields 14 and 15), or NaN when unreadable. */
export function readCpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;

interface ProcessInfo {
  ppid: number;
  title: string;
}

/** Every process's parent and command line (one pass over /proc per sample). */
function listProcesses(): Map<number, ProcessInfo> {
  const processes = new Map<number, ProcessInfo>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      processes.set(Number(entry), { ppid, title });
    } catch {
      // the process ended while we looked
    }
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

function cpuOf(pids: readonly number[]): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    const seconds = readCpuSeconds(pid);
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
  const read = () => {
    const processes = listProcesses();
    const tree = serverTree(pid, processes);
    return {
      at: performance.now(),
      tree,
      server: cpuOf(tree),
      db: cpuOf(database ? databaseBackends(database, processes) : []),
      client: process.cpuUsage(),
    };
  };
  let last = read();
  const take = () => {
    const now = read();
    const wallSeconds = (now.at - last.at) / 1000;
    const percent = (seconds: number) => (wallSeconds > 0 ? Math.round((seconds / wallSeconds) * 100) : 0);
    const client = (now.client.user + now.client.system - last.client.user - last.client.system) / 1e6;
    samples.push({
      atSeconds: round1((now.at - started) / 1000),
      rssMb: round1(now.tree.reduce((sum, p) => sum + (readRssMb(p) || 0), 0)),
      serverProcesses: now.tree.length,
      serverCpuPercent: percent(cpuSince(now.server, last.server)),
      clientCpuPercent: percent(client),
      databaseCpuPercent: database ? percent(cpuSince(now.db, last.db)) : null,
      load1: round1(os.loadavg()[0] ?? Number.NaN),
    });
    last = now;
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    samples,
    stop(): MonitorSample[] {
      clearInterval(timer);
      take();
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
