import type { Config } from './config';
import type { DatabaseKind, Db } from './db/database';
import type { KeysetWalker } from './db/keyset-walk';
import type { Mailer } from './mail/mailer';
import type { TokenService } from './modules/auth/tokens';
import type { Storage } from './storage/storage';

/** What route plugins and services need; built once by `buildApp`. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The long reads (charts, list totals, text searches): see DatabaseHandle.readDb. */
  readDb: Db;
  /** The export's batches: see DatabaseHandle.exportWalker. */
  exportWalker: KeysetWalker;
  dbKind: DatabaseKind;
  mailer: Mailer;
  storage: Storage;
  tokens: TokenService;
}
