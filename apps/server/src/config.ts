import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NEW_PASSWORD_PATTERN } from '@qi/domain/auth';
import { z } from 'zod';

/** The folder of the server package (works from src/ under tsx and from dist/ when bundled). */
const SERVER_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const booleanFlag = (name: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: `${name} must be true or false` })
      .transform((v) => ['true', '1', 'yes', 'on'].includes(v))
      .optional(),
  );

/** A number of seconds from 0 to `max` (fractions allowed). */
function seconds(name: string, max: number, fallback: number) {
  const error = `${name} must be a number between 0 and ${max}`;
  return z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error }).min(0, { error }).max(max, { error }).default(fallback),
  );
}

/** A number of days above 0 and up to `max` (fractions allowed). */
function days(name: string, max: number, fallback: number) {
  const error = `${name} must be a number of days above 0 and at most ${max}`;
  return z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error }).positive({ error }).max(max, { error }).default(fallback),
  );
}

/** A whole number from `min` to `max`. */
function wholeNumber(name: string, min: number, max: number, fallback: number) {
  const error = `${name} must be a whole number between ${min} and ${max}`;
  return z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback),
  );
}

/** What may be uploaded by default: documents, images, spreadsheets, text and archives. */
export const DEFAULT_UPLOAD_EXTENSIONS =
  'pdf,doc,docx,odt,rtf,ppt,pptx,odp,png,jpg,jpeg,gif,bmp,webp,tif,tiff,heic,xls,xlsx,ods,csv,tsv,txt,md,log,json,xml,zip,7z,gz,tar,rar';
const EXTENSIONS_ERROR =
  'UPLOAD_EXTENSIONS must be a comma-separated list of file extensions such as pdf,png,txt';

const WORKERS_ERROR = 'WORKERS must be auto or a number between 1 and 64';

const ZEnv = z.object({
  NODE_ENV: optionalString,
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'PORT must be a number between 1 and 65535' })
      .int({ error: 'PORT must be a number between 1 and 65535' })
      .min(1, { error: 'PORT must be a number between 1 and 65535' })
      .max(65535, { error: 'PORT must be a number between 1 and 65535' })
      .default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  CHART_CACHE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'CHART_CACHE_SECONDS must be a number between 0 and 300' })
      .min(0, { error: 'CHART_CACHE_SECONDS must be a number between 0 and 300' })
      .max(300, { error: 'CHART_CACHE_SECONDS must be a number between 0 and 300' })
      .default(30),
  ),
  CHART_STALE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'CHART_STALE_SECONDS must be a number between 0 and 3600' })
      .min(0, { error: 'CHART_STALE_SECONDS must be a number between 0 and 3600' })
      .max(3600, { error: 'CHART_STALE_SECONDS must be a number between 0 and 3600' })
      .default(60),
  ),
  WORKERS: z.preprocess(
    emptyToUndefined,
    z
      .union(
        [
          z.literal('auto'),
          z.coerce
            .number()
            .int({ error: WORKERS_ERROR })
            .min(1, { error: WORKERS_ERROR })
            .max(64, { error: WORKERS_ERROR }),
        ],
        { error: WORKERS_ERROR },
      )
      .default(1),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres:// or postgresql://' })
      .optional(),
  ),
  LIST_TOTALS_CACHE_SECONDS: seconds('LIST_TOTALS_CACHE_SECONDS', 60, 5),
  EXPENSIVE_REQUESTS_PER_MINUTE: wholeNumber('EXPENSIVE_REQUESTS_PER_MINUTE', 1, 1_000_000, 60),
  CHART_REQUESTS_PER_MINUTE: wholeNumber('CHART_REQUESTS_PER_MINUTE', 1, 1_000_000, 300),
  UNATTACHED_UPLOADS_PER_USER: wholeNumber('UNATTACHED_UPLOADS_PER_USER', 1, 1_000_000, 50),
  UNATTACHED_UPLOAD_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'UNATTACHED_UPLOAD_SECONDS must be a number of seconds between 1 and 31536000' })
      .min(1, { error: 'UNATTACHED_UPLOAD_SECONDS must be a number of seconds between 1 and 31536000' })
      .max(31_536_000, {
        error: 'UNATTACHED_UPLOAD_SECONDS must be a number of seconds between 1 and 31536000',
      })
      .default(86_400),
  ),
  UPLOAD_CLEANUP_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'UPLOAD_CLEANUP_SECONDS must be a number of seconds between 0.1 and 86400' })
      .min(0.1, { error: 'UPLOAD_CLEANUP_SECONDS must be a number of seconds between 0.1 and 86400' })
      .max(86_400, { error: 'UPLOAD_CLEANUP_SECONDS must be a number of seconds between 0.1 and 86400' })
      .default(600),
  ),
  UPLOAD_EXTENSIONS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((list) => list.split(',').map((e) => e.trim().toLowerCase().replace(/^\./, '')))
      .pipe(z.array(z.string().regex(/^[a-z0-9]{1,10}$/, { error: EXTENSIONS_ERROR })).min(1))
      .default(DEFAULT_UPLOAD_EXTENSIONS.split(',')),
  ),
  SQLITE_SYNCHRONOUS: z.preprocess(
    (value) => (typeof value === 'string' ? emptyToUndefined(value.trim().toUpperCase()) : value),
    z.enum(['FULL', 'NORMAL'], { error: 'SQLITE_SYNCHRONOUS must be FULL or NORMAL' }).default('FULL'),
  ),
  DATABASE_SCHEMA: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, { error: 'DATABASE_SCHEMA must be a lower-case SQL identifier' })
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL' }).optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'SMTP_URL must start with smtp:// or smtps://' })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Quality Incidents <no-reply@localhost>')),
  MAIL_RETRY_SECONDS: seconds('MAIL_RETRY_SECONDS', 3600, 30),
  MAIL_MAX_ATTEMPTS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'MAIL_MAX_ATTEMPTS must be a whole number between 1 and 100' })
      .int({ error: 'MAIL_MAX_ATTEMPTS must be a whole number between 1 and 100' })
      .min(1, { error: 'MAIL_MAX_ATTEMPTS must be a whole number between 1 and 100' })
      .max(100, { error: 'MAIL_MAX_ATTEMPTS must be a whole number between 1 and 100' })
      .default(10),
  ),
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters long' }).optional(),
  ),
  STORAGE_DRIVER: z.preprocess(
    emptyToUndefined,
    z.enum(['local', 's3'], { error: 'STORAGE_DRIVER must be local or s3' }).default('local'),
  ),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ error: 'S3_ENDPOINT must be a URL' }).optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag('S3_FORCE_PATH_STYLE'),
  DEMO: booleanFlag('DEMO'),
  DEMO_PASSWORD: z.preprocess(
    emptyToUndefined,
    z.string().regex(NEW_PASSWORD_PATTERN, { error: 'DEMO_PASSWORD must be a valid password' }).optional(),
  ),
  ADMIN_EMAIL: z.preprocess(
    emptyToUndefined,
    z.email({ error: 'ADMIN_EMAIL must be an email address' }).optional(),
  ),
  ADMIN_NAME: z.preprocess(emptyToUndefined, z.string().default('Administrator')),
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(NEW_PASSWORD_PATTERN, {
        error:
          'ADMIN_PASSWORD must have at least 8 characters (letters, digits and @$!%*#?&) with a letter and a digit',
      })
      .optional(),
  ),
  WEB_DIST: optionalString,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  TRUST_PROXY: optionalString,
  SESSION_IDLE_DAYS: days('SESSION_IDLE_DAYS', 365, 7),
  SESSION_MAX_DAYS: days('SESSION_MAX_DAYS', 365, 30),
});

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
  /**
   * Server processes sharing the port (node:cluster): 1 runs in this process; 'auto' one per CPU core.
   * Everything that must be shared lives in the database, so the processes need no coordination. PostgreSQL
   * only: SQLite runs as one process ('auto' is 1 there).
   */
  workers: number | 'auto';
  host: string;
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
  sessions: { idleMs: number; maxMs: number };
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
  if (!e.DATABASE_URL && typeof e.WORKERS === 'number' && e.WORKERS > 1) {
    problems.push('WORKERS above 1 needs PostgreSQL (DATABASE_URL): SQLite runs as one process');
  }
  if (production && e.DEMO === true && !e.DEMO_PASSWORD) {
    problems.push('DEMO_PASSWORD is required when DEMO is on in production');
  }
  if (e.SESSION_IDLE_DAYS > e.SESSION_MAX_DAYS) {
    problems.push('SESSION_IDLE_DAYS must not be more than SESSION_MAX_DAYS');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);

  const dataDir = path.resolve(e.DATA_DIR);
  return {
    production,
    port: e.PORT,
    workers: e.DATABASE_URL ? e.WORKERS : 1,
    host: e.HOST,
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
    },
  };
}
