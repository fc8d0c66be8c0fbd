import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'Shutting down after an error');
    else app.log.info({ signal }, 'Shutting down');
    await app.close();
  });

  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`Quality Incidents is listening on ${address} (public URL ${config.publicUrl})`);
  if (app.demoAccounts.length > 0) {
    console.log('Demo accounts (seeded into the new database):');
    for (const account of app.demoAccounts) {
      console.log(`  ${account.role.padEnd(12)} ${account.email.padEnd(26)} ${account.password}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
