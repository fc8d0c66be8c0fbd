import os from 'node:os';
import path from 'node:path';

/** The repository root (this file lives in bench/lib). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Where results are written (ignored by git: figures worth keeping go to docs/performance.md). */
export const RESULTS_DIR = path.join(REPO_ROOT, 'bench', 'results');

/**
 * The benchmark's data folder: the first command-line argument, else DATA_DIR, else a folder in the system's
 * temporary directory (never inside the repository).
 */
export function benchDataDir(argv: readonly string[] = process.argv.slice(2)): string {
  const given = argv.find((a) => !a.startsWith('--')) ?? process.env.DATA_DIR;
  return path.resolve(given && given.trim() !== '' ? given : path.join(os.tmpdir(), 'qi-bench-incidents'));
}

/** `--name=value` from the command line, else the environment variable, else the fallback. */
export function numberOption(name: string, envName: string, fallback: number): number {
  const flag = process.argv.find((a) => a.startsWith(`--${name}=`));
  const raw = flag ? flag.slice(name.length + 3) : process.env[envName];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

/** One line describing the machine's load, recorded with every run (`uptime`'s load averages). */
export function machineLoad(): { loadAverage: number[]; cpus: number; at: string } {
  return {
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    cpus: os.cpus().length,
    at: new Date().toISOString(),
  };
}

/** bench/results/<kind>-<YYYY-MM-DD>[-<BENCH_TAG>].json */
export function resultFile(kind: string): string {
  const tag = (process.env.BENCH_TAG ?? '').replace(/[^a-zA-Z0-9_-]/g, '');
  const date = new Date().toISOString().slice(0, 10);
  return path.join(RESULTS_DIR, `${kind}-${date}${tag ? `-${tag}` : ''}.json`);
}
