import { BENCH_PASSWORD, getJson, signIn } from '../lib/api-client';
import { submitBody } from '../lib/incident-scenarios';
import { type RunningServer, startServer } from '../lib/server-process';
import type { Ledger } from './ledger';
import type { Options } from './options';
import { type CycleRow, tableHeader, tableRow } from './report';
import type { Target } from './targets';
import { verifyAfterRestart } from './verify';
import { type Session, Workload } from './workload';

/**
 * Ports: 4110–4139 for SQLite runs, 4140–4169 for PostgreSQL runs (a new one at every start, so that no
 * pooled connection to the killed server is reused); 4190 is the private PostgreSQL cluster's.
 */
const basePort = (db: Target['db']) => (db === 'sqlite' ? 4110 : 4140);

async function openSession(url: string, form: Record<string, unknown> | null): Promise<Session> {
  const [userToken, qualityToken] = await Promise.all([
    signIn(url, 'user@example.com'),
    signIn(url, 'quality@example.com'),
  ]);
  const reference = await getJson<Parameters<typeof submitBody>[0]>(`${url}/v1/data`, qualityToken);
  return { url, userToken, qualityToken, form: form ?? submitBody(reference) };
}

function start(target: Target, n: number): Promise<RunningServer> {
  return startServer(target.dataDir, {
    port: basePort(target.db) + (n % 30),
    quiet: true,
    // The server is this one node process, so its SIGKILL takes the whole server down.
    env: { ...target.env, DEMO: 'true', DEMO_PASSWORD: BENCH_PASSWORD },
  });
}

/**
 * The cycles: write, SIGKILL mid-stream, restart, check. The server that the last check ran against is
 * stopped normally at the end (and on any error).
 */
export async function runCycles(
  target: Target,
  options: Options,
  ledger: Ledger,
  runId: string,
): Promise<CycleRow[]> {
  let server = await start(target, 0);
  const rows: CycleRow[] = [];
  try {
    let session = await openSession(server.url, null);
    console.log(tableHeader());
    for (let cycle = 1; cycle <= options.cycles; cycle++) {
      const workload = new Workload(ledger, session, `cycle ${cycle}`, runId);
      workload.start(options.clients);
      const killAfterMs = Math.round(500 + Math.random() * 2500);
      await new Promise((r) => setTimeout(r, killAfterMs));
      // No new requests, then SIGKILL in the same tick: whatever is in flight stays in flight.
      workload.halt();
      process.kill(server.pid, 'SIGKILL');
      const databaseKilled = target.killDatabase?.();
      const stats = await workload.settle();
      await server.stop(); // waits for the exit of the killed process
      await databaseKilled;
      if (options.dropWal) target.dropWal?.();
      const databaseRecovered = await target.restartDatabase?.();
      server = await start(target, cycle);
      session = await openSession(server.url, session.form);
      const probe = await target.probe();
      try {
        const verification = await verifyAfterRestart(server.url, session.qualityToken, ledger, probe, runId);
        const row: CycleRow = { cycle, killAfterMs, databaseRecovered, workload: stats, verification };
        rows.push(row);
        console.log(tableRow(row));
      } finally {
        await probe.close();
      }
    }
  } finally {
    await server.stop();
  }
  return rows;
}
