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

/** Samples a process's RSS every `intervalMs` until stopped; reports the peak and the samples. */
export function sampleRss(pid: number, intervalMs = 100) {
  const samples: { atMs: number; rssMb: number }[] = [];
  const started = performance.now();
  const take = () => {
    const rssMb = readRssMb(pid);
    if (!Number.isNaN(rssMb)) samples.push({ atMs: Math.round(performance.now() - started), rssMb });
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      const peak = samples.reduce((max, s) => Math.max(max, s.rssMb), 0);
      return { peakMb: peak, samples };
    },
  };
}
