import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../lib/bench-paths';
import { ensureServerBuild } from '../lib/server-process';
import { type Child, startChild, waitUntil } from './processes';

const SERVER_ENTRY = path.join(REPO_ROOT, 'apps', 'server', 'dist', 'server.js');

export interface Instance {
  name: string;
  url: string;
  /** host:port, as nginx's $upstream_addr names it. */
  address: string;
  dataDir: string;
  child: Child;
}

export interface SharedEnvironment {
  databaseUrl: string;
  publicUrl: string;
  jwtSecret: string;
  demoPassword: string;
  s3: { endpoint: string; bucket: string; region: string; key: string };
}

/**
 * The environment of one instance: everything that must be the same on every instance (database, storage,
 * JWT_SECRET, PUBLIC_URL) comes from `shared`; only the port and the local data folder differ.
 */
function instanceEnv(shared: SharedEnvironment, port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: shared.databaseUrl,
    PUBLIC_URL: shared.publicUrl,
    JWT_SECRET: shared.jwtSecret,
    DEMO: 'true',
    DEMO_PASSWORD: shared.demoPassword,
    STORAGE_DRIVER: 's3',
    S3_BUCKET: shared.s3.bucket,
    S3_ENDPOINT: shared.s3.endpoint,
    S3_REGION: shared.s3.region,
    S3_ACCESS_KEY_ID: shared.s3.key,
    S3_SECRET_ACCESS_KEY: shared.s3.key,
    S3_FORCE_PATH_STYLE: 'true',
    // Only nginx (on this machine) may set X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
}

/**
 * Starts every instance at the same moment on an empty database (so their migrations and the demo seed race)
 * and waits until each answers /health.
 */
export async function startInstances(
  shared: SharedEnvironment,
  specs: { name: string; port: number }[],
  runDir: string,
): Promise<Instance[]> {
  ensureServerBuild();
  const instances = specs.map(({ name, port }) => {
    const dataDir = path.join(runDir, `instance-${name.toLowerCase()}`);
    fs.mkdirSync(dataDir, { recursive: true });
    const child = startChild(`instance ${name}`, process.execPath, [SERVER_ENTRY], {
      cwd: REPO_ROOT,
      env: instanceEnv(shared, port, dataDir),
      logFile: path.join(runDir, `instance-${name.toLowerCase()}.log`),
    });
    const address = `127.0.0.1:${port}`;
    return { name, url: `http://${address}`, address, dataDir, child };
  });
  await Promise.all(
    instances.map((instance) =>
      waitUntil(instance.child, `instance ${instance.name}`, async () => {
        const response = await fetch(`${instance.url}/health`);
        return response.ok;
      }),
    ),
  );
  return instances;
}
