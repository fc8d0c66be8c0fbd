import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReminderSettings } from '@qi/domain/reminders';
import { ZEnv } from './config-env';
import { type OidcEnvSettings, oidcFromEnv } from './config-env-oidc';

/** The folder of the server package (works from src/ under tsx and from dist/ when bundled). */
const SERVER_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export type StorageConfig =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /**
   * The worker threads that render PDFs ('auto': one fewer than the CPU cores, at least 1) and how many
   * documents may wait for one before a request is refused with 503 (modules/documents/document-pool.ts).
   */
  documents: { threads: number | 'auto'; queueMax: number };
  /**
   * How long a chart's points are reused for the same chart definition (intelligence/chart-series-cache.ts);
   * 0 computes every request.
   */
  chartCacheMs: number;
  /**
   * Up to how long after its computation a chart's points are still answered at once while newer ones are
   * computed in the background; never less than `chartCacheMs`.
   */
  chartStaleMs: number;
  /**
   * PostgreSQL: how long the total of a filtered incident list is reused (other instances' writes are not
   * seen meanwhile); 0 counts every request. SQLite keeps totals until the database changes.
   */
  listTotalsCacheMs: number;
  /**
   * Requests per minute that one user may send to each group of expensive routes (http/expensive-route-limit.ts);
   * charts have their own figure: a dashboard asks for one series per chart.
   */
  expensiveRequestsPerMinute: { documents: number; exports: number; uploads: number; charts: number };
  uploads: {
    /** Uploads one user may hold that are attached to nothing yet. */
    unattachedPerUser: number;
    /** How long an unattached upload is kept before the clean-up job deletes it. */
    unattachedMs: number;
    /** How often the clean-up job runs (one process per cluster). */
    cleanupIntervalMs: number;
    /** Lower-case extensions, without the dot, that may be uploaded. */
    extensions: string[];
  };
  /** How long an idempotency key's answer is kept (docs/api.md "Idempotency keys"); older keys are purged. */
  idempotencyKeyMs: number;
  dataDir: string;
  /**
   * SQLite `synchronous`: FULL (default) fsyncs the WAL at every commit, so an acknowledged write survives a
   * power cut; NORMAL survives a crash of the process but may lose the last commits on power loss.
   */
  database:
    | { kind: 'sqlite'; file: string; synchronous: 'FULL' | 'NORMAL' }
    | { kind: 'postgres'; url: string; schema: string | undefined };
  publicUrl: string;
  mail: {
    smtpUrl: string | undefined;
    from: string;
    outboxDir: string;
    /** The wait before an email's second attempt; each later wait doubles (up to an hour). */
    retryBaseMs: number;
    maxAttempts: number;
  };
  /** The reminder scheduler (docs/product.md §3 Reminders); `intervalMs` 0 turns it off. */
  reminders: ReminderSettings & { intervalMs: number };
  /** Unset: generated once and kept in `$DATA_DIR/jwt-secret` (see `resolveJwtSecret`). */
  jwtSecret: string | undefined;
  storage: StorageConfig;
  /** `undefined`: seed demo data into a new (empty) database unless in production. */
  demo: boolean | undefined;
  demoPassword: string;
  admin: { email: string | undefined; name: string; password: string | undefined };
  webDist: string;
  logLevel: string;
  trustProxy: boolean | number | string;
  /**
   * A session ends when it has not been refreshed for `idleMs`, and `maxMs` after sign-in whatever happens
   * (modules/auth/session-lifetime.ts).
   */
  /** `providerMaxMs`: the absolute end of a session opened through the identity provider. */
  sessions: { idleMs: number; maxMs: number; providerMaxMs: number };
  /**
   * Outgoing webhooks (modules/webhooks): `allowPrivateAddresses` lets endpoints use http:// and private,
   * loopback or link-local addresses (tests, a closed network); the delivery job runs every `deliveryIntervalMs`
   * (0 turns it off).
   */
  webhooks: { allowPrivateAddresses: boolean; deliveryIntervalMs: number };
  /** Imports (modules/imports): the largest file; the import job's interval (0 turns it off). */
  imports: { maxFileBytes: number; jobIntervalMs: number };
  /**
   * Whether this instance runs the background jobs (jobs/job-runner.ts). Off for an instance that only answers
   * requests while others run them; each job runs once per cluster either way.
   */
  backgroundJobs: boolean;
  /** The identity provider set by OIDC_* variables (locks the Administration form), or null (decision 053). */
  oidc: OidcEnvSettings | null;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Parses the environment. Pure: reads nothing but `env`; throws `ConfigError` naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems: string[] = [];
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET)
    problems.push('S3_BUCKET is required when STORAGE_DRIVER is s3');
  // WORKERS above 1 fails loudly rather than leaving one process where several were meant (1 is what runs).
  if (e.WORKERS !== undefined && e.WORKERS.trim() !== '1') {
    problems.push(
      'WORKERS is no longer read: run one server instance per CPU core behind a reverse proxy (docs/deployment.md)',
    );
  }
  if (production && e.DEMO === true && !e.DEMO_PASSWORD) {
    problems.push('DEMO_PASSWORD is required when DEMO is on in production');
  }
  if (e.SESSION_IDLE_DAYS > e.SESSION_MAX_DAYS) {
    problems.push('SESSION_IDLE_DAYS must not be more than SESSION_MAX_DAYS');
  }
  const oidc = oidcFromEnv(e, problems);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);

  const dataDir = path.resolve(e.DATA_DIR);
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    documents: { threads: e.DOCUMENT_THREADS, queueMax: e.DOCUMENT_QUEUE_MAX },
    chartCacheMs: Math.round(e.CHART_CACHE_SECONDS * 1000),
    chartStaleMs: Math.round(Math.max(e.CHART_STALE_SECONDS, e.CHART_CACHE_SECONDS) * 1000),
    listTotalsCacheMs: Math.round(e.LIST_TOTALS_CACHE_SECONDS * 1000),
    expensiveRequestsPerMinute: {
      documents: e.EXPENSIVE_REQUESTS_PER_MINUTE,
      exports: e.EXPENSIVE_REQUESTS_PER_MINUTE,
      uploads: e.EXPENSIVE_REQUESTS_PER_MINUTE,
      charts: e.CHART_REQUESTS_PER_MINUTE,
    },
    uploads: {
      unattachedPerUser: e.UNATTACHED_UPLOADS_PER_USER,
      unattachedMs: Math.round(e.UNATTACHED_UPLOAD_SECONDS * 1000),
      cleanupIntervalMs: Math.round(e.UPLOAD_CLEANUP_SECONDS * 1000),
      extensions: e.UPLOAD_EXTENSIONS,
    },
    idempotencyKeyMs: Math.round(e.IDEMPOTENCY_KEY_DAYS * 86_400_000),
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, schema: e.DATABASE_SCHEMA }
      : { kind: 'sqlite', file: path.join(dataDir, 'app.db'), synchronous: e.SQLITE_SYNCHRONOUS },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      retryBaseMs: Math.round(e.MAIL_RETRY_SECONDS * 1000),
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
    },
    reminders: {
      daysBefore: e.REMINDER_DAYS_BEFORE,
      escalateAfterDays: e.REMINDER_ESCALATION_DAYS,
      digestWeekday: e.REMINDER_DIGEST_WEEKDAY,
      intervalMs: Math.round(e.REMINDER_INTERVAL_SECONDS * 1000),
    },
    jwtSecret: e.JWT_SECRET,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION ?? 'us-east-1',
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          }
        : { driver: 'local', dir: path.join(dataDir, 'files') },
    demo: e.DEMO,
    demoPassword: e.DEMO_PASSWORD ?? 'Passw0rd!',
    admin: { email: e.ADMIN_EMAIL?.toLowerCase(), name: e.ADMIN_NAME, password: e.ADMIN_PASSWORD },
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(SERVER_PACKAGE_DIR, '..', 'web', 'dist'),
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    sessions: {
      idleMs: Math.round(e.SESSION_IDLE_DAYS * 86_400_000),
      maxMs: Math.round(e.SESSION_MAX_DAYS * 86_400_000),
      providerMaxMs: Math.round(e.OIDC_SESSION_HOURS * 3_600_000),
    },
    webhooks: {
      allowPrivateAddresses: e.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES ?? false,
      deliveryIntervalMs: Math.round(e.WEBHOOK_DELIVERY_SECONDS * 1000),
    },
    imports: {
      maxFileBytes: Math.round(e.IMPORT_MAX_FILE_MB * 1_048_576),
      jobIntervalMs: Math.round(e.IMPORT_JOB_SECONDS * 1000),
    },
    backgroundJobs: e.BACKGROUND_JOBS ?? true,
    oidc,
  };
}
