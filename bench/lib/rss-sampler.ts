import fs from 'node:fs';

/** The resident set size in MB from the text of /proc/<pid>/status (its VmRSS line), or NaN without one. */
export function rssMbOfStatus(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** The resident set size of a process in MB (Linux: VmRSS in /proc/<pid>/status), or NaN when unreadable. */
export function readRssMb(pid: number): number {
  try {
    return rssMbOfStatus(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return Number.NaN;
  }
}

/** The process and its descendants (any child process the server starts counts towards its memory). */
function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    try {
      const children = fs.readFileSync(`/proc/${tree[i]}/task/${tree[i]}/children`, 'utf8');
      for (const child of children.split(' ')) if (child.trim() !== '') tree.push(Number(child));
    } catch {
      // the process ended meanwhile
    }
  }
  return tree;
}

/** RSS of a process and its descendants in MB, or NaN when the process itself is gone. */
export function readTreeRssMb(pid: number): number {
  const [own, ...children] = processTree(pid).map(readRssMb);
  if (own === undefined || Number.isNaN(own)) return Number.NaN;
  return children.reduce((sum, mb) => sum + (Number.isNaN(mb) ? 0 : mb), own);
}

export interface RssSample {
  /** Milliseconds since the sampler started. */
  atMs: number;
  rssMb: number;
}

/** Samples the RSS of a process and its descendants every `intervalMs` until stopped. */
export function sampleRss(pid: number, intervalMs = 100) {
  const samples: RssSample[] = [];
  const started = performance.now();
  const take = () => {
    const rssMb = readTreeRssMb(pid);
    if (!Number.isNaN(rssMb)) samples.push({ atMs: Math.round(performance.now() - started), rssMb });
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      const peak = samples.reduce((max, s) => Math.max(max, s.rssMb), 0);
      return { peakMb: peak, samples };
    },
  };
}

/** The median RSS of the samples taken in [fromMs, toMs], or NaN when there are none. */
export function medianRssMb(samples: readonly RssSample[], fromMs: number, toMs: number): number {
  const values = samples
    .filter((s) => s.atMs >= fromMs && s.atMs <= toMs)
    .map((s) => s.rssMb)
    .sort((a, b) => a - b);
  if (values.length === 0) return Number.NaN;
  const mid = values.length >> 1;
  return values.length % 2 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
}
