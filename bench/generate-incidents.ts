/**
 * Creates a benchmark database with N incidents (default 100,000):
 *   npx tsx bench/generate-incidents.ts [DATA_DIR] [--count=100000]
 * SQLite in DATA_DIR (a fresh folder; default: a folder in the system's temp directory), or PostgreSQL when
 * DATABASE_URL is set (its database or DATABASE_SCHEMA must be empty). See bench/README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { toDbBool } from '../apps/server/src/db/values';
import { loadFormReference } from '../apps/server/src/modules/incidents/incident-input';
import {
  INCIDENT_NUMBER_COUNTER,
  insertIncidentRows,
} from '../apps/server/src/modules/incidents/incident-repository';
import type { InvestigationRecord } from '../apps/server/src/modules/investigations/investigation-record';
import { toInvestigationRow } from '../apps/server/src/modules/investigations/investigation-record';
import { benchDataDir, machineLoad, numberOption } from './lib/bench-paths';
import {
  createIncidentGenerator,
  type GeneratedDispositionLine,
  type GeneratorReference,
} from './lib/incident-rows';

const MARKER = '.qi-bench-data';
const BATCH = 5000;

/** The app's database handle (the same Kysely instance its repositories take). */
type Db = Parameters<typeof insertIncidentRows>[0];

/** Empties a folder this script made before; refuses any other non-empty folder. */
function freshDataDir(dir: string): void {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    if (!fs.existsSync(path.join(dir, MARKER))) {
      throw new Error(`${dir} is not empty and was not made by this script; choose another folder`);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, MARKER), 'Benchmark data made by bench/generate-incidents.ts\n');
}

/** Drops the incidents' indexes that back no constraint and answers the statements that make them again. */
async function dropIncidentIndexes(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes
    where tablename = 'incidents' and schemaname = current_schema()
      and indexname not in (select conname from pg_constraint)`.execute(db);
  for (const row of rows) await sql`drop index ${sql.id(row.name)}`.execute(db);
  return rows.map((row) => row.definition);
}

async function insertInvestigations(db: Db, rows: readonly InvestigationRecord[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500).map(toInvestigationRow);
    await db.insertInto('investigations').values(chunk).execute();
  }
}

async function insertDispositionLines(db: Db, rows: readonly GeneratedDispositionLine[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500).map((line) => ({
      id: line.id,
      incident_id: line.incidentId,
      position: line.position,
      decision: line.decision,
      quantity: line.quantity,
      cost: line.cost,
      note: line.note,
      responsible_id: line.responsible,
      due_date: line.dueDate,
      created_at: new Date().toISOString(),
    }));
    await db.insertInto('disposition_lines').values(chunk).execute();
  }
}

async function readReference(db: Db): Promise<GeneratorReference & { nextNumber: number }> {
  const form = await loadFormReference(db);
  const users = await db.selectFrom('users').select(['user_id', 'role']).orderBy('email').execute();
  const counter = await db
    .selectFrom('counters')
    .select('value')
    .where('name', '=', INCIDENT_NUMBER_COUNTER)
    .executeTakeFirst();
  return {
    ...form,
    reporters: users.map((u) => u.user_id),
    investigators: users
      .filter((u) => u.role === 'quality' || u.role === 'investigator')
      .map((u) => u.user_id),
    suppliers: (
      await db.selectFrom('suppliers').select('id').where('active', '=', toDbBool(true)).execute()
    ).map((s) => s.id),
    nextNumber: Number(counter?.value ?? 0) + 1,
  };
}

async function main(): Promise<void> {
  const total = Math.floor(numberOption('count', 'INCIDENTS', 100_000));
  const dataDir = benchDataDir();
  const postgres = Boolean(process.env.DATABASE_URL);
  if (!postgres) freshDataDir(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    DATABASE_SCHEMA: process.env.DATABASE_SCHEMA,
    DEMO: 'true',
    LOG_LEVEL: 'warn',
  });
  console.log(`Database: ${postgres ? 'PostgreSQL (DATABASE_URL)' : config.database.kind} in ${dataDir}`);
  console.log(`Machine load before: ${JSON.stringify(machineLoad())}`);

  // The real app migrates the database and seeds users and reference data (demo mode); its own database
  // handle then takes the bulk insert, so that the bench needs nothing from the server but its repository.
  const app = await buildApp(config);
  try {
    if (app.demoAccounts.length === 0) {
      throw new Error('The database was not empty (no demo data was seeded); use a fresh database');
    }
    const { db, dbKind } = app.appContext;
    const reference = await readReference(db);
    const generator = createIncidentGenerator({
      reference,
      total,
      firstNumber: reference.nextNumber,
      now: Date.now(),
    });
    // PostgreSQL: the incidents' indexes are built once after the load (minutes for a million rows) instead
    // of being updated row by row (the trigram index without its pending list makes that hours).
    const indexes = dbKind === 'postgres' ? await dropIncidentIndexes(db) : [];
    const started = performance.now();
    let incidents = 0;
    let investigations = 0;
    while (!generator.done) {
      const batch = generator.nextBatch(BATCH);
      await db.transaction().execute(async (trx) => {
        await insertInvestigations(trx, batch.investigations);
        await insertIncidentRows(trx, batch.incidents);
        await insertDispositionLines(trx, batch.dispositionLines);
      });
      incidents += batch.incidents.length;
      investigations += batch.investigations.length;
      if (incidents % 20_000 === 0 || generator.done) {
        const seconds = (performance.now() - started) / 1000;
        console.log(`  ${incidents} incidents, ${investigations} investigations (${seconds.toFixed(1)} s)`);
      }
    }
    const insertSeconds = (performance.now() - started) / 1000;
    if (indexes.length > 0) {
      const indexStart = performance.now();
      await db.transaction().execute(async (trx) => {
        await sql`set local maintenance_work_mem = '512MB'`.execute(trx);
        for (const definition of indexes) await sql.raw(definition).execute(trx);
      });
      console.log(
        `Built ${indexes.length} incident indexes in ${((performance.now() - indexStart) / 1000).toFixed(1)} s`,
      );
    }
    const analyzeStart = performance.now();
    if (dbKind === 'sqlite') {
      // The search table's triggers wrote it in many small segments; one b-tree per column reads faster.
      await sql`insert into incident_search (incident_search) values ('optimize')`.execute(db);
    }
    // PostgreSQL: VACUUM too, so that the visibility map lets the list indexes answer without the table
    // (index-only scans), as on a database that autovacuum has been through.
    await sql.raw(dbKind === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
    if (dbKind === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(db);
    const analyzeSeconds = (performance.now() - analyzeStart) / 1000;
    const statuses = await db
      .selectFrom('incidents')
      .select(['status', sql<number>`count(*)`.as('n')])
      .groupBy('status')
      .orderBy('status')
      .execute();
    console.log(
      `Inserted ${incidents} incidents and ${investigations} investigations in ${insertSeconds.toFixed(1)} s` +
        ` (${Math.round(incidents / insertSeconds)} incidents/s); ${dbKind === 'postgres' ? 'VACUUM ANALYZE' : 'optimize and ANALYZE'} took ${analyzeSeconds.toFixed(1)} s`,
    );
    console.log(`Status mix: ${statuses.map((s) => `${s.status} ${Number(s.n)}`).join(', ')}`);
    if (config.database.kind === 'sqlite') {
      const size = fs.statSync(config.database.file).size / 1024 / 1024;
      console.log(`Database file: ${size.toFixed(1)} MB`);
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
