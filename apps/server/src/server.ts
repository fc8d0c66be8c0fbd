import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { limitHeapGrowth } from './heap-growth';
import { printStartBanner } from './start-banner';

/**
 * Serves in this process. One process per instance: to use more cores, run more instances behind a reverse
 * proxy (docs/deployment.md); the jobs run once per cluster by their leases (jobs/job-runner.ts).
 */
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

  const address = await app.listen({ port: config.port, host: config.host });
  app.appContext.documents.warm();
  printStartBanner(address, config, app.demoAccounts);
}

async function main(): Promise<void> {
  limitHeapGrowth();
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
  await serve(config);
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
