import { parseArgs } from 'node:util';
import { isAppError } from '@qi/domain/app-error';
import { ZEmail } from '@qi/domain/auth';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createTokenService } from './modules/auth/tokens';
import { deriveKey, resolveJwtSecret } from './secrets';
import { createAdmin } from './seed/create-admin';

const USAGE = `Usage: node dist/cli.js create-admin --email <email> --name <name>

Creates an admin. The password comes from ADMIN_PASSWORD; without it a one-time
invitation code is printed: sign in with it, then choose a password.`;

async function createAdminCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, name: { type: 'string' } } });
  const email = ZEmail.safeParse(values.email ?? '');
  const name = values.name?.trim();
  if (!email.success || !name) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.schema);
    const tokens = createTokenService(deriveKey(resolveJwtSecret(config), 'jwt'));
    const admin = await createAdmin(database.db, tokens, {
      email: email.data,
      name,
      password: config.admin.password,
    });
    console.log(`Created admin ${admin.email}.`);
    if (admin.invitationCode) {
      console.log(`One-time code (valid 7 days): ${admin.invitationCode}`);
      console.log(
        `Sign in at ${config.publicUrl}/login with this code as the password, then choose a password.`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'create-admin') return createAdminCommand(rest);
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof ConfigError || isAppError(error)) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
