/**
 * Scale-out proof: two server instances on one PostgreSQL database and one S3-compatible store (s3rver),
 * behind nginx with plain round-robin. Starts everything, runs the checks, prints PASS/FAIL for each, stops
 * everything and removes its folder. Exit code 1 when any check fails.
 *
 *   npm run scale-out -w bench
 *
 * Environment: PG_ADMIN_URL (a superuser connection, default postgres://qi:qi@127.0.0.1:5432/postgres),
 * SCALE_OUT_DATABASE (the database it drops and creates, default qi_scaleout), NGINX_BIN (default
 * /usr/sbin/nginx), SCALE_OUT_KEEP=1 keeps the folder and the database for inspection.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild } from '../lib/server-process';
import { checkBackupRestore } from './checks-backup';
import {
  checkConcurrentStart,
  checkRoundRobin,
  checkSharedRateLimits,
  checkSharedSessions,
} from './checks-cluster';
import {
  checkContentSecurityPolicy,
  checkFilesAcrossInstances,
  checkFilesInBucket,
  type FilesState,
} from './checks-files';
import { checkAlternatingTransitions, checkConcurrentNumbers } from './checks-incidents';
import { type SharedEnvironment, startInstances } from './instances';
import { startNginx } from './nginx';
import { freshDatabase, type ScaleOutDatabase } from './postgres';
import { assertPortFree, type Child, logTail, onAbnormalExit } from './processes';
import { Report } from './report';
import { S3RVER_KEY, startS3Store } from './s3-store';
import type { Stack } from './stack';

const PORTS = { nginx: 4200, s3: 4201, a: 4211, b: 4212, restored: 4213 };
const DATABASE = process.env.SCALE_OUT_DATABASE ?? 'qi_scaleout';
const BUCKET = 'qi-attachments';
const PASSWORD = 'Passw0rd!';

async function main(): Promise<number> {
  const keep = process.env.SCALE_OUT_KEEP === '1';
  const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://qi:qi@127.0.0.1:5432/postgres';
  for (const port of Object.values(PORTS)) await assertPortFree(port);
  ensureServerBuild();

  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qi-scale-out-'));
  // Started as root, nginx runs its workers as `nobody`; they must pass through this (0700) folder to
  // write request bodies into nginx/client_body (uploads larger than the in-memory buffer).
  fs.chmodSync(runDir, 0o711);
  const removeRunDir = () => fs.rmSync(runDir, { recursive: true, force: true });
  const forgetCleanup = keep ? () => undefined : onAbnormalExit(removeRunDir);
  const children: Child[] = [];
  let db: ScaleOutDatabase | undefined;
  const report = new Report();
  try {
    db = freshDatabase(adminUrl, DATABASE);
    const store = await startS3Store({
      port: PORTS.s3,
      bucket: BUCKET,
      directory: path.join(runDir, 's3'),
      logFile: path.join(runDir, 's3rver.log'),
    });
    children.push(store.child);
    const nginxUrl = `http://127.0.0.1:${PORTS.nginx}`;
    const started = performance.now();
    const shared: SharedEnvironment = {
      databaseUrl: db.url,
      publicUrl: nginxUrl,
      // One secret for every instance: a token signed by one must verify on the other.
      jwtSecret: randomBytes(48).toString('base64url'),
      demoPassword: PASSWORD,
      s3: { endpoint: store.endpoint, bucket: BUCKET, region: 'us-east-1', key: S3RVER_KEY },
    };
    const [a, b] = await startInstances(
      shared,
      [
        { name: 'A', port: PORTS.a },
        { name: 'B', port: PORTS.b },
      ],
      runDir,
    );
    const startMs = performance.now() - started;
    if (!a || !b) throw new Error('The instances did not start');
    children.push(a.child, b.child);
    children.push(await startNginx(path.join(runDir, 'nginx'), PORTS.nginx, [a.address, b.address]));
    console.log(
      `nginx ${nginxUrl} → A ${a.url}, B ${b.url}; PostgreSQL ${DATABASE}; s3rver ${store.endpoint}\n`,
    );

    const stack: Stack = {
      nginx: nginxUrl,
      a,
      b,
      store,
      db,
      password: PASSWORD,
      startMs,
      shared,
      adminUrl,
      runDir,
    };
    const files: Partial<FilesState> = {};
    await report.check('0. simultaneous start: migrations and demo seed once', () =>
      checkConcurrentStart(stack),
    );
    await report.check('1. round-robin through nginx', () => checkRoundRobin(stack));
    await report.check('2. sessions shared (sign in A, use/refresh B, logout A)', () =>
      checkSharedSessions(stack),
    );
    await report.check('3. upload on B, submit on A, download presigned', () =>
      checkFilesAcrossInstances(stack, files),
    );
    await report.check('3b. CSP allows the store origin', () => checkContentSecurityPolicy(stack, files));
    await report.check('4. transitions alternating A/B, identical reads', () =>
      checkAlternatingTransitions(stack, files),
    );
    await report.check('5. incident numbers under 20 concurrent submissions', () =>
      checkConcurrentNumbers(stack),
    );
    await report.check('6. rate limits shared', () => checkSharedRateLimits(stack));
    await report.check('7. files in S3, not in DATA_DIR', () => checkFilesInBucket(stack, files));
    await report.check('8. backup while serving, restore, read back', () =>
      checkBackupRestore(stack, files, PORTS.restored),
    );
  } catch (error) {
    console.error(`The stack could not be set up: ${error instanceof Error ? error.message : error}`);
    report.results.push({ name: 'setup', ok: false, details: [], ms: 0 });
  } finally {
    if (report.failures > 0) {
      for (const child of children)
        console.log(`\n--- ${child.name} log (last lines) ---\n${logTail(child)}`);
    }
    for (const child of children.reverse()) await child.stop();
    if (keep) console.log(`\nKept ${runDir} and the database ${DATABASE}.`);
    else {
      db?.drop();
      forgetCleanup();
      removeRunDir();
    }
  }
  const passed = report.results.length - report.failures;
  console.log(`\n${passed} passed, ${report.failures} failed`);
  return report.failures > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
