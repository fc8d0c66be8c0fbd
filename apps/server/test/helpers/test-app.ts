import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { defaultProfile } from '@qi/domain/profile';
import type { Role } from '@qi/domain/roles';
import { type AppDeps, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { nowIso } from '../../src/db/values';
import type { App } from '../../src/http/types';
import { hashPassword } from '../../src/modules/auth/passwords';
import { saveProfile } from '../../src/modules/profile/profile-repository';
import { insertUser } from '../../src/modules/users/user-repository';
import { resolveJwtSecret } from '../../src/secrets';
import { createRequester, type RequestOptions } from './http';
import { readOutbox } from './outbox';
import { copySqliteTemplate, createTestDatabase, usingPostgres } from './test-database';

export const DEMO_PASSWORD = 'Passw0rd!';
export const DEMO_EMAILS: Record<Role, string> = {
  admin: 'admin@example.com',
  quality: 'quality@example.com',
  investigator: 'investigator@example.com',
  user: 'user@example.com',
};

export interface Tokens {
  idToken: string;
  refreshToken: string;
  expiresIn: number;
  user: { user_id: string; email: string; role: Role; name: string; active: boolean };
}

export interface TestAppOptions {
  env?: Record<string, string | undefined>;
  deps?: AppDeps;
  /**
   * Starts a second instance on the database of this one (its SQLite DATA_DIR, or its PostgreSQL database with
   * an own DATA_DIR) and with its JWT secret, like instances behind a load balancer. Close it first.
   */
  shareDatabaseWith?: TestApp;
}

/** Where the test app keeps its data, and the env that points an app there. */
async function dataPlace(shared: TestApp | undefined) {
  if (!shared) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qi-server-test-'));
    const database = usingPostgres() ? await createTestDatabase({ migrated: true }) : undefined;
    return { dataDir, ownsDataDir: true, fresh: true, env: database?.env ?? {} };
  }
  const { config } = shared;
  const env = { JWT_SECRET: resolveJwtSecret(config) };
  if (config.database.kind === 'sqlite') {
    return { dataDir: config.dataDir, ownsDataDir: false, fresh: false, env };
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qi-server-test-'));
  const database = { DATABASE_URL: config.database.url, DATABASE_SCHEMA: config.database.schema };
  return { dataDir, ownsDataDir: true, fresh: false, env: { ...env, ...database } };
}

let userCounter = 0;

/**
 * Starts the real app on a random port with a fresh DATA_DIR (SQLite file) or, with
 * TEST_DATABASE=postgres, a fresh PostgreSQL database, both copies of the run's migrated template. Demo accounts
 * (one per role) are seeded.
 */
export async function startTestApp(options: TestAppOptions = {}) {
  const place = await dataPlace(options.shareDatabaseWith);
  const { dataDir } = place;
  const removeDataDir = () =>
    place.ownsDataDir ? fs.rm(dataDir, { recursive: true, force: true }) : Promise.resolve();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO: 'true',
    WEB_DIST: path.join(dataDir, 'no-web-app'),
    PUBLIC_URL: 'http://localhost:5173',
    // Charts computed at every request, so that a test sees its own writes (chart-series.test.ts tests the cache).
    CHART_CACHE_SECONDS: '0',
    // List totals counted at every request on PostgreSQL too (incident-count-cache.test.ts tests the cache).
    LIST_TOTALS_CACHE_SECONDS: '0',
    // Per-user limits far above what any test sends (their own tests set them low).
    EXPENSIVE_REQUESTS_PER_MINUTE: '1000000',
    CHART_REQUESTS_PER_MINUTE: '1000000',
    UNATTACHED_UPLOADS_PER_USER: '1000000',
    // Reminder passes run when a test calls them, with its own clock (reminders.test.ts).
    REMINDER_INTERVAL_SECONDS: '0',
    // Webhook deliveries go out when a test runs the pass, with its own clock (webhook-deliveries.test.ts).
    WEBHOOK_DELIVERY_SECONDS: '0',
    ...place.env,
    ...options.env,
  });
  const { database } = config;
  if (place.fresh && database.kind === 'sqlite') copySqliteTemplate(database.file);
  let app: App;
  try {
    app = await buildApp(config, options.deps);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await removeDataDir();
    throw error;
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('No TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const request = createRequester(baseUrl);

  async function login(role: Role): Promise<Tokens> {
    return loginAs(DEMO_EMAILS[role], DEMO_PASSWORD);
  }

  async function loginAs(email: string, password: string): Promise<Tokens> {
    const res = await request<Tokens>('POST', '/v1/auth/login', { body: { email, password } });
    if (res.status !== 200 || !res.body.idToken)
      throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
    return res.body;
  }

  /** Inserts a user directly (with a password) and returns how to sign in as them. */
  async function buildUser(input: { role?: Role; active?: boolean; name?: string; email?: string } = {}) {
    userCounter += 1;
    const user_id = randomUUID();
    const email = input.email ?? `person${userCounter}-${user_id.slice(0, 6)}@example.com`;
    const now = nowIso();
    await insertUser(app.appContext.db, {
      user_id,
      email,
      name: input.name ?? `Person ${userCounter}`,
      role: input.role ?? 'user',
      active: input.active ?? true,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      mustChangePassword: false,
      now,
    });
    await saveProfile(app.appContext.db, user_id, defaultProfile(), now);
    return { user_id, email, password: DEMO_PASSWORD };
  }

  /** The decoded emails sent to `to` so far (sends the queued ones first). */
  async function emailsTo(to: string): Promise<string[]> {
    await app.appContext.emailOutbox.sendDue();
    return readOutbox(config.mail.outboxDir, to);
  }

  async function close() {
    const closing = app.close();
    // Sockets a test left open (an aborted upload, a keep-alive client) must not hold the suite up.
    app.server.closeAllConnections();
    await closing;
    await removeDataDir();
  }

  return {
    app,
    config,
    baseUrl,
    db: app.appContext.db,
    request,
    authed:
      (token: string) =>
      (method: string, p: string, o: RequestOptions = {}) =>
        request(method, p, { ...o, token }),
    login,
    loginAs,
    buildUser,
    emailsTo,
    close,
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
