/**
 * Crash durability: the built server on SQLite or PostgreSQL, 16 clients writing (creates and status
 * transitions), `kill -9` of the server's node process at a random moment, restart, and a check that every
 * write whose 2xx answer was read in full is still there, plus the engine's integrity check. Repeated for
 * `--cycles` cycles on one fresh database; prints a table, writes bench/results/durability-<db>-<date>.json
 * and exits with 1 when anything was lost. Usage and figures: docs/reliability.md (Crash durability).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { machineLoad, RESULTS_DIR, resultFile } from '../lib/bench-paths';
import { ensureServerBuild } from '../lib/server-process';
import { runCycles } from './cycles';
import { Ledger } from './ledger';
import { parseOptions } from './options';
import { type CycleRow, problems } from './report';
import { postgresTarget, privatePostgresTarget, sqliteTarget, type Target } from './targets';

const options = parseOptions(process.argv.slice(2));
const PRIVATE_POSTGRES_PORT = 4190;

function openTarget(): Promise<Target> | Target {
  if (options.db === 'sqlite') return sqliteTarget(options.synchronous);
  return options.killPostgres ? privatePostgresTarget(PRIVATE_POSTGRES_PORT) : postgresTarget();
}

function describe(target: Target): string {
  const killed = target.killDatabase ? 'the node process and PostgreSQL' : 'the node process';
  const dropWal = options.dropWal ? ', then deleting the WAL (check of the check: must FAIL)' : '';
  const settings = Object.entries(target.settings).map(([k, v]) => `${k}=${v}`);
  return `Crash durability on ${target.db} (${settings.join(', ')}), killing ${killed}${dropWal}`;
}

function resultKind(target: Target): string {
  const variant = [
    target.killDatabase ? '-kill-postgres' : '',
    options.db === 'sqlite' && options.synchronous === 'NORMAL' ? '-normal' : '',
    options.dropWal ? '-drop-wal' : '',
  ].join('');
  return `durability-${target.db}${variant}`;
}

function summarise(rows: readonly CycleRow[], ledger: Ledger, target: Target, failures: readonly string[]) {
  const total = (pick: (row: CycleRow) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  const summary = {
    kills: rows.length,
    acknowledgedWrites: ledger.acknowledgedCount(),
    incidents: ledger.incidents.size,
    inFlightAtKill: total((r) => r.workload.inFlightAtKill),
    inFlightCommitted: total((r) => r.verification.inFlightCommitted),
    // Each check covers the whole run so far, so a loss shows again in every later row: the largest count.
    lost: Math.max(0, ...rows.map((r) => r.verification.lostWrites + r.verification.wrongState)),
    integrityFailures: rows.filter((r) => r.verification.integrity !== 'ok').length,
    databaseRecoveries: target.killDatabase ? rows.filter((r) => r.databaseRecovered).length : undefined,
  };
  console.log(
    `\n${summary.acknowledgedWrites} acknowledged writes on ${summary.incidents} incidents over ${summary.kills} kills; ` +
      `${summary.inFlightAtKill} in flight at a kill (${summary.inFlightCommitted} of them committed); ` +
      `lost: ${summary.lost}; integrity failures: ${summary.integrityFailures}. ${failures.length === 0 ? 'PASS' : 'FAIL'}`,
  );
  if (summary.databaseRecoveries !== undefined) {
    console.log(
      `PostgreSQL ran crash recovery (WAL replay) at ${summary.databaseRecoveries} of ${rows.length} restarts.`,
    );
  }
  for (const line of failures.slice(0, 30)) console.log(`  ${line}`);
  return summary;
}

async function main(): Promise<void> {
  ensureServerBuild();
  const target = await openTarget();
  const runId = randomUUID().slice(0, 8);
  const ledger = new Ledger();
  const before = machineLoad();
  console.log(`${describe(target)}; ${options.cycles} cycles, ${options.clients} clients, run ${runId}`);
  let passed = false;
  try {
    const rows = await runCycles(target, options, ledger, runId);
    const failures = problems(rows);
    passed = failures.length === 0;
    const summary = summarise(rows, ledger, target, failures);
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    const file = resultFile(resultKind(target));
    const result = {
      benchmark: 'durability',
      command: `npm run durability -w bench -- ${process.argv.slice(2).join(' ')}`.trim(),
      database: target.db,
      settings: target.settings,
      cycles: options.cycles,
      clients: options.clients,
      runId,
      machine: { before, after: machineLoad() },
      summary,
      passed,
      problems: failures,
      rows,
    };
    fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`Results: ${file}`);
  } finally {
    await target.shutdown();
    if (passed) await target.cleanup();
    else console.log(`Data kept for inspection in ${target.dataDir}`);
  }
  process.exitCode = passed ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
