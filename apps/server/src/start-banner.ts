import type { Config } from './config';
import type { DemoAccount } from './seed/demo';

/** What `npm start` prints once the server answers: where, and the demo accounts of a new database. */
export function printStartBanner(
  address: string,
  config: Config,
  demoAccounts: readonly DemoAccount[],
): void {
  console.log(`Quality Incidents is listening on ${address} (public URL ${config.publicUrl})`);
  if (demoAccounts.length === 0) return;
  console.log('Demo accounts (seeded into the new database):');
  for (const account of demoAccounts) {
    console.log(`  ${account.role.padEnd(12)} ${account.email.padEnd(26)} ${account.password}`);
  }
}
