import v8 from 'node:v8';

/**
 * How far past what the last full collection kept V8 lets the heap grow before the next one, in percent.
 * V8 otherwise chooses up to 300 % for a small heap: a million-row export, which keeps about 60 MB alive while
 * it allocates gigabytes, grew the server by 250–275 MB; at 50 % by 90 MB (XLSX 137 MB), a few percent slower
 * (docs/decisions/059-heap-growth-limit.md).
 */
export const HEAP_GROWING_PERCENT = 50;

/** The V8 flag to set at start, or null when the command line already sets it (an operator's choice wins). */
export function heapGrowthFlag(execArgv: readonly string[]): string | null {
  if (execArgv.some((arg) => /^--heap[-_]growing[-_]percent(=|$)/.test(arg))) return null;
  return `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
}

/**
 * Sets the limit for this process. The flag is read at every collection, so setting it at start takes effect;
 * NODE_OPTIONS refuses it, and setting it here keeps every way of starting the server (npm start, node
 * dist/server.js, a process manager) the same.
 */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): void {
  const flag = heapGrowthFlag(execArgv);
  if (flag) v8.setFlagsFromString(flag);
}
