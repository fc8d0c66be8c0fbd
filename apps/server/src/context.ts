import type { Config } from './config';
import type { DatabaseKind, Db } from './db/database';
import type { EmailOutbox } from './mail/email-outbox';
import type { TokenService } from './modules/auth/tokens';
import type { DocumentPool } from './modules/documents/document-pool';
import type { Storage } from './storage/storage';

/** What route plugins and services need; built once by `buildApp`. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: DatabaseKind;
  /** Sends the queued emails (services queue them with queueEmails in their transaction). */
  emailOutbox: EmailOutbox;
  storage: Storage;
  /** The worker threads that render PDFs. */
  documents: DocumentPool;
  tokens: TokenService;
  /** Today 'YYYY-MM-DD' in UTC, the day the date rules (due dates, overdue) use; tests inject a fixed day. */
  today: () => string;
}
