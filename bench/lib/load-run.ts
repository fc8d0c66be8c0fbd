import autocannon, { type AutocannonRequest } from 'autocannon';

export interface Scenario {
  name: string;
  /** Full URL of the first request (autocannon connects to its origin). */
  url: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Varies each request (e.g. a rotating id). */
  requests?: AutocannonRequest[];
}

export interface ScenarioResult {
  name: string;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number; mean: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  durationSeconds: number;
}

/**
 * Waits until the server answers /health within `fastMs` twice in a row: requests that autocannon abandoned
 * at the end of a scenario are still being served, and must not be charged to the next scenario.
 */
export async function waitUntilIdle(url: string, fastMs = 50, timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  let fast = 0;
  while (fast < 2 && Date.now() - started < timeoutMs) {
    const t = performance.now();
    await fetch(`${url}/health`).then((r) => r.arrayBuffer());
    fast = performance.now() - t < fastMs ? fast + 1 : 0;
    if (fast < 2) await new Promise((r) => setTimeout(r, 250));
  }
  return (Date.now() - started) / 1000;
}

/** The q-th percentile (0–100) of sorted values, nearest-rank. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((q / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Runs one scenario with autocannon and measures every response's latency itself (autocannon reports
 * p97.5 but no p95).
 */
export async function runScenario(
  scenario: Scenario,
  options: { connections: number; duration: number },
): Promise<ScenarioResult> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: scenario.url,
    method: scenario.method ?? 'GET',
    headers: scenario.headers,
    body: scenario.body,
    requests: scenario.requests,
    connections: options.connections,
    duration: options.duration,
    timeout: 30,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats)) statusCodes[code] = stats.count;
  const total = latencies.length;
  return {
    name: scenario.name,
    requests: total,
    requestsPerSecond: round(total / result.duration),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies[total - 1] ?? Number.NaN),
      mean: round(total > 0 ? latencies.reduce((s, n) => s + n, 0) / total : Number.NaN),
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    durationSeconds: result.duration,
  };
}

/** A plain-text table with padded columns. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
