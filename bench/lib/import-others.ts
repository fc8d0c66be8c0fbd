import autocannon, { type Options } from 'autocannon';
import { getJson } from './api-client';
import { submitBody } from './incident-scenarios';
import { percentile } from './load-run';

interface Latency {
  atMs: number;
  ms: number;
}

type Kind = 'list' | 'detail' | 'submit';

/** Each kind of the other users' requests and its share of the rate (most people read, a few submit). */
const SHARES: Record<Kind, number> = { list: 0.5, detail: 0.375, submit: 0.125 };

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The count, p95 and p99 of a set of latencies. */
export function latencyFigures(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p95: round1(percentile(sorted, 95)),
    p99: round1(percentile(sorted, 99)),
  };
}

/**
 * The other users while an import runs: the incident list, the details of incidents of the list (rotating)
 * and incident submissions, each an autocannon instance at its share of `rate` a second; every answer's time
 * recorded with its kind, so that each kind's p95 can be told apart.
 */
export async function startOthers(url: string, token: string, connections: number, rate: number) {
  const headers = { authorization: `Bearer ${token}` };
  const reference = await getJson<Parameters<typeof submitBody>[0]>(`${url}/v1/data`, token);
  const page = await getJson<{ items: { id: string }[] }>(`${url}/v1/incidents?rowsPerPage=100`, token);
  const ids = page.items.map((i) => i.id);
  if (ids.length === 0) throw new Error('The other users see no incidents to open');
  let next = 0;
  const options: Record<Kind, Options> = {
    list: { url: `${url}/v1/incidents?rowsPerPage=50`, headers },
    detail: {
      url: `${url}/v1/incidents/${ids[0]}`,
      headers,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: `/v1/incidents/${ids[next++ % ids.length]}` }),
        },
      ],
    },
    submit: {
      url: `${url}/v1/incidents`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(submitBody(reference)),
    },
  };
  const latencies: Record<Kind, Latency[]> = { list: [], detail: [], submit: [] };
  const started = performance.now();
  const instances = (Object.keys(options) as Kind[]).map((kind) => {
    const instance = autocannon({
      ...options[kind],
      connections: Math.max(1, Math.round(connections * SHARES[kind])),
      overallRate: Math.max(1, rate * SHARES[kind]),
      duration: 24 * 3600,
      timeout: 30,
    });
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
      latencies[kind].push({ atMs: performance.now() - started, ms });
    });
    return instance;
  });
  return {
    sinceStart: () => performance.now() - started,
    async stop() {
      for (const instance of instances) instance.stop();
      const results = await Promise.all(instances);
      return { latencies, errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0) };
    },
  };
}

/** The figures of each kind and of all together for the answers that arrived in [fromMs, toMs]. */
export function othersFigures(latencies: Record<Kind, Latency[]>, fromMs: number, toMs: number) {
  const within = (list: Latency[]) => list.filter((l) => l.atMs >= fromMs && l.atMs <= toMs).map((l) => l.ms);
  return {
    all: latencyFigures(Object.values(latencies).flatMap(within)),
    list: latencyFigures(within(latencies.list)),
    detail: latencyFigures(within(latencies.detail)),
    submit: latencyFigures(within(latencies.submit)),
  };
}
