import { NEW_PASSWORD_PATTERN } from '@qi/domain/auth';
import { z } from 'zod';
import { OIDC_ENV_SHAPE } from './config-env-oidc';

/**
 * The environment variables the server reads, each parsed with zod and with a message that names it
 * (config.ts turns them into the Config the app uses).
 */

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

const DOCUMENT_THREADS_ERROR = 'DOCUMENT_THREADS must be auto or a number between 1 and 64';

export const ZEnv = z.object({
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
  CHART_CACHE_SECONDS: seconds('CHART_CACHE_SECONDS', 300, 30),
  CHART_STALE_SECONDS: seconds('CHART_STALE_SECONDS', 3600, 60),
  /** Removed (decision 045): refused when set, see config.ts. */
  WORKERS: optionalString,
  DOCUMENT_THREADS: z.preprocess(
    emptyToUndefined,
    z
      .union(
        [
          z.literal('auto'),
          z.coerce
            .number()
            .int({ error: DOCUMENT_THREADS_ERROR })
            .min(1, { error: DOCUMENT_THREADS_ERROR })
            .max(64, { error: DOCUMENT_THREADS_ERROR }),
        ],
        { error: DOCUMENT_THREADS_ERROR },
      )
      .default('auto'),
  ),
  DOCUMENT_QUEUE_MAX: wholeNumber('DOCUMENT_QUEUE_MAX', 1, 10_000, 64),
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
  MAIL_MAX_ATTEMPTS: wholeNumber('MAIL_MAX_ATTEMPTS', 1, 100, 10),
  REMINDER_DAYS_BEFORE: wholeNumber('REMINDER_DAYS_BEFORE', 0, 60, 3),
  REMINDER_ESCALATION_DAYS: wholeNumber('REMINDER_ESCALATION_DAYS', 0, 365, 7),
  REMINDER_DIGEST_WEEKDAY: wholeNumber('REMINDER_DIGEST_WEEKDAY', 1, 7, 1),
  REMINDER_INTERVAL_SECONDS: seconds('REMINDER_INTERVAL_SECONDS', 86_400, 900),
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
  // Sessions opened through the identity provider end sooner, so that a leaver removed there loses access the
  // same day (decision 053).
  OIDC_SESSION_HOURS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'OIDC_SESSION_HOURS must be a number of hours above 0 and at most 720' })
      .positive({ error: 'OIDC_SESSION_HOURS must be a number of hours above 0 and at most 720' })
      .max(720, { error: 'OIDC_SESSION_HOURS must be a number of hours above 0 and at most 720' })
      .default(12),
  ),
  IDEMPOTENCY_KEY_DAYS: days('IDEMPOTENCY_KEY_DAYS', 365, 30),
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: booleanFlag('WEBHOOKS_ALLOW_PRIVATE_ADDRESSES'),
  WEBHOOK_DELIVERY_SECONDS: seconds('WEBHOOK_DELIVERY_SECONDS', 3600, 2),
  // Imports (modules/imports, decision 054): the largest file, and how often the job looks for a run to start.
  IMPORT_MAX_FILE_MB: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'IMPORT_MAX_FILE_MB must be a number of megabytes above 0 and at most 2048' })
      .positive({ error: 'IMPORT_MAX_FILE_MB must be a number of megabytes above 0 and at most 2048' })
      .max(2048, { error: 'IMPORT_MAX_FILE_MB must be a number of megabytes above 0 and at most 2048' })
      .default(200),
  ),
  IMPORT_JOB_SECONDS: seconds('IMPORT_JOB_SECONDS', 3600, 1),
  BACKGROUND_JOBS: booleanFlag('BACKGROUND_JOBS'),
  // Sign-in with the company's identity provider (config-env-oidc.ts, decision 053).
  ...OIDC_ENV_SHAPE,
});

export type Env = z.infer<typeof ZEnv>;
