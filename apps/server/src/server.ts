import cluster from 'node:cluster';
import os from 'node:os';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { runPrimary } from './cluster-primary';
import { type Config, ConfigError, loadConfig } from './config';
import { printStartBanner } from './start-banner';

/** The configured number of server processes ('auto': one per CPU core). */
function workerCount(config: Config): number {
  return config.workers === 'auto' ? Math.max(1, os.availableParallelism()) : config.workers;
}

/** Serves in this process: the whole server with WORKERS=1, or one worker of the cluster. */
async function serve(config: Config): Promise<void> {
  const app = await buildApp(config);
  let closing: Promise<void> | null = null;
  const shutdown = () => {
    closing ??= app.close();
    return closing;
  };
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'Shutting down after an error');
    else app.log.info({ signal }, 'Shutting down');
    await shutdown();
  });
  // A worker stops when its primary asks (the primary got SIGTERM or Ctrl-C).
  process.on('message', (message) => {
    if (message === 'shutdown') void shutdown().finally(() => process.exit(0));
  });

  const address = await app.listen({ port: config.port, host: config.host });
  app.appContext.documents.warm();
  if (cluster.isWorker) return; // the primary prints the banner once every worker listens
  printStartBanner(address, config, app.demoAccounts, 1);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const workers = workerCount(config);
  if (workers > 1 && cluster.isPrimary) await runPrimary(config, workers);
  else await serve(config);
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
