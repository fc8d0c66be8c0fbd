import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { TokenService } from '../modules/auth/tokens';
import { countUsers } from '../modules/users/user-repository';
import { createAdmin } from './create-admin';
import { type DemoAccount, seedDemoData } from './demo';

export interface BootstrapResult {
  /** The demo accounts seeded by this start (empty when none were). */
  demoAccounts: DemoAccount[];
}

/**
 * First start on an empty users table: demo data (DEMO, default on outside production), or in
 * production the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, or instructions for the CLI.
 */
export async function bootstrapDatabase(
  config: Config,
  db: Db,
  tokens: TokenService,
  log: FastifyBaseLogger,
): Promise<BootstrapResult> {
  if ((await countUsers(db)) > 0) return { demoAccounts: [] };
  const demo = config.demo ?? !config.production;
  try {
    if (demo) return { demoAccounts: await seedDemoData(db, config.demoPassword) };
    if (config.admin.email && config.admin.password) {
      await createAdmin(db, tokens, {
        email: config.admin.email,
        name: config.admin.name,
        password: config.admin.password,
      });
      log.info({ email: config.admin.email }, 'Created the first admin from ADMIN_EMAIL');
      return { demoAccounts: [] };
    }
  } catch (error) {
    // Another instance starting at the same moment may have seeded first.
    if ((await countUsers(db)) > 0) return { demoAccounts: [] };
    throw error;
  }
  log.warn(
    'No users yet. Set ADMIN_EMAIL and ADMIN_PASSWORD and restart, or run: node dist/cli.js create-admin --email <email> --name <name>',
  );
  return { demoAccounts: [] };
}
