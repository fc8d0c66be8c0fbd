import type { Instance, SharedEnvironment } from './instances';
import type { ScaleOutDatabase } from './postgres';
import type { S3Store } from './s3-store';

/** Everything the checks talk to. */
export interface Stack {
  /** nginx's address, also the instances' PUBLIC_URL. */
  nginx: string;
  a: Instance;
  b: Instance;
  store: S3Store;
  db: ScaleOutDatabase;
  password: string;
  /** The environment every instance shares (a restored copy starts with it too). */
  shared: SharedEnvironment;
  /** A superuser connection (to create the restore drill's database). */
  adminUrl: string;
  runDir: string;
  /** How long the two instances took to start together on the empty database. */
  startMs: number;
}

export const QUALITY = 'quality@example.com';
export const REPORTER = 'user@example.com';
export const INVESTIGATOR = 'investigator@example.com';
export const ADMIN = 'admin@example.com';
