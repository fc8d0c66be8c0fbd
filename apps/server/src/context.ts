import type { Config } from './config';
import type { DatabaseKind, Db } from './db/database';
import type { Mailer } from './mail/mailer';
import type { TokenService } from './modules/auth/tokens';
import type { ExportThreads } from './modules/incidents/export-thread/export-threads';
import type { Storage } from './storage/storage';

/** What route plugins and services need; built once by `buildApp`. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The long reads (charts, list totals, text searches): see DatabaseHandle.readDb. */
  readDb: Db;
  dbKind: DatabaseKind;
  /** Threads that read and format the CSV/XLSX exports (docs/decisions/021-exports-on-export-threads.md). */
  exportThreads: ExportThreads;
  mailer: Mailer;
  storage: Storage;
  tokens: TokenService;
}
