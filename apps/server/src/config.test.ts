import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({
      kind: 'sqlite',
      file: path.resolve('./data/app.db'),
      synchronous: 'FULL',
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.mail.outboxDir).toBe(path.resolve('./data/outbox'));
    expect(config.storage).toEqual({ driver: 'local', dir: path.resolve('./data/files') });
    expect(config.demo).toBeUndefined();
    expect(config.demoPassword).toBe('Passw0rd!');
    expect(config.production).toBe(false);
    expect(config.trustProxy).toBe(false);
  });

  it('reads PostgreSQL, S3 and the rest', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/qi',
      PUBLIC_URL: 'https://qi.example.com/',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'files',
      S3_FORCE_PATH_STYLE: 'true',
      DEMO: 'false',
      TRUST_PROXY: '1',
    });
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/qi',
      schema: undefined,
    });
    expect(config.publicUrl).toBe('https://qi.example.com');
    expect(config.storage).toMatchObject({
      driver: 's3',
      bucket: 'files',
      forcePathStyle: true,
      region: 'us-east-1',
    });
    expect(config.demo).toBe(false);
    expect(config.trustProxy).toBe(1);
  });

  it('runs the background jobs unless BACKGROUND_JOBS is false', () => {
    expect(loadConfig({}).backgroundJobs).toBe(true);
    expect(loadConfig({ BACKGROUND_JOBS: 'false' }).backgroundJobs).toBe(false);
    expect(() => loadConfig({ BACKGROUND_JOBS: 'sometimes' })).toThrow(
      'BACKGROUND_JOBS must be true or false',
    );
  });

  it('reads SQLITE_SYNCHRONOUS in any case (FULL unless NORMAL is asked for)', () => {
    expect(loadConfig({ SQLITE_SYNCHRONOUS: 'normal' }).database).toMatchObject({ synchronous: 'NORMAL' });
    expect(loadConfig({ SQLITE_SYNCHRONOUS: ' Full ' }).database).toMatchObject({ synchronous: 'FULL' });
    expect(loadConfig({ SQLITE_SYNCHRONOUS: '' }).database).toMatchObject({ synchronous: 'FULL' });
  });

  it('refuses WORKERS (removed): one process per instance, more instances behind a reverse proxy', () => {
    const postgres = { DATABASE_URL: 'postgres://qi@localhost/qi' };
    expect(() => loadConfig({ ...postgres, WORKERS: '3' })).toThrow(
      'WORKERS is no longer read: run one server instance per CPU core behind a reverse proxy (docs/deployment.md)',
    );
    expect(loadConfig({ WORKERS: '1' }).port).toBe(3000);
  });

  it('reads DOCUMENT_THREADS (auto by default, or a number) and DOCUMENT_QUEUE_MAX (64 by default)', () => {
    expect(loadConfig({}).documents).toEqual({ threads: 'auto', queueMax: 64 });
    expect(loadConfig({ DOCUMENT_THREADS: '2', DOCUMENT_QUEUE_MAX: '5' }).documents).toEqual({
      threads: 2,
      queueMax: 5,
    });
  });

  it('reads CHART_CACHE_SECONDS: 30 by default, 0 to compute every chart', () => {
    expect(loadConfig({}).chartCacheMs).toBe(30_000);
    expect(loadConfig({ CHART_CACHE_SECONDS: '0' }).chartCacheMs).toBe(0);
    expect(loadConfig({ CHART_CACHE_SECONDS: '1.5' }).chartCacheMs).toBe(1500);
  });

  it('reads CHART_STALE_SECONDS: 60 by default, never less than CHART_CACHE_SECONDS', () => {
    expect(loadConfig({}).chartStaleMs).toBe(60_000);
    expect(loadConfig({ CHART_STALE_SECONDS: '0' }).chartStaleMs).toBe(30_000);
    expect(loadConfig({ CHART_STALE_SECONDS: '120' }).chartStaleMs).toBe(120_000);
    expect(loadConfig({ CHART_CACHE_SECONDS: '60', CHART_STALE_SECONDS: '10' }).chartStaleMs).toBe(60_000);
  });

  it('reads IDEMPOTENCY_KEY_DAYS: 30 by default, refuses 0 and more than 365', () => {
    expect(loadConfig({}).idempotencyKeyMs).toBe(30 * 86_400_000);
    expect(loadConfig({ IDEMPOTENCY_KEY_DAYS: '0.5' }).idempotencyKeyMs).toBe(43_200_000);
    for (const bad of ['0', '366', 'a month']) {
      expect(() => loadConfig({ IDEMPOTENCY_KEY_DAYS: bad })).toThrow(
        'IDEMPOTENCY_KEY_DAYS must be a number of days above 0 and at most 365',
      );
    }
  });

  it('reads LIST_TOTALS_CACHE_SECONDS: 5 by default, 0 to count every request', () => {
    expect(loadConfig({}).listTotalsCacheMs).toBe(5000);
    expect(loadConfig({ LIST_TOTALS_CACHE_SECONDS: '0' }).listTotalsCacheMs).toBe(0);
  });

  it('reads MAIL_RETRY_SECONDS (30) and MAIL_MAX_ATTEMPTS (10)', () => {
    expect(loadConfig({}).mail).toMatchObject({ retryBaseMs: 30_000, maxAttempts: 10 });
    expect(loadConfig({ MAIL_RETRY_SECONDS: '0.5', MAIL_MAX_ATTEMPTS: '3' }).mail).toMatchObject({
      retryBaseMs: 500,
      maxAttempts: 3,
    });
  });

  it.each([
    [{ LIST_TOTALS_CACHE_SECONDS: '-1' }, 'LIST_TOTALS_CACHE_SECONDS must be a number between 0 and 60'],
    [{ MAIL_RETRY_SECONDS: 'soon' }, 'MAIL_RETRY_SECONDS must be a number between 0 and 3600'],
    [{ MAIL_MAX_ATTEMPTS: '0' }, 'MAIL_MAX_ATTEMPTS must be a whole number between 1 and 100'],
    [{ CHART_CACHE_SECONDS: '-1' }, 'CHART_CACHE_SECONDS must be a number between 0 and 300'],
    [{ CHART_CACHE_SECONDS: 'soon' }, 'CHART_CACHE_SECONDS must be a number between 0 and 300'],
    [{ CHART_STALE_SECONDS: '-5' }, 'CHART_STALE_SECONDS must be a number between 0 and 3600'],
    [{ CHART_STALE_SECONDS: 'later' }, 'CHART_STALE_SECONDS must be a number between 0 and 3600'],
    [{ DOCUMENT_THREADS: '0' }, 'DOCUMENT_THREADS must be auto or a number between 1 and 64'],
    [{ DOCUMENT_QUEUE_MAX: 'lots' }, 'DOCUMENT_QUEUE_MAX must be a whole number between 1 and 10000'],
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a number between 1 and 65535'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be a number between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER must be local or s3'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET is required when STORAGE_DRIVER is s3'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ DEMO: 'maybe' }, 'DEMO must be true or false'],
    [{ SQLITE_SYNCHRONOUS: 'OFF' }, 'SQLITE_SYNCHRONOUS must be FULL or NORMAL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL must be an http(s) URL'],
    [{ ADMIN_PASSWORD: 'weak' }, 'ADMIN_PASSWORD must have at least 8 characters'],
    [{ NODE_ENV: 'production', DEMO: 'true' }, 'DEMO_PASSWORD is required when DEMO is on in production'],
  ])('fails fast naming the variable: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', SMTP_URL: 'http://mail' })).toThrow(
      /PORT.*; SMTP_URL must start with smtp/,
    );
  });
});
